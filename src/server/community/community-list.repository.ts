import { ABANDONED_CART_AFTER_HOURS, type CommunityTab } from "@shared/community/community.constants";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type Thresholds = { minMessages: number; minFollowers: number };

export type MemberListRow = {
  id: string;
  display_name: string | null;
  handle: string | null;
  email: string | null;
  channels: string[];
  followers_count: number | null;
  emv: number;
  virality: number;
  message_count: number;
  order_count: number;
  order_total: number;
  click_count: number;
  last_seen_at: Date | string;
  handles: { platform: string; handle: string | null }[] | null;
  lead: { id: string; status: string } | null;
};

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const HOUR_MS = 3_600_000;

/**
 * Abandoned checkouts, one row per source and token: the pixel's checkout events (type "checkout")
 * and Shopify's own checkouts (`shopify_checkouts`, from the checkouts webhooks and the sync) whose
 * token no pixel event carries, so one checkout reported by both is one cart (decision 033). Each
 * started before the window and got no order for the same checkout within it; a checkout Shopify
 * marks completed without a stored order yet is left out. The member is the one whose click (cid)
 * or message (mid) the visit carried, else the one the checkout's email or Shopify customer is.
 * A pixel event without lines takes Shopify's value and lines for the token. `order_id` is the
 * order that recovered it: one completing the same checkout, or one credited to the tracked link of
 * the cart reminder sent for it (a cart link opens a new checkout).
 */
export function abandonedCheckoutsSql(teamId: string, now: Date): SQL {
  const cutoff = new Date(now.getTime() - ABANDONED_CART_AFTER_HOURS * HOUR_MS).toISOString();
  const window = sql`make_interval(hours => ${ABANDONED_CART_AFTER_HOURS})`;
  const orderOf = (a: string) => {
    const t = sql.raw(a);
    return sql`coalesce(
        (select o.id from orders o where o.team_id = ${t}.team_id and o.checkout_token = ${t}.checkout_token
          order by o.processed_at limit 1),
        (select oa.order_id from community_cart_reminders r
          join tracking_links tl on tl.team_id = r.team_id and tl.code = r.tracking_link_code
          join order_attributions oa on oa.team_id = r.team_id and oa.tracking_link_id = tl.id
          where r.team_id = ${t}.team_id and r.checkout_token = ${t}.checkout_token and r.sent_at is not null
          order by oa.attributed_at limit 1))`;
  };
  const checkoutMember = sql`coalesce(
      (select i.member_id from community_identities i
        where i.team_id = s.team_id and i.platform = 'email' and i.platform_id = s.email limit 1),
      (select ci.member_id from orders o
        join community_interactions ci on ci.team_id = o.team_id and ci.kind = 'order' and ci.ref_id = o.id::text
        where o.team_id = s.team_id and o.shopify_customer_id = s.shopify_customer_id limit 1))`;
  return sql`select c.* from (
    select e.id, e.checkout_token, e.client_id, e.integration_id, e.occurred_at,
      case when s.checkout_data is not null and e.payload #> '{checkoutData,lineItems}' is null
        then e.payload || jsonb_build_object('checkoutData', s.checkout_data) else e.payload end as payload,
      coalesce((select i.member_id from community_interactions i where i.team_id = e.team_id
        and ((i.kind = 'click' and i.ref_id = e.cid) or (i.kind in ('comment', 'comment_reply', 'dm', 'mention') and i.ref_id = e.mid))
        limit 1), ${checkoutMember}) as member_id,
      ${orderOf("e")} as order_id, s.completed_at
    from attribution_events e
    left join lateral (select s.* from shopify_checkouts s
      where s.team_id = e.team_id and s.checkout_token = e.checkout_token
      order by s.shopify_updated_at desc limit 1) s on true
    where e.team_id = ${teamId} and e.type = 'checkout' and e.checkout_token is not null and e.occurred_at < ${cutoff}
      and not exists (select 1 from orders o where o.team_id = e.team_id and o.checkout_token = e.checkout_token
        and o.processed_at <= e.occurred_at + ${window})
    union all
    select null::bigint, s.checkout_token, null::text, s.integration_id, s.started_at,
      jsonb_build_object('checkoutData', s.checkout_data), ${checkoutMember}, ${orderOf("s")}, s.completed_at
    from shopify_checkouts s
    where s.team_id = ${teamId} and s.started_at < ${cutoff}
      and not exists (select 1 from attribution_events e where e.team_id = s.team_id and e.type = 'checkout'
        and e.checkout_token = s.checkout_token)
      and not exists (select 1 from orders o where o.team_id = s.team_id and o.checkout_token = s.checkout_token
        and o.processed_at <= s.started_at + ${window})
  ) c where c.completed_at is null or c.order_id is not null`;
}

export function memberFilterSql(
  teamId: string,
  q: { tab: CommunityTab; search: string },
  t: Thresholds,
  now: Date,
): SQL {
  const parts: SQL[] = [sql`m.team_id = ${teamId}`, sql`m.merged_into_id is null`];
  if (q.search) parts.push(sql`m.search_text like ${likePattern(q.search)}`);
  if (q.tab === "ambassadors") parts.push(ambassadorSql(t));
  if (q.tab === "abandon-cart") {
    parts.push(
      sql`m.id in (select a.member_id from (${abandonedCheckoutsSql(teamId, now)}) a where a.order_id is null)`,
    );
  }
  return sql.join(parts, sql` and `);
}

export const ambassadorSql = (t: Thresholds) =>
  sql`(m.message_count >= ${t.minMessages} and coalesce(m.followers_count, 0) >= ${t.minFollowers})`;

/** The page of the table, by EMV (the partial (team, emv desc, id) index serves the order). */
export async function pageOfMembers(db: Db, where: SQL, limit: number, offset: number) {
  return sqlRows<MemberListRow>(db, memberPageStatement(where, limit, offset));
}

export const memberPageStatement = (where: SQL, limit: number, offset: number) =>
  sql`select p.*,
        (select json_agg(json_build_object('platform', i.platform, 'handle', i.handle) order by i.created_at)
          from community_identities i where i.member_id = p.id and i.platform <> 'email') as handles,
        (select json_build_object('id', l.id, 'status', l.status) from community_identities i
          join leads l on l.team_id = i.team_id
            and ((i.platform = 'instagram' and l.social_platform_ids->>'instagram' = i.platform_id)
              or (i.platform = 'tiktok' and l.social_platform_ids->>'tiktok' = i.platform_id))
          where i.member_id = p.id and i.platform in ('instagram', 'tiktok')
          order by l.attributed_revenue desc, l.created_at limit 1) as lead
      from (
        select m.id, m.display_name, m.handle, m.email, m.channels, m.followers_count, m.emv::float8 as emv,
          m.virality, m.message_count, m.order_count, m.order_total::float8 as order_total, m.click_count, m.last_seen_at
        from community_members m where ${where}
        order by m.emv desc, m.id limit ${limit} offset ${offset}
      ) p order by p.emv desc, p.id`;

export const memberCountStatement = (where: SQL) =>
  sql`select count(*)::int as n from community_members m where ${where}`;

/** The table's count stops at the cap: counting 200k rows on each page turn would cost more than the page. */
export const TABLE_COUNT_CAP = 10_000;
export const cappedCountStatement = (where: SQL) =>
  sql`select count(*)::int as n from (select 1 from community_members m where ${where} limit ${TABLE_COUNT_CAP + 1}) c`;

export async function countMembersCapped(db: Db, where: SQL): Promise<{ total: number; capped: boolean }> {
  const [row] = await sqlRows<{ n: number }>(db, cappedCountStatement(where));
  const n = row?.n ?? 0;
  return { total: Math.min(n, TABLE_COUNT_CAP), capped: n > TABLE_COUNT_CAP };
}

export async function countMembers(db: Db, where: SQL): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(db, memberCountStatement(where));
  return row?.n ?? 0;
}

export async function countEvents(db: Db, teamId: string, since: Date): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_interactions
      where team_id = ${teamId} and occurred_at >= ${since.toISOString()} and kind <> 'reply_received'`,
  );
  return row?.n ?? 0;
}

/** Open abandoned checkouts, and the revenue of the orders that recovered the others (see abandonedCheckoutsSql). */
export async function abandonedCartFigures(db: Db, teamId: string, now: Date) {
  const [row] = await sqlRows<{ open: number; recovered: number }>(
    db,
    sql`select count(distinct a.checkout_token) filter (where a.order_id is null)::int as open,
        coalesce((select sum(o.total_price) from orders o where o.id in (
          select a2.order_id from (${abandonedCheckoutsSql(teamId, now)}) a2 where a2.order_id is not null)), 0)::float8 as recovered
      from (${abandonedCheckoutsSql(teamId, now)}) a`,
  );
  return { open: row?.open ?? 0, recovered: Number(row?.recovered ?? 0) };
}

export async function teamThresholds(db: Db, teamId: string, defaults: Thresholds): Promise<Thresholds> {
  const [row] = await sqlRows<{ min_messages: number; min_followers: number }>(
    db,
    sql`select ambassador_min_messages as min_messages, ambassador_min_followers as min_followers
      from community_settings where team_id = ${teamId}`,
  );
  return row ? { minMessages: row.min_messages, minFollowers: row.min_followers } : defaults;
}
