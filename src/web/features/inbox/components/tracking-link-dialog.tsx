import { DEFAULT_CURRENCY } from "@shared/analytics/analytics.constants";
import { formatCurrency } from "@shared/analytics/currency-format";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@web/components/ui/dialog";
import { inputClasses } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError } from "@web/lib/api-client";
import { cx } from "@web/lib/class-names";
import { Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { generateTrackingLink } from "../api/generate-tracking-link";
import { usePickerProducts } from "../api/get-picker-products";
import { INBOX_TEXTS } from "../inbox-texts";

const T = INBOX_TEXTS.tracking;
/** In the store's own currency (CAD when no store is connected). */
function priceText(min: number | null, max: number | null, currency: string): string {
  if (min === null && max === null) return T.noPrice;
  if (min !== null && max !== null && max > min)
    return `${formatCurrency(min, currency)} - ${formatCurrency(max, currency)}`;
  return formatCurrency((min ?? max)!, currency);
}

/** Product picker -> generate -> link with Copy; Close resets. Offered for unanswered Instagram DMs. */
export function TrackingLinkDialog({
  messageId,
  onGenerated,
}: {
  messageId: string;
  onGenerated: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [productId, setProductId] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const products = usePickerProducts(open);
  const currency = products.data?.currency ?? DEFAULT_CURRENCY;

  const reset = () => {
    setSearch("");
    setProductId(null);
    setLink(null);
    setBusy(false);
    setCopied(false);
  };
  const needle = search.trim().toLowerCase();
  const shown = (products.data?.products ?? []).filter(
    (p) => !needle || p.title.toLowerCase().includes(needle) || p.handle.toLowerCase().includes(needle),
  );

  const generate = async () => {
    if (!productId || !messageId) {
      console.error("A tracking link needs a selected product, a selected message and a team");
      return;
    }
    setBusy(true);
    try {
      const result = await generateTrackingLink({ productId, messageId });
      setLink(result.trackingUrl);
      onGenerated(result.trackingUrl);
    } catch (error) {
      // The server's own refusal carries its message; anything else is an unknown failure.
      const message = isApiError(error)
        ? error.message || T.failedDefault
        : (error instanceof Error && error.message) || T.unknownError;
      window.alert(T.failed(message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Link2 aria-hidden="true" className="size-4" />
          {T.button}
        </Button>
      </DialogTrigger>
      <DialogContent title={T.title} description={T.description}>
        {link ? (
          <div className="flex flex-col gap-3">
            <label className="flex flex-col gap-1.5 font-medium text-sm">
              {T.link}
              <input
                readOnly
                value={link}
                className={inputClasses()}
                onFocus={(e) => e.currentTarget.select()}
              />
            </label>
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  void navigator.clipboard?.writeText(link).then(() => setCopied(true));
                }}
              >
                <Copy aria-hidden="true" className="size-4" />
                {copied ? T.copied : T.copy}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              >
                {T.close}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <input
              type="search"
              aria-label={T.search}
              placeholder={T.search}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={inputClasses()}
            />
            {products.isPending && <Spinner label="Loading products" />}
            {products.data && shown.length === 0 && <p className="text-ink-muted text-sm">{T.noProducts}</p>}
            {shown.length > 0 && (
              <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto">
                <legend className="sr-only">Products</legend>
                {shown.map((p) => (
                  <label
                    key={p.id}
                    className={cx(
                      "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                      productId === p.id
                        ? "border-brand-500 bg-brand-50"
                        : "border-line hover:bg-surface-muted",
                    )}
                  >
                    <input
                      type="radio"
                      name="tracking-product"
                      value={p.id}
                      checked={productId === p.id}
                      onChange={() => setProductId(p.id)}
                      className="sr-only"
                    />
                    {p.image_url ? (
                      <img src={p.image_url} alt="" className="size-10 rounded-md object-cover" />
                    ) : (
                      <span aria-hidden="true" className="size-10 rounded-md bg-surface-muted" />
                    )}
                    <span className="flex flex-col">
                      <span className="font-medium text-ink">{p.title}</span>
                      <span className="text-ink-muted text-xs">
                        {priceText(p.price_min, p.price_max, currency)}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="flex justify-end gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              >
                {T.close}
              </Button>
              <Button onClick={() => void generate()} disabled={!productId} loading={busy}>
                {busy ? T.generating : T.generate}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
