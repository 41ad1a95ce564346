import type { CommunityMember } from "@shared/community/community.schema";
import { audienceLabel } from "@shared/community/community-metrics";
import type { MemberListRow, Thresholds } from "./community-list.repository";

const ENGAGEMENT_LABEL = { high: "High", medium: "Medium", low: "Low" } as const;

function engagementOf(messages: number): CommunityMember["engagement"] {
  if (messages >= 10) return "high";
  if (messages >= 3) return "medium";
  return "low";
}

/** A stored member as the screen shows it; the commercial status is the lead's own. */
export function toCommunityMember(r: MemberListRow, t: Thresholds): CommunityMember {
  const engagement = engagementOf(r.message_count);
  const followers = r.followers_count;
  const ambassador = r.message_count >= t.minMessages && (followers ?? 0) >= t.minFollowers;
  return {
    id: r.id,
    name: r.display_name,
    handle: r.handle,
    handles: r.handles ?? [],
    email: r.email,
    channels: r.channels,
    followers,
    creator: `${ENGAGEMENT_LABEL[engagement]} engagement · ${audienceLabel(followers)}`,
    engagement,
    virality_factor: Math.round(Number(r.virality) * 100) / 100,
    emv: Number(r.emv),
    message_count: r.message_count,
    order_count: r.order_count,
    order_total: Number(r.order_total),
    click_count: r.click_count,
    lead_status: r.lead?.status ?? null,
    lead_id: r.lead?.id ?? null,
    ambassador_reason: ambassador ? `${r.message_count} interactions, ${audienceLabel(followers)}` : null,
    last_seen_at: new Date(r.last_seen_at).toISOString(),
  };
}
