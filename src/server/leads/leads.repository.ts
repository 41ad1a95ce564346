import type { LeadChannel, LeadStatus } from "@shared/leads/leads.constants";
import type { Lead, LeadDetail, LeadFilters } from "@shared/leads/leads.schema";
import { type SQL, sql } from "drizzle-orm";
import { orderNetSales } from "../attribution/order-net-sales.sql";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { afterPosition, LEAD_ORDER, leadFilterSql } from "./lead-filters.sql";

const LEAD_COLUMNS = sql`id, email, phone, instagram_username, tiktok_username, social_platform_ids,
  shopify_customer_id, first_name, last_name, status, lead_quality, intent_score, total_interactions,
  attributed_revenue::float8 as attributed_revenue, total_orders, first_interaction, last_interaction,
  last_conversation_at, products_purchased, location, thread_count, created_at`;

export type LeadRow = {
  id: string;
  email: string | null;
  phone: string | null;
  instagram_username: string | null;
  tiktok_username: string | null;
  social_platform_ids: { instagram?: string; tiktok?: string };
  shopify_customer_id: string | null;
  first_name: string | null;
  last_name: string | null;
  status: LeadStatus;
  lead_quality: string;
  intent_score: number;
  total_interactions: number;
  attributed_revenue: number;
  total_orders: number;
  first_interaction: Date | string | null;
  last_interaction: Date | string | null;
  last_conversation_at: Date | string | null;
  products_purchased: string[];
  location: string | null;
  thread_count: number;
  created_at: Date | string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toLead(r: LeadRow): Lead {
  const channels: LeadChannel[] = [];
  if (r.instagram_username) channels.push("instagram");
  if (r.tiktok_username) channels.push("tiktok");
  if (r.shopify_customer_id || r.total_orders > 0) channels.push("shopify");
  const name = [r.first_name, r.last_name].filter(Boolean).join(" ") || null;
  const handle = r.instagram_username ?? r.tiktok_username;
  return {
    id: r.id,
    name,
    email: r.email,
    phone: r.phone,
    instagram_username: r.instagram_username,
    tiktok_username: r.tiktok_username,
    handle: handle ? `@${handle}` : null,
    channels,
    social_platform_ids: r.social_platform_ids ?? {},
    shopify_customer_data: r.shopify_customer_id
      ? { customer_id: r.shopify_customer_id, first_name: r.first_name, last_name: r.last_name }
      : null,
    status: r.status,
    lead_quality: r.lead_quality,
    intent_score: Number(r.intent_score),
    total_interactions: r.total_interactions,
    attributed_revenue: Number(r.attributed_revenue),
    total_orders: r.total_orders,
    first_interaction: iso(r.first_interaction),
    last_interaction: iso(r.last_interaction),
    last_conversation_at: iso(r.last_conversation_at),
    products_purchased: r.products_purchased ?? [],
    location: r.location,
    thread_count: r.thread_count,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** What a lead list or export reads: the team's leads matching the screen's filters at a moment. */
export type LeadSelection = { teamId: string; filters: LeadFilters; now: Date };

const whereOf = (selection: LeadSelection): SQL =>
  leadFilterSql(selection.teamId, selection.filters, selection.now);

/** How many of the team's leads match the filters. */
export async function countLeads(db: Db, selection: LeadSelection): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leads where ${whereOf(selection)}`,
  );
  return row?.n ?? 0;
}

/** How many leads the team has, unfiltered. */
export async function countTeamLeads(db: Db, teamId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leads where team_id = ${teamId}`,
  );
  return row?.n ?? 0;
}

export const pageOfLeads = (db: Db, selection: LeadSelection, limit: number, offset: number) =>
  sqlRows<LeadRow>(
    db,
    sql`select ${LEAD_COLUMNS} from leads where ${whereOf(selection)} order by ${LEAD_ORDER} limit ${limit} offset ${offset}`,
  );

/** A position in LEAD_ORDER, kept as PostgreSQL's own text: a JS Date would drop the microseconds. */
export type LeadPosition = { at: string | null; id: string };

/** The next keyset page in LEAD_ORDER after a position (from the start when null). */
export async function leadsAfter(
  db: Db,
  selection: LeadSelection,
  position: LeadPosition | null,
  limit: number,
): Promise<(LeadRow & { position: LeadPosition })[]> {
  const where = whereOf(selection);
  const condition: SQL = position ? sql`${where} and ${afterPosition(position)}` : where;
  const rows = await sqlRows<LeadRow & { position_at: string | null }>(
    db,
    sql`select ${LEAD_COLUMNS}, last_conversation_at::text as position_at from leads where ${condition} order by ${LEAD_ORDER} limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, position: { at: r.position_at, id: r.id } }));
}

export async function findLead(db: Db, teamId: string, id: string): Promise<LeadRow | null> {
  const rows = await sqlRows<LeadRow>(
    db,
    sql`select ${LEAD_COLUMNS} from leads where team_id = ${teamId} and id = ${id}`,
  );
  return rows[0] ?? null;
}

export async function leadActivity(
  db: Db,
  teamId: string,
  leadId: string,
): Promise<Omit<LeadDetail, "lead" | "currency">> {
  const [conversations, clicks, orders] = await Promise.all([
    sqlRows<LeadDetail["conversations"][number] & { last_message_at: Date | string }>(
      db,
      // A comment has no thread: the comments that carried the lead's tracked links are listed too.
      sql`select t.id as thread_id, null::uuid as comment_id, t.platform, t.sender_handle, t.message_count,
        t.last_message_at, t.last_message_content
      from conversation_threads t where t.team_id = ${teamId} and t.linked_lead_id = ${leadId}
      union all
      select null, m.id, m.platform, m.sender_username, 1, m.received_at, m.content
      from messages m where m.team_id = ${teamId} and m.thread_id is null and m.id in (
        select l.message_id from tracking_links l where l.team_id = ${teamId} and l.lead_id = ${leadId})
      order by last_message_at desc limit 50`,
    ),
    sqlRows<LeadDetail["clicks"][number] & { clicked_at: Date | string }>(
      db,
      sql`select c.id, c.clicked_at, l.code, p.title as product_title, l.destination_url
      from link_clicks c join tracking_links l on l.id = c.tracking_link_id
      left join products p on p.id = l.product_id and p.team_id = ${teamId}
      where c.team_id = ${teamId} and c.lead_id = ${leadId} order by c.clicked_at desc limit 100`,
    ),
    sqlRows<LeadDetail["orders"][number] & { processed_at: Date | string }>(
      db,
      sql`select o.id, o.order_number, o.processed_at, o.total_price::float8 as total_price,
        (${orderNetSales("o")} - o.total_refunded)::float8 as net_sales,
        o.total_refunded::float8 as refunded, a.method, o.currency
      from order_attributions a join orders o on o.id = a.order_id
      where a.team_id = ${teamId} and a.lead_id = ${leadId} order by o.processed_at desc limit 100`,
    ),
  ]);
  return {
    conversations: conversations.map((c) => ({
      ...c,
      last_message_at: new Date(c.last_message_at).toISOString(),
    })),
    clicks: clicks.map((c) => ({ ...c, clicked_at: new Date(c.clicked_at).toISOString() })),
    orders: orders.map((o) => ({ ...o, processed_at: new Date(o.processed_at).toISOString() })),
  };
}
