import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * What an order counts toward its member's Spent: its total as placed (with tax and shipping) less
 * what was refunded, and nothing once it is cancelled (MONEY_FIGURE_NOTES.memberSpent says so).
 */
const memberOrderAmount = sql`case when o.order_data->>'cancelled_at' is not null then 0
  else greatest(o.total_price - o.total_refunded, 0) end`;

/**
 * Brings the order's interaction and its member's Spent to what the order counts now, in one
 * statement. The change applied is the difference between the amount the interaction holds and the
 * order's, so a refund or cancellation delivered twice, or an order delivered again, changes nothing
 * the second time; the row lock keeps two deliveries at once from both applying it.
 */
export async function syncMemberOrderAmount(db: Db, teamId: string, orderId: string): Promise<void> {
  await db.execute(sql`
    with o as (
      select o.id::text as ref, ${memberOrderAmount} as amount from orders o
      where o.team_id = ${teamId} and o.id = ${orderId}),
    counted as (
      select ci.id, ci.member_id, o.amount - ci.amount as delta, o.amount
      from community_interactions ci join o on o.ref = ci.ref_id
      where ci.team_id = ${teamId} and ci.kind = 'order' and ci.amount <> o.amount
      for update of ci),
    moved as (
      update community_interactions ci set amount = counted.amount from counted
      where ci.id = counted.id returning counted.member_id, counted.delta)
    update community_members m set order_total = m.order_total + moved.delta, updated_at = now()
    from moved where m.team_id = ${teamId} and m.id = moved.member_id`);
}
