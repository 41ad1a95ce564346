import { formatCurrency } from "@shared/analytics/currency-format";
import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import { LEAD_STATUS_LABELS, type LeadStatus } from "@shared/leads/leads.constants";
import type { Lead } from "@shared/leads/leads.schema";
import { Badge } from "@web/components/ui/badge";
import { buttonClasses } from "@web/components/ui/button";
import { formatDate } from "@web/lib/format-date";
import { Link } from "react-router";

const STATUS_TONES: Record<LeadStatus, "neutral" | "brand" | "warning" | "success"> = {
  engaged: "neutral",
  visited_site: "brand",
  added_to_cart: "warning",
  converted: "success",
};
const CHANNEL_LABELS = { instagram: "Instagram", tiktok: "TikTok", shopify: "Shopify" } as const;

export const leadName = (lead: Lead) => lead.name ?? lead.handle ?? lead.email ?? "Unknown lead";

const REVENUE_NOTE_ID = "leads-revenue-note";

/**
 * The leads table: Lead, Handle, Channels, Status, Revenue, Last Contact and an actions column.
 * Revenue keeps the spec's name; the note under the table says which figure it is, since Community
 * and the store panel show a person's money with tax.
 */
export function LeadsTable({ leads, currency }: { leads: Lead[]; currency: string }) {
  return (
    <div className="relative flex flex-col gap-2 overflow-x-auto">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Leads</caption>
        <thead>
          <tr className="border-line border-b text-left text-ink-muted">
            {["Lead", "Handle", "Channels", "Status", "Revenue", "Last Contact"].map((h) => (
              <th
                key={h}
                scope="col"
                className="px-3 py-2 font-medium"
                {...(h === "Revenue"
                  ? { title: MONEY_FIGURE_NOTES.creditedRevenue, "aria-describedby": REVENUE_NOTE_ID }
                  : {})}
              >
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-line border-b hover:bg-surface-muted">
              <td className="px-3 py-2">
                <span className="font-medium text-ink">{leadName(lead)}</span>
                {lead.email && <span className="block text-ink-muted text-xs">{lead.email}</span>}
              </td>
              <td className="px-3 py-2 text-ink-muted">{lead.handle ?? "-"}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  {lead.channels.map((c) => (
                    <Badge key={c} tone="neutral">
                      {CHANNEL_LABELS[c]}
                    </Badge>
                  ))}
                </div>
              </td>
              <td className="px-3 py-2">
                <Badge tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
              </td>
              <td className="px-3 py-2">{formatCurrency(lead.attributed_revenue, currency)}</td>
              <td className="px-3 py-2 text-ink-muted">
                {lead.last_conversation_at ? formatDate(lead.last_conversation_at) : "Unknown"}
              </td>
              <td className="px-3 py-2 text-right">
                <Link
                  to={`/dashboard/leads/${lead.id}`}
                  className={buttonClasses("ghost", "sm")}
                  aria-label={`View ${leadName(lead)}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id={REVENUE_NOTE_ID} className="px-3 text-ink-muted text-xs">
        {MONEY_FIGURE_NOTES.creditedRevenue}
      </p>
    </div>
  );
}
