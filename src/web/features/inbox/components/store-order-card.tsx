import type { StoreOrderView } from "@shared/store/store.schema";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useState } from "react";
import type { StoreActionPath } from "../api/store-action";
import type { PendingAction } from "./store-confirm";

const money = (m: { amount: string; currencyCode: string }) =>
  new Intl.NumberFormat("en-CA", { style: "currency", currency: m.currencyCode }).format(Number(m.amount));

/** One order: status, items (each refundable), fulfilment and tracking, and its actions. */
export function StoreOrderCard({
  order,
  canAct,
  confirm,
  act,
}: {
  order: StoreOrderView;
  canAct: boolean;
  confirm: (action: PendingAction) => void;
  act: (path: StoreActionPath, body: object) => void;
}) {
  const [note, setNote] = useState("");
  const [tag, setTag] = useState("");
  const cancellable = !order.cancelled && order.fulfillmentStatus === "UNFULFILLED";
  return (
    <li className="flex flex-col gap-2 p-3 text-sm" aria-label={`Order ${order.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{order.name}</span>
        <span className="text-ink-muted">{new Date(order.createdAt).toLocaleDateString("en-CA")}</span>
        <span className="ml-auto font-medium">{money(order.total)}</span>
      </div>
      <div className="flex flex-wrap gap-1">
        {order.cancelled && <Badge tone="danger">Cancelled</Badge>}
        {order.financialStatus && (
          <Badge tone="neutral">{order.financialStatus.toLowerCase().replace("_", " ")}</Badge>
        )}
        <Badge tone={order.fulfillmentStatus === "FULFILLED" ? "success" : "warning"}>
          {order.fulfillmentStatus.toLowerCase().replace("_", " ")}
        </Badge>
        {order.tags.map((t) => (
          <Badge key={t} tone="brand">
            {t}
          </Badge>
        ))}
      </div>
      <ul className="flex flex-col gap-1">
        {order.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <span>
              {item.quantity} × {item.title}
              {item.variantTitle ? ` (${item.variantTitle})` : ""} · {money(item.unitPrice)}
            </span>
            {canAct && !order.cancelled && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  confirm({
                    title: `Refund 1 × ${item.title}?`,
                    description: `Shopify refunds ${money(item.unitPrice)} plus its tax on ${order.name} to the customer's payment method.`,
                    confirmLabel: "Refund item",
                    destructive: true,
                    run: () => act("refund", { orderId: order.id, lineItemId: item.id, quantity: 1 }),
                  })
                }
              >
                Refund
              </Button>
            )}
          </li>
        ))}
      </ul>
      {order.tracking.map((t) => (
        <p key={`${t.company}-${t.number}`} className="text-ink-muted">
          Tracking: {t.company}{" "}
          {t.url ? (
            <a className="text-brand-700 underline" href={t.url} target="_blank" rel="noreferrer noopener">
              {t.number}
            </a>
          ) : (
            t.number
          )}
        </p>
      ))}
      {order.note && <p className="text-ink-muted">Note: {order.note}</p>}
      {canAct && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs">
            Note
            <input
              className="h-8 rounded border border-line px-2"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          <label className="flex flex-col text-xs">
            Tag
            <input
              className="h-8 w-24 rounded border border-line px-2"
              value={tag}
              onChange={(e) => setTag(e.target.value)}
            />
          </label>
          <Button
            variant="outline"
            size="sm"
            disabled={!note.trim() && !tag.trim()}
            onClick={() =>
              confirm({
                title: `Update ${order.name}?`,
                description: [
                  note.trim() && `Note: "${note.trim()}" (replaces the order's note)`,
                  tag.trim() && `Tag: ${tag.trim()}`,
                ]
                  .filter(Boolean)
                  .join(" · "),
                confirmLabel: "Save to Shopify",
                run: () => {
                  act("annotate", {
                    orderId: order.id,
                    ...(note.trim() ? { note: note.trim() } : {}),
                    ...(tag.trim() ? { tags: [tag.trim()] } : {}),
                  });
                  setNote("");
                  setTag("");
                },
              })
            }
          >
            Add
          </Button>
          {cancellable && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                confirm({
                  title: `Cancel ${order.name}?`,
                  description:
                    "Shopify cancels the order, refunds it in full and restocks its items. This cannot be undone.",
                  confirmLabel: "Cancel order",
                  destructive: true,
                  run: () => act("cancel-order", { orderId: order.id }),
                })
              }
            >
              Cancel order
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
