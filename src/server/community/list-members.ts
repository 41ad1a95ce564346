import { DEFAULT_AMBASSADOR_THRESHOLDS } from "@shared/community/community.constants";
import type { ListMembersQuery, MemberPage } from "@shared/community/community.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import {
  countMembersCapped,
  memberFilterSql,
  pageOfMembers,
  teamThresholds,
} from "./community-list.repository";
import { toCommunityMember } from "./member-view";

/** The community table: one tab, searched over handles, name and email, by EMV. */
export async function listMembers(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  query: ListMembersQuery,
): Promise<MemberPage> {
  const thresholds = await teamThresholds(deps.db, actor.teamId, DEFAULT_AMBASSADOR_THRESHOLDS);
  const where = memberFilterSql(actor.teamId, query, thresholds, deps.now());
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count, currency] = await Promise.all([
    pageOfMembers(deps.db, where, query.pageSize, offset),
    countMembersCapped(deps.db, where),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return {
    members: rows.map((r) => toCommunityMember(r, thresholds)),
    total: count.total,
    totalIsLowerBound: count.capped,
    page: query.page,
    pageSize: query.pageSize,
    currency,
  };
}
