import { DEFAULT_AMBASSADOR_THRESHOLDS } from "@shared/community/community.constants";
import { MARKETING_CONSENT, type MemberDetail, type MemberProfile } from "@shared/community/community.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { teamThresholds } from "./community-list.repository";
import {
  findMemberRow,
  memberIdentities,
  memberMerges,
  memberProfile,
  memberTimeline,
  type ProfileRow,
} from "./community-member-detail.repository";
import { toCommunityMember } from "./member-view";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A member's page: handles, totals, the cross-platform timeline and the merges that shaped it. */
export async function getMember(deps: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<MemberDetail> {
  const row = await findMemberRow(deps.db, actor.teamId, id);
  if (!row) throw new DomainError(404, "Member not found", "MEMBER_NOT_FOUND");
  const [thresholds, identities, timeline, merges, currency, profile] = await Promise.all([
    teamThresholds(deps.db, actor.teamId, DEFAULT_AMBASSADOR_THRESHOLDS),
    memberIdentities(deps.db, actor.teamId, id),
    memberTimeline(deps.db, actor.teamId, id, 200),
    memberMerges(deps.db, actor.teamId, id),
    teamCurrency(deps.db, actor.teamId),
    memberProfile(deps.db, actor.teamId, id),
  ]);
  return {
    member: toCommunityMember(row, thresholds),
    profile: profileView(profile),
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

export function profileView(row: ProfileRow | null): MemberProfile {
  const status = MARKETING_CONSENT.find((s) => s === row?.marketing_consent) ?? "unknown";
  return {
    tags: row?.tags ?? [],
    notes: row?.notes ?? null,
    consent: {
      status,
      source: row?.consent_source ?? null,
      recorded_at: iso(row?.consent_recorded_at ?? null),
    },
  };
}
