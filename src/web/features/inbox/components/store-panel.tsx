import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import type { InboxMessage } from "@shared/inbox/inbox.schema";
import {
  STORE_CACHE_TTL_SECONDS,
  STORE_MATCH_LABELS,
  type StoreActionResult,
  type StorePanel as StorePanelData,
} from "@shared/store/store.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { ShoppingBag } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { usePickerProducts } from "../api/get-picker-products";
import { useStorePanel } from "../api/get-store-panel";
import { type StoreActionPath, useLinkStoreCustomer, useStoreAction } from "../api/store-action";
import { StoreActionList } from "./store-action-list";
import { useStoreConfirm } from "./store-confirm";
import { StoreOrderCard } from "./store-order-card";
import { StoreSendText } from "./store-send-text";

const money = (m: { amount: string; currencyCode: string }) =>
  new Intl.NumberFormat("en-CA", { style: "currency", currency: m.currencyCode }).format(Number(m.amount));

/** Older than the cache's life: Shopify could not be asked, and the panel shows what it last knew. */
const isStale = (fetchedAt: string) =>
  Date.now() - Date.parse(fetchedAt) > (STORE_CACHE_TTL_SECONDS + 5) * 1000;

/** The customer's store beside the conversation (issue 19): who they are in Shopify, their orders, and actions. */
export function StorePanel({ threadId, message }: { threadId: string; message: InboxMessage }) {
  const panel = useStorePanel(threadId);
  if (panel.isPending) return <Spinner label="Loading the customer's store" />;
  if (panel.isError)
    return <Alert tone="error">{errorMessage(panel.error, "The store could not be loaded")}</Alert>;
  if (!panel.data.connected) return null;
  return (
    <StoreCustomerPanel
      data={panel.data}
      headingId={`store-${threadId}`}
      threadId={threadId}
      message={message}
    />
  );
}

/**
 * The panel itself, for a conversation or a member's page. `threadId` is the conversation actions
 * go through and are recorded in (none: read-only); `message`, the one a code or link is sent under
 * (none: shown to copy, with a way to the conversation).
 */
export function StoreCustomerPanel({
  data,
  headingId,
  threadId,
  message,
  notice,
}: {
  data: StorePanelData;
  headingId: string;
  threadId: string | null;
  message: InboxMessage | null;
  notice?: ReactNode;
}) {
  const action = useStoreAction(threadId ?? "");
  const link = useLinkStoreCustomer(threadId ?? "");
  const { confirm, dialog } = useStoreConfirm();
  const [percentage, setPercentage] = useState("10");
  const [variant, setVariant] = useState("");
  const [customer, setCustomer] = useState("");
  const [result, setResult] = useState<StoreActionResult | null>(null);
  const canAct = threadId !== null && data.settings.canAct;
  const products = usePickerProducts(Boolean(data.customer) && canAct);

  const act = (path: StoreActionPath, body: object) =>
    action.mutate(
      { path, body },
      {
        onSuccess: setResult,
      },
    );
  const onLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (customer.trim()) link.mutate(customer.trim());
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-ink">
        <ShoppingBag aria-hidden="true" className="size-4" />
        Store
      </h3>
      {data.fetchedAt && isStale(data.fetchedAt) && (
        <p className="text-ink-muted text-xs">
          Shopify did not answer just now: these figures are from {formatDateTime(data.fetchedAt)}.
        </p>
      )}
      {data.customer ? (
        <div className="text-sm">
          <p className="font-medium text-ink">{data.customer.name}</p>
          <p className="text-ink-muted">
            {data.customer.email} · {data.customer.ordersCount}{" "}
            {data.customer.ordersCount === 1 ? "order" : "orders"} · lifetime value{" "}
            {money(data.customer.lifetimeValue)}
            {data.match ? ` · ${STORE_MATCH_LABELS[data.match.by]}` : ""}
          </p>
        </div>
      ) : (
        <p className="text-ink-muted text-sm">
          {threadId
            ? "No Shopify customer matches this conversation yet."
            : "No Shopify customer has this member's email."}
        </p>
      )}
      {notice}
      {threadId && (
        <form onSubmit={onLink} className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-1 flex-col text-xs">
            {data.customer ? "Link a different customer (email or id)" : "Link a customer (email or id)"}
            <input
              name="storeCustomer"
              className="h-9 rounded border border-line px-2"
              value={customer}
              onChange={(e) => setCustomer(e.target.value)}
            />
          </label>
          <Button type="submit" variant="outline" size="sm" loading={link.isPending}>
            Link
          </Button>
        </form>
      )}
      {link.isError && <Alert tone="error">{errorMessage(link.error, "No such customer")}</Alert>}

      {data.customer && canAct && (
        <div className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col text-xs">
            Discount %
            <input
              name="discountPercent"
              inputMode="numeric"
              className="h-9 w-16 rounded border border-line px-2"
              value={percentage}
              onChange={(e) => setPercentage(e.target.value)}
            />
          </label>
          <Button
            size="sm"
            onClick={() =>
              confirm({
                title: `Create a ${percentage}% code for ${data.customer?.name}?`,
                description: `A single-use code for this customer only, valid 14 days (the team's cap is ${data.settings.discountCapPercent}%).`,
                confirmLabel: "Create code",
                run: () => act("discount", { percentage: Number(percentage) }),
              })
            }
          >
            Discount code
          </Button>
          <label className="flex flex-col text-xs">
            Product
            <select
              name="checkoutVariant"
              className="h-9 max-w-48 rounded border border-line px-2"
              value={variant}
              onChange={(e) => setVariant(e.target.value)}
            >
              <option value="">Choose…</option>
              {(products.data?.products ?? []).flatMap((p) =>
                p.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {p.title}
                    {v.title && v.title !== "Default Title" ? ` (${v.title})` : ""}
                  </option>
                )),
              )}
            </select>
          </label>
          <Button
            size="sm"
            variant="outline"
            disabled={!variant}
            onClick={() =>
              confirm({
                title: "Create a checkout link?",
                description:
                  "Shopify makes a draft order for this product; the customer gets its checkout as a tracked link, so the purchase counts as this conversation's revenue.",
                confirmLabel: "Create link",
                run: () => act("checkout-link", { lines: [{ variantId: variant, quantity: 1 }] }),
              })
            }
          >
            Checkout link
          </Button>
        </div>
      )}
      {data.customer && threadId && !data.settings.canAct && (
        <p className="text-ink-muted text-xs">
          Only admins can act on the store from the inbox. An admin can allow members in Store settings.
        </p>
      )}
      {action.isError && (
        <Alert tone="error">{errorMessage(action.error, "Shopify refused the action")}</Alert>
      )}
      {result && (
        <Alert tone="success" title={result.summary}>
          {result.message && threadId && (
            <div className="mt-2">
              {/* Keyed by the action: a new code's button starts unsent. */}
              <StoreSendText
                key={result.actionId}
                text={result.message}
                threadId={threadId}
                actionId={result.actionId}
                sentAt={null}
                message={message}
              />
            </div>
          )}
        </Alert>
      )}
      {data.orders.length > 0 && (
        <ul aria-label="Orders" className="divide-y divide-line rounded border border-line">
          {data.orders.map((o) => (
            <StoreOrderCard key={o.id} order={o} canAct={canAct} confirm={confirm} act={act} />
          ))}
        </ul>
      )}
      {/* Beside a conversation, Leads' net Revenue is a click away: say these are Shopify's totals. */}
      {(data.customer || data.orders.length > 0) && (
        <p className="text-ink-muted text-xs">{MONEY_FIGURE_NOTES.storeTotals}</p>
      )}
      {data.actions.length > 0 && threadId && (
        <StoreActionList
          actions={data.actions}
          threadId={threadId}
          message={message}
          shownAbove={result?.actionId ?? null}
        />
      )}
      {dialog}
    </section>
  );
}
