import { revenueUpperBound } from "@shared/leads/lead-filters";
import { LAST_CONTACTED_ALL_TIME } from "@shared/leads/leads.constants";
import type { LeadFilters } from "@shared/leads/leads.schema";
import { type SQL, sql } from "drizzle-orm";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a team's leads under the screen's filters (spec 2 §5). */
export function leadFilterSql(teamId: string, filters: LeadFilters, now: Date): SQL {
  const parts: SQL[] = [sql`team_id = ${teamId}`];
  // The screen shows handles as "@name", so a search copied from there drops the "@" the column lacks.
  const search = filters.search.replace(/^@/, "");
  if (search) {
    const p = likePattern(search);
    parts.push(sql`(email ilike ${p} or instagram_username ilike ${p} or first_name ilike ${p})`);
  }
  if (filters.channels.length) {
    const channel = {
      instagram: sql`instagram_username is not null`,
      tiktok: sql`tiktok_username is not null`,
      shopify: sql`(shopify_customer_id is not null or total_orders > 0)`,
    };
    parts.push(
      sql`(${sql.join(
        filters.channels.map((c) => channel[c]),
        sql` or `,
      )})`,
    );
  }
  if (filters.statuses.length) parts.push(sql`status = any(${sql.param(filters.statuses)}::text[])`);
  if (filters.minRevenue > 0) parts.push(sql`attributed_revenue >= ${filters.minRevenue}`);
  const upper = revenueUpperBound(filters);
  if (upper !== null) parts.push(sql`attributed_revenue < ${upper}`);
  if (filters.lastContactedDays !== LAST_CONTACTED_ALL_TIME) {
    const since = new Date(now.getTime() - filters.lastContactedDays * 86_400_000).toISOString();
    parts.push(sql`coalesce(last_conversation_at, last_interaction, created_at) >= ${since}`);
  }
  return sql.join(parts, sql` and `);
}

/** PostgreSQL's descending order puts leads never contacted first; the (team, time, id) index serves it backwards. */
export const LEAD_ORDER = sql`last_conversation_at desc, id desc`;

/** Rows after a keyset position in LEAD_ORDER (nulls come first, so a null position continues among them). */
export function afterPosition(position: { at: string | null; id: string }): SQL {
  return position.at === null
    ? sql`((last_conversation_at is null and id < ${position.id}) or last_conversation_at is not null)`
    : sql`(last_conversation_at is not null and (last_conversation_at, id) < (${position.at}::timestamptz, ${position.id}::uuid))`;
}
