import { resolveCurrency } from "@shared/analytics/currency-format";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type DayRange = { start: string; end: string };

/** Every analytics read goes to a daily rollup or an indexed table, never to raw orders. */
export async function teamCurrency(db: Db, teamId: string): Promise<string> {
  const rows = await sqlRows<{ currency: string | null }>(
    db,
    sql`select currency from integrations where team_id = ${teamId} and platform = 'shopify'
      and status in ('connected', 'active') order by created_at desc limit 1`,
  );
  return resolveCurrency(rows[0]?.currency);
}

export type RevenueRow = {
  date: string;
  gross_sales: number;
  discounts: number;
  returns: number;
  shipping: number;
  taxes: number;
  net_sales: number;
  orders_count: number;
};

export const revenueDaysIn = (db: Db, teamId: string, r: DayRange) =>
  sqlRows<RevenueRow>(
    db,
    sql`select day::text as date, gross_sales::float8, discounts::float8, returns::float8, shipping::float8,
      taxes::float8, net_sales::float8, orders_count
    from revenue_days where team_id = ${teamId} and day between ${r.start} and ${r.end} order by day`,
  );

export const topProductsIn = (db: Db, teamId: string, r: DayRange, limit: number) =>
  sqlRows<{
    product_id: string | null;
    product_title: string;
    variant_title: string | null;
    net_revenue: number;
    units_sold: number;
  }>(
    db,
    sql`select (array_agg(product_id) filter (where product_id is not null))[1]::text as product_id,
      max(product_title) as product_title,
      case when count(distinct variant_key) = 1 then max(variant_title) end as variant_title,
      sum(net_revenue)::float8 as net_revenue, sum(units)::int as units_sold
    from product_sales_days where team_id = ${teamId} and day between ${r.start} and ${r.end}
    group by product_key having sum(units) > 0 or sum(net_revenue) <> 0
    order by sum(net_revenue) desc, max(product_title) limit ${limit}`,
  );

export async function funnelTotalsIn(db: Db, teamId: string, r: DayRange) {
  const [row] = await sqlRows<{
    messages_sent: number;
    link_clicks: number;
    added_to_cart: number;
    reached_checkout: number;
    completed_purchase: number;
  }>(
    db,
    sql`select
      (select count(*)::int from conversation_responses where team_id = ${teamId}
        and created_at >= ${r.start}::date and created_at < ${r.end}::date + 1) as messages_sent,
      coalesce(sum(link_clicks), 0)::int as link_clicks,
      coalesce(sum(added_to_cart), 0)::int as added_to_cart,
      coalesce(sum(reached_checkout), 0)::int as reached_checkout,
      (select coalesce(sum(attributed_orders), 0)::int from revenue_days where team_id = ${teamId}
        and day between ${r.start} and ${r.end}) as completed_purchase
    from funnel_days where team_id = ${teamId} and day between ${r.start} and ${r.end}`,
  );
  return (
    row ?? { messages_sent: 0, link_clicks: 0, added_to_cart: 0, reached_checkout: 0, completed_purchase: 0 }
  );
}

export async function locationsIn(db: Db, teamId: string, r: DayRange, limit: number) {
  const rows = await sqlRows<{ location: string; count: number; total: number }>(
    db,
    sql`select location, sum(orders_count)::int as count, sum(sum(orders_count)) over ()::int as total
    from location_days where team_id = ${teamId} and day between ${r.start} and ${r.end}
    group by location having sum(orders_count) > 0 order by count desc, location limit ${limit}`,
  );
  const [orders] = await sqlRows<{ n: number }>(
    db,
    sql`select coalesce(sum(orders_count), 0)::int as n from revenue_days
    where team_id = ${teamId} and day between ${r.start} and ${r.end}`,
  );
  return { rows, totalOrders: orders?.n ?? 0 };
}

export async function salesTotalsIn(db: Db, teamId: string, r: DayRange) {
  const [row] = await sqlRows<{ attributed_sales: number; attributed_orders: number; net_sales: number }>(
    db,
    sql`select coalesce(sum(attributed_sales), 0)::float8 as attributed_sales,
      coalesce(sum(attributed_orders), 0)::int as attributed_orders, coalesce(sum(net_sales), 0)::float8 as net_sales
    from revenue_days where team_id = ${teamId} and day between ${r.start} and ${r.end}`,
  );
  return row ?? { attributed_sales: 0, attributed_orders: 0, net_sales: 0 };
}

/** Leads that started in the period, broken down by status, quality and channel. */
export const leadGroupsIn = (db: Db, teamId: string, r: DayRange) =>
  sqlRows<{ status: string; quality: string; channel: string; leads: number; revenue: number }>(
    db,
    sql`select status, lead_quality as quality,
      case when tiktok_username is not null then 'tiktok' when instagram_username is not null then 'instagram'
        else 'shopify' end as channel,
      count(*)::int as leads, coalesce(sum(attributed_revenue), 0)::float8 as revenue
    from leads where team_id = ${teamId} and created_at >= ${r.start}::date and created_at < ${r.end}::date + 1
    group by 1, 2, 3`,
  );
