import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * What an order counts toward its member's Spent: its total as placed (with tax and shipping) less
 * what was refunded, and nothing once it is cancelled (MONEY_FIGURE_NOTES.memberSpent says so).
 */
const memberOrderAmount = sql`case when o.order_data->>'cancelled_at' is not null then 0
  else greatest(o.total_price - o.total_refunded, 0) end`;

/**
 * Whether the order interaction `ci` counts in its member's Orders: not once its order is cancelled
 * (an order no longer stored still counts, as it did when it arrived).
 */
export const countedOrderInteraction = sql`not exists (select 1 from orders o
  where o.team_id = ci.team_id and o.id::text = ci.ref_id and o.order_data->>'cancelled_at' is not null)`;

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
  await recountMemberOrders(db, teamId, orderId);
}

/**
 * Sets the Orders of the order's member to its orders not cancelled. A recount, not a difference:
 * nothing records whether the interaction was counted before. The member's row is locked by a
 * statement of its own first, so the count (a new statement, a new snapshot) sees every order of
 * that member a transaction holding the lock had committed.
 */
async function recountMemberOrders(db: Db, teamId: string, orderId: string): Promise<void> {
  const [member] = await sqlRows<{ id: string }>(
    db,
    sql`select m.id from community_members m
      join community_interactions ci on ci.member_id = m.id
      where ci.team_id = ${teamId} and ci.kind = 'order' and ci.ref_id = ${orderId} and m.team_id = ${teamId}
      for update of m`,
  );
  if (!member) return;
  await db.execute(sql`
    with c as (
      select count(*)::int as orders from community_interactions ci
      where ci.team_id = ${teamId} and ci.member_id = ${member.id} and ci.kind = 'order'
        and ${countedOrderInteraction})
    update community_members m set order_count = c.orders, updated_at = now()
    from c where m.team_id = ${teamId} and m.id = ${member.id} and m.order_count <> c.orders`);
}
