import { formatCurrency } from "@shared/analytics/currency-format";
import { COMMUNITY_COLUMNS } from "@shared/community/community.constants";
import type { CommunityMember } from "@shared/community/community.schema";
import { Badge } from "@web/components/ui/badge";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const CHANNEL_LABELS: Record<string, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  shopify: "Shopify",
};

export const memberName = (m: CommunityMember) =>
  m.name ?? (m.handle ? `@${m.handle}` : (m.email ?? "Unknown fan"));

/** Kept in view when a narrow screen scrolls the table sideways. */
const ACTION_CELL = "sticky right-0 bg-white px-3 py-2 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)]";

/** An extra last column (the Ambassadors tab's Invite). */
export type MemberAction = { header: string; cell: (m: CommunityMember) => ReactNode };

/** The community table: Fan, Handle, Channels, Email, Creator, Virality Factor, EMV. */
export function MembersTable({
  members,
  currency,
  action,
}: {
  members: CommunityMember[];
  currency: string;
  action?: MemberAction;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[760px] text-sm">
        <caption className="sr-only">Community members</caption>
        <thead>
          <tr className="border-line border-b text-left text-ink-muted">
            {COMMUNITY_COLUMNS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
            {action && (
              <th scope="col" className={`${ACTION_CELL} font-medium`}>
                {action.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-line border-b hover:bg-surface-muted">
              <td className="px-3 py-2">
                <Link
                  to={`/dashboard/community/${m.id}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {memberName(m)}
                </Link>
                {m.ambassador_reason && (
                  <span className="block text-ink-muted text-xs">Ambassador: {m.ambassador_reason}</span>
                )}
              </td>
              <td className="px-3 py-2 text-ink-muted">
                {m.handles.length === 0
                  ? "-"
                  : [...new Set(m.handles.map((h) => h.handle).filter(Boolean))]
                      .map((h) => `@${h}`)
                      .join(", ")}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  {m.channels.map((c) => (
                    <Badge key={c} tone="neutral">
                      {CHANNEL_LABELS[c] ?? c}
                    </Badge>
                  ))}
                </div>
              </td>
              <td className="px-3 py-2">
                {m.email ? (
                  <Check className="size-4 text-green-700" aria-label={`Email: ${m.email}`} />
                ) : (
                  <span className="sr-only">No email</span>
                )}
              </td>
              <td className="px-3 py-2 text-ink-muted">{m.creator}</td>
              <td className="px-3 py-2">{m.virality_factor.toFixed(2)}</td>
              <td className="px-3 py-2 font-medium">{formatCurrency(m.emv, currency)}</td>
              {action && <td className={ACTION_CELL}>{action.cell(m)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
