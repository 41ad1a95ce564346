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
const COLUMNS = ["Lead", "Handle", "Channels", "Status", "Revenue", "Last Contact"] as const;

// Seven columns do not fit in 390 px, and a sideways scroller hid Status, Revenue and View with no
// sign it scrolls: below the sm breakpoint each lead is a card whose cells say their column heading
// (data-label), as "How accurate is the AI?" does.
const CELL =
  "px-3 py-2 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:shrink-0 max-sm:before:text-ink-muted max-sm:before:text-xs max-sm:before:content-[attr(data-label)]";

/**
 * The leads table: Lead, Handle, Channels, Status, Revenue, Last Contact and an actions column.
 * Revenue keeps the spec's name; the note under the table says which figure it is, since Community
 * and the store panel show a person's money with tax.
 */
export function LeadsTable({ leads, currency }: { leads: Lead[]; currency: string }) {
  return (
    <div className="relative flex flex-col gap-2 overflow-x-auto">
      <table className="w-full text-sm max-sm:block sm:min-w-[720px]">
        <caption className="sr-only">Leads</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-line border-b text-left text-ink-muted">
            {COLUMNS.map((h) => (
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
        <tbody className="max-sm:block">
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className="border-line border-b hover:bg-surface-muted max-sm:block max-sm:py-3"
            >
              <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:pb-1">
                <span className="font-medium text-ink">{leadName(lead)}</span>
                {lead.email && <span className="block break-all text-ink-muted text-xs">{lead.email}</span>}
              </td>
              <td data-label={COLUMNS[1]} className={`${CELL} text-ink-muted`}>
                {lead.handle ?? "-"}
              </td>
              <td data-label={COLUMNS[2]} className={CELL}>
                <div className="flex flex-wrap justify-end gap-1 sm:justify-start">
                  {lead.channels.map((c) => (
                    <Badge key={c} tone="neutral">
                      {CHANNEL_LABELS[c]}
                    </Badge>
                  ))}
                </div>
              </td>
              <td data-label={COLUMNS[3]} className={CELL}>
                <Badge tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
              </td>
              <td data-label={COLUMNS[4]} className={CELL}>
                {formatCurrency(lead.attributed_revenue, currency)}
              </td>
              <td data-label={COLUMNS[5]} className={`${CELL} text-ink-muted`}>
                {lead.last_conversation_at ? formatDate(lead.last_conversation_at) : "Unknown"}
              </td>
              <td className="px-3 py-2 text-right max-sm:block max-sm:px-0 max-sm:pt-2">
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
      <p id={REVENUE_NOTE_ID} className="px-3 text-ink-muted text-xs max-sm:px-0">
        {MONEY_FIGURE_NOTES.creditedRevenue}
      </p>
    </div>
  );
}
