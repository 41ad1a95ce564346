import { formatCurrency } from "@shared/analytics/currency-format";
import { filterFromSearch } from "@shared/assistants/message-filter";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { countText } from "@web/lib/count-text";
import { displayText } from "@web/lib/display-text";
import { useSearchParams } from "react-router";
import { useMessageRecords, useOrderRecords } from "../api/get-records";
import { describeMessageFilter } from "../components/message-filter-summary";

/** The records behind an assistant's figure: the messages (or orders) it counted. */
export function RecordsPage() {
  const [params] = useSearchParams();
  const orders = params.get("kind") === "orders";
  const search = new URLSearchParams([...params].filter(([k]) => k !== "kind")).toString();
  const messages = useMessageRecords(search, !orders);
  const orderRows = useOrderRecords(search, orders);
  const loading = orders ? orderRows.isPending : messages.isPending;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="font-semibold text-2xl text-ink">{orders ? "Orders" : "Messages"}</h1>
      <p className="text-ink-muted text-sm">
        {orders
          ? [...params]
              .filter(([k]) => k !== "kind")
              .map(([k, v]) => `${k}: ${v}`)
              .join(" · ")
          : describeMessageFilter(filterFromSearch(params), {
              product: messages.data?.product_title ?? null,
            })}
      </p>
      {loading && <Spinner />}
      {!orders && messages.data && (
        <Card className="p-4">
          <p className="mb-2 text-sm" data-testid="records-total">
            {countText(messages.data.total, "message")}
          </p>
          <ul className="flex flex-col divide-y divide-line">
            {messages.data.messages.map((m) => (
              <li key={m.id} className="py-2 text-sm">
                <span className="font-medium">@{m.sender}</span>{" "}
                <span className="text-ink-muted">
                  ({m.platform}, {m.status}, {m.intent ?? "not analysed"})
                </span>
                <p className="whitespace-pre-wrap">{displayText(m.content)}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {orders && orderRows.data && (
        <Card className="p-4">
          <ul className="flex flex-col divide-y divide-line">
            {orderRows.data.orders.length === 0 && (
              <li className="text-ink-muted text-sm">No orders in this period.</li>
            )}
            {orderRows.data.orders.map((o) => (
              <li key={o.id} className="flex justify-between py-2 text-sm">
                <span>
                  {o.orderNumber ?? o.id} · {o.processedAt.slice(0, 10)} · {o.channel ?? "store"}
                </span>
                <span>{formatCurrency(o.total, o.currency)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
