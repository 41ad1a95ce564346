import { formatCurrency } from "@shared/analytics/currency-format";
import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import { platformLabel } from "@shared/integrations/platform-label";
import { LEAD_STATUS_LABELS } from "@shared/leads/leads.constants";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { buttonClasses } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { displayText } from "@web/lib/display-text";
import { formatDateTime } from "@web/lib/format-date";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useLeadDetail } from "../api/get-lead-detail";
import { leadName } from "../components/leads-table";

/** How an order was credited to the conversation, in words a person reads. */
const CREDIT_METHOD_LABELS: Record<string, string> = {
  checkout_token: "checkout",
  cid: "tracked link",
  mid: "tracked link (message)",
  email: "email match",
  phone: "phone match",
  discount_code: "discount code",
  note: "order note",
  landing_site: "tracked link (landing page)",
};

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {children.length === 0 ? (
          <p className="text-ink-muted text-sm">{empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /dashboard/leads/:id: one lead's conversations, clicks, orders and revenue in one place. */
export function LeadDetailPage() {
  const { id = "" } = useParams();
  const detail = useLeadDetail(id);
  const back = (
    <Link to="/dashboard/leads" className={buttonClasses("ghost", "sm", "self-start")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to leads
    </Link>
  );
  if (detail.isPending)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Spinner label="Loading lead" />
      </div>
    );
  if (detail.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="error">{errorMessage(detail.error, "Failed to load lead")}</Alert>
      </div>
    );
  const { lead, conversations, clicks, orders, currency } = detail.data;
  const facts = [
    ["Email", lead.email ?? "-"],
    ["Phone", lead.phone ?? "-"],
    ["Handle", lead.handle ?? "-"],
    ["Revenue", formatCurrency(lead.attributed_revenue, currency)],
    ["Orders", String(lead.total_orders)],
    ["Location", lead.location ?? "-"],
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-semibold text-2xl text-ink">{leadName(lead)}</h1>
        <Badge>{LEAD_STATUS_LABELS[lead.status]}</Badge>
      </div>
      <Card>
        <CardContent className="grid grid-cols-2 gap-4 pt-6 md:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <p className="text-ink-muted text-xs">{label}</p>
              <p className="font-medium text-ink" data-fact={label}>
                {value}
              </p>
            </div>
          ))}
          <p className="col-span-full text-ink-muted text-xs">{MONEY_FIGURE_NOTES.creditedRevenue}</p>
        </CardContent>
      </Card>
      <Section title="Conversations" empty="No conversations linked yet.">
        {conversations.map((c) => (
          <li key={c.thread_id ?? c.comment_id} className="py-2 text-sm">
            <span className="font-medium text-ink">@{c.sender_handle}</span> on {platformLabel(c.platform)} ·{" "}
            {c.comment_id
              ? "comment"
              : `${c.message_count} ${c.message_count === 1 ? "message" : "messages"}`}{" "}
            · {formatDateTime(c.last_message_at)}
            {c.last_message_content && (
              <span className="block text-ink-muted">{displayText(c.last_message_content)}</span>
            )}
          </li>
        ))}
      </Section>
      <Section title="Link clicks" empty="No clicks yet.">
        {clicks.map((c) => (
          <li key={c.id} className="py-2 text-sm">
            {c.product_title ?? c.destination_url} · {formatDateTime(c.clicked_at)}
          </li>
        ))}
      </Section>
      <Section title="Orders" empty="No orders credited yet.">
        {orders.map((o) => (
          <li key={o.id} className="py-2 text-sm">
            <span className="font-medium text-ink">{o.order_number ?? o.id.slice(0, 8)}</span> ·{" "}
            {formatCurrency(o.net_sales, o.currency)} net
            {o.refunded > 0 && ` (${formatCurrency(o.refunded, o.currency)} refunded)`} · credited by{" "}
            {CREDIT_METHOD_LABELS[o.method] ?? o.method.replaceAll("_", " ")} ·{" "}
            {formatDateTime(o.processed_at)}
          </li>
        ))}
      </Section>
    </div>
  );
}
