import type { ListLeadsQuery, ListLeadsResponse } from "@shared/leads/leads.schema";
import { sql } from "drizzle-orm";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { leadFilterSql } from "./lead-filters.sql";
import { countLeads, pageOfLeads, toLead } from "./leads.repository";

/** The leads screen's list: one page, the filtered count ('N leads') and the team's total ('filtered from M'). */
export async function listLeads(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  query: ListLeadsQuery,
): Promise<ListLeadsResponse> {
  const where = leadFilterSql(actor.teamId, query, deps.now());
  const [rows, total, totalUnfiltered, currency] = await Promise.all([
    pageOfLeads(deps.db, where, query.pageSize, (query.page - 1) * query.pageSize),
    countLeads(deps.db, where),
    countLeads(deps.db, sql`team_id = ${actor.teamId}`),
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
