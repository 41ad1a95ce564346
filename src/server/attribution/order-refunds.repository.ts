import type { StoreRefund } from "@shared/attribution/store-order.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type BookedRefund = {
  amount: number;
  processedAt: Date;
  lineItems: StoreRefund["line_items"];
};

/** Stores a refund of the team's order once; false when this refund was already recorded. */
export async function insertRefund(
  db: Db,
  refund: {
    teamId: string;
    orderId: string;
    shopifyRefundId: string;
    amount: number;
    processedAt: Date;
    lineItems: StoreRefund["line_items"];
  },
): Promise<boolean> {
  const inserted = await sqlRows<{ id: string }>(
    db,
    sql`insert into order_refunds (team_id, order_id, shopify_refund_id, amount, processed_at, line_items)
      select ${refund.teamId}, o.id, ${refund.shopifyRefundId}, ${refund.amount},
        ${refund.processedAt.toISOString()}, ${JSON.stringify(refund.lineItems)}::jsonb
      from orders o where o.id = ${refund.orderId} and o.team_id = ${refund.teamId}
      on conflict (order_id, shopify_refund_id) do nothing returning id`,
  );
  return inserted.length > 0;
}

/** Adds a refund to the total refunded of the team's order. */
export async function addRefundedAmount(db: Db, teamId: string, orderId: string, amount: number) {
  await db.execute(
    sql`update orders set total_refunded = total_refunded + ${amount}, updated_at = now()
      where id = ${orderId} and team_id = ${teamId}`,
  );
}

/** The refunds recorded for the team's order, oldest first. */
export async function refundsOfOrder(db: Db, teamId: string, orderId: string): Promise<BookedRefund[]> {
  const rows = await sqlRows<{
    amount: string;
    processed_at: string | Date;
    line_items: StoreRefund["line_items"];
  }>(
    db,
    sql`select amount, processed_at, line_items from order_refunds
      where order_id = ${orderId} and team_id = ${teamId} order by processed_at`,
  );
  return rows.map((r) => ({
    amount: Number(r.amount),
    processedAt: new Date(r.processed_at),
    lineItems: r.line_items ?? [],
  }));
}
