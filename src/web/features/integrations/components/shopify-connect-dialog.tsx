import { normalizeShopDomain } from "@shared/integrations/integrations.schema";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { TextField } from "@web/components/ui/input";
import { type FormEvent, useState } from "react";

/** The shop's connect URL: a browser redirect (spec doc 1 §7), the install then leaves for Shopify. */
export const shopifyConnectUrl = (shop: string) =>
  `/api/integrations/shopify/connect?shop=${encodeURIComponent(shop)}`;

export function ShopifyConnectDialog({
  open,
  onOpenChange,
  initialShop = "",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialShop?: string;
}) {
  const [value, setValue] = useState(initialShop);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = normalizeShopDomain(value);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setBusy(true);
    window.location.assign(shopifyConnectUrl(result.shop));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Connect Shopify Store"
        description="Enter your store's domain. You will approve Lunara in your Shopify admin."
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label="Shop domain"
            name="shop"
            placeholder="your-store.myshopify.com"
            autoComplete="off"
            value={value}
            error={error}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Connect Store
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
