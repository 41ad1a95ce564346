import { formatCurrency } from "@shared/analytics/currency-format";
import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import type { CommunityMember } from "@shared/community/community.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/**
 * A member's totals. Spent is what their orders came to with tax, less refunds and cancelled
 * orders, which is not the Leads screen's Revenue: the note says so, so the two screens are not read
 * as disagreeing.
 */
export function MemberTotalsCard({ member, currency }: { member: CommunityMember; currency: string }) {
  const totals: [string, string][] = [
    ["Messages", String(member.message_count)],
    ["Link clicks", String(member.click_count)],
    ["Orders", String(member.order_count)],
    ["Spent", formatCurrency(member.order_total, currency)],
    ["EMV", formatCurrency(member.emv, currency)],
    ["Virality Factor", member.virality_factor.toFixed(2)],
    ["Creator", member.creator],
    ["Lead status", member.lead_status ?? "Not a lead"],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Totals</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {totals.map(([k, v]) => (
            <div key={k}>
              <dt className="text-ink-muted text-xs">{k}</dt>
              <dd className="font-medium text-ink">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="text-ink-muted text-xs">{MONEY_FIGURE_NOTES.memberSpent}</p>
      </CardContent>
    </Card>
  );
}
