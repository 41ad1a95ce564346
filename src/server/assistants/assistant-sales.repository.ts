import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

type Range = { from: string; to: string };

/**
 * Orders credited to a conversation, split by the platform of that conversation. The dashboard has
 * no channel split, so this is the one query for it: order totals after refunds, by processed time.
 */
export const creditedSalesByChannel = (db: Db, teamId: string, r: Range) =>
  sqlRows<{ channel: string; orders: number; revenue: number }>(
    db,
    sql`select coalesce(m.platform, 'other') as channel, count(*)::int as orders,
      coalesce(sum(o.total_price - o.total_refunded), 0)::float8 as revenue
    from orders o
    join order_attributions oa on oa.order_id = o.id and oa.team_id = o.team_id
    left join messages m on m.id = oa.message_id and m.team_id = o.team_id
    where o.team_id = ${teamId} and o.processed_at >= ${r.from}::timestamptz and o.processed_at < ${r.to}::timestamptz
      and (o.order_data ->> 'cancelled_at') is null
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

export const listOrders = (db: Db, teamId: string, r: Range, channel: string | undefined, limit: number) =>
  sqlRows<OrderRecord>(
    db,
    sql`select o.id, o.order_number as "orderNumber", (o.total_price - o.total_refunded)::float8 as total,
      o.currency, to_char(o.processed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "processedAt",
      m.platform as channel
    from orders o
    left join order_attributions oa on oa.order_id = o.id and oa.team_id = o.team_id
    left join messages m on m.id = oa.message_id and m.team_id = o.team_id
    where o.team_id = ${teamId} and o.processed_at >= ${r.from}::timestamptz and o.processed_at < ${r.to}::timestamptz
      ${channel ? sql`and m.platform = ${channel}` : sql``}
    order by o.processed_at desc limit ${limit}`,
  );
