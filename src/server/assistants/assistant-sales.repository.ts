import { sql } from "drizzle-orm";
import { orderNetSales } from "../attribution/order-net-sales.sql";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

type Range = { from: string; to: string };

/**
 * Sales credited to conversations, split by the platform of the conversation. The dashboard reads
 * the same figure from the daily rollups, which have no channel, so this counts it the way the
 * rollups book it (decision 007): each credited order's net sales on the day it was processed, less
 * each of its refunds on the day of the refund; a cancelled order counts nothing. The channels
 * therefore add up to the dashboard's credited revenue for the same days.
 */
export const creditedSalesByChannel = (db: Db, teamId: string, r: Range) =>
  sqlRows<{ channel: string; orders: number; revenue: number }>(
    db,
    sql`select channel, sum(orders)::int as orders, coalesce(sum(revenue), 0)::float8 as revenue
    from (
      select coalesce(m.platform, 'other') as channel, 1 as orders, ${orderNetSales("o")} as revenue
      from orders o
      join order_attributions oa on oa.order_id = o.id and oa.team_id = o.team_id
      left join messages m on m.id = oa.message_id and m.team_id = o.team_id
      where o.team_id = ${teamId} and o.processed_at >= ${r.from}::timestamptz and o.processed_at < ${r.to}::timestamptz
        and (o.order_data ->> 'cancelled_at') is null
      union all
      select coalesce(m.platform, 'other'), 0, -rf.amount
      from order_refunds rf
      join orders o on o.id = rf.order_id and o.team_id = rf.team_id
      join order_attributions oa on oa.order_id = o.id and oa.team_id = o.team_id
      left join messages m on m.id = oa.message_id and m.team_id = o.team_id
      where rf.team_id = ${teamId} and rf.processed_at >= ${r.from}::timestamptz and rf.processed_at < ${r.to}::timestamptz
        and (o.order_data ->> 'cancelled_at') is null
    ) credited
    group by 1 order by 3 desc, 1`,
  );

export type OrderRecord = {
  id: string;
  orderNumber: string | null;
  total: number;
  currency: string;
  processedAt: string;
  channel: string | null;
};

/** The orders behind a sales figure, each at its net sales after refunds (what the figures add up). */
export const listOrders = (db: Db, teamId: string, r: Range, channel: string | undefined, limit: number) =>
  sqlRows<OrderRecord>(
    db,
    sql`select o.id, o.order_number as "orderNumber", (${orderNetSales("o")} - o.total_refunded)::float8 as total,
      o.currency, to_char(o.processed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "processedAt",
      m.platform as channel
    from orders o
    left join order_attributions oa on oa.order_id = o.id and oa.team_id = o.team_id
    left join messages m on m.id = oa.message_id and m.team_id = o.team_id
    where o.team_id = ${teamId} and o.processed_at >= ${r.from}::timestamptz and o.processed_at < ${r.to}::timestamptz
      ${channel ? sql`and m.platform = ${channel}` : sql``}
    order by o.processed_at desc limit ${limit}`,
  );
