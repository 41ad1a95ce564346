import type { ListLeadsQuery, ListLeadsResponse } from "@shared/leads/leads.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { countLeads, countTeamLeads, pageOfLeads, toLead } from "./leads.repository";

/** The leads screen's list: one page, the filtered count ('N leads') and the team's total ('filtered from M'). */
export async function listLeads(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  query: ListLeadsQuery,
): Promise<ListLeadsResponse> {
  const selection = { teamId: actor.teamId, filters: query, now: deps.now() };
  const [rows, total, totalUnfiltered, currency] = await Promise.all([
    pageOfLeads(deps.db, selection, query.pageSize, (query.page - 1) * query.pageSize),
    countLeads(deps.db, selection),
    countTeamLeads(deps.db, actor.teamId),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return {
    leads: rows.map(toLead),
    total,
    totalUnfiltered,
    page: query.page,
    pageSize: query.pageSize,
    currency,
  };
}
