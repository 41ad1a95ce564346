import { and, eq, sql } from "drizzle-orm";
import { orderAttributions } from "../db/attribution.schema";
import type { Db } from "../db/client";
import { orders } from "../db/commerce.schema";
import { sqlRows } from "../db/sql-rows";
import { orderNetSales } from "./order-net-sales.sql";
import type { TrackEventRow } from "./track-event-row";

const storedOrderColumns = {
  id: orders.id,
  processedAt: orders.processedAt,
  checkoutToken: orders.checkoutToken,
  note: orders.note,
  subtotalPrice: orders.subtotalPrice,
  totalDiscounts: orders.totalDiscounts,
  totalTax: orders.totalTax,
  totalShipping: orders.totalShipping,
  totalRefunded: orders.totalRefunded,
  orderData: orders.orderData,
};

/** The stored order, locked until the transaction ends: concurrent deliveries of one order queue here. */
export async function lockOrder(db: Db, integrationId: string, shopifyOrderId: string) {
  const rows = await db
    .select(storedOrderColumns)
    .from(orders)
    .where(and(eq(orders.integrationId, integrationId), eq(orders.shopifyOrderId, shopifyOrderId)))
    .for("update");
  return rows[0] ?? null;
}
export type StoredOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<string | null> {
  const rows = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.integrationId, orders.shopifyOrderId] })
    .returning({ id: orders.id });
  return rows[0]?.id ?? null;
}

export async function updateOrder(db: Db, id: string, values: Partial<typeof orders.$inferInsert>) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function findOrderAttribution(db: Db, orderId: string) {
  const rows = await db
    .select({ leadId: orderAttributions.leadId, method: orderAttributions.method })
    .from(orderAttributions)
    .where(eq(orderAttributions.orderId, orderId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertOrderAttribution(db: Db, values: typeof orderAttributions.$inferInsert) {
  await db
    .insert(orderAttributions)
    .values(values)
    .onConflictDoNothing({ target: orderAttributions.orderId });
}

/** A lead's revenue and orders are re-summed from its attributed orders: always exact, never drifting. */
export async function refreshLeadTotals(
  db: Db,
  teamId: string,
  leadId: string,
  customer: {
    email: string | null;
    phone: string | null;
    customerId: string | null;
    firstName: string | null;
    lastName: string | null;
    location: string | null;
  },
) {
  await db.execute(sql`
    with live as (
      select o.* from order_attributions a join orders o on o.id = a.order_id
      where a.team_id = ${teamId} and a.lead_id = ${leadId} and (o.order_data->>'cancelled_at') is null
    )
    update leads set
      total_orders = (select count(*) from live),
      attributed_revenue = (select coalesce(sum(${orderNetSales("live")} - live.total_refunded), 0) from live),
      products_purchased = array(select distinct li->>'title' from live,
        jsonb_array_elements(coalesce(live.order_data->'line_items', '[]'::jsonb)) li order by 1 limit 50),
      email = coalesce(email, ${customer.email}),
      phone = coalesce(phone, ${customer.phone}),
      shopify_customer_id = coalesce(shopify_customer_id, ${customer.customerId}),
      first_name = coalesce(first_name, ${customer.firstName}),
      last_name = coalesce(last_name, ${customer.lastName}),
      location = coalesce(${customer.location}, location),
      updated_at = now()
    where team_id = ${teamId} and id = ${leadId}`);
}

export async function teamWindowDays(db: Db, teamId: string, fallback: number): Promise<number> {
  const rows = await sqlRows<{ window_days: number }>(
    db,
    sql`select window_days from attribution_settings where team_id = ${teamId}`,
  );
  return rows[0]?.window_days ?? fallback;
}

/** The team's attribution window, created or replaced. */
export async function saveTeamWindowDays(db: Db, teamId: string, windowDays: number): Promise<void> {
  await db.execute(sql`
    insert into attribution_settings (team_id, window_days, updated_at) values (${teamId}, ${windowDays}, now())
    on conflict (team_id) do update set window_days = excluded.window_days, updated_at = now()`);
}

/** Stored, still uncredited orders of a store that these pixel events name by checkout or order. */
export async function uncreditedOrdersNamedBy(
  db: Db,
  rows: readonly TrackEventRow[],
): Promise<{ orderId: string; teamId: string }[]> {
  const evidence = rows.filter((r) => (r.cid || r.mid) && (r.checkoutToken || r.orderId));
  if (evidence.length === 0) return [];
  const found = await sqlRows<{ id: string; team_id: string }>(
    db,
    sql`with e as (
        select * from unnest(${sql.param(evidence.map((r) => r.integrationId))}::uuid[],
          ${sql.param(evidence.map((r) => r.checkoutToken))}::text[],
          ${sql.param(evidence.map((r) => r.orderId))}::text[]) as e(integration_id, checkout_token, order_id)
      ), named as (
        select o.id, o.team_id from orders o join e on o.checkout_token = e.checkout_token and o.integration_id = e.integration_id
        union
        select o.id, o.team_id from orders o join e on o.shopify_order_id = e.order_id and o.integration_id = e.integration_id
      )
      select n.id, n.team_id from named n where not exists (select 1 from order_attributions a where a.order_id = n.id)`,
  );
  return found.map((r) => ({ orderId: r.id, teamId: r.team_id }));
}

export type StoredOrderRow = typeof orders.$inferSelect;

/** One stored order of the team, all its columns; null when the team has no such order. */
export async function findOrderOfTeam(
  db: Db,
  teamId: string,
  orderId: string,
): Promise<StoredOrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.teamId, teamId), eq(orders.id, orderId)));
  return row ?? null;
}
