import { DEFAULT_AMBASSADOR_THRESHOLDS } from "@shared/community/community.constants";
import type { MemberDetail } from "@shared/community/community.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { teamThresholds } from "./community-list.repository";
import {
  findMemberRow,
  memberIdentities,
  memberMerges,
  memberTimeline,
} from "./community-member-detail.repository";
import { toCommunityMember } from "./member-view";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A member's page: handles, totals, the cross-platform timeline and the merges that shaped it. */
export async function getMember(deps: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<MemberDetail> {
  const row = await findMemberRow(deps.db, actor.teamId, id);
  if (!row) throw new DomainError(404, "Member not found", "MEMBER_NOT_FOUND");
  const [thresholds, identities, timeline, merges, currency] = await Promise.all([
    teamThresholds(deps.db, actor.teamId, DEFAULT_AMBASSADOR_THRESHOLDS),
    memberIdentities(deps.db, actor.teamId, id),
    memberTimeline(deps.db, actor.teamId, id, 200),
    memberMerges(deps.db, actor.teamId, id),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return {
    member: toCommunityMember(row, thresholds),
    currency,
    identities,
    timeline: timeline.map((t) => ({
      ...t,
      amount: Number(t.amount),
      occurred_at: new Date(t.occurred_at).toISOString(),
    })),
    merges: merges.map((m) => ({
      ...m,
      created_at: new Date(m.created_at).toISOString(),
      undone_at: iso(m.undone_at),
    })),
  };
}
