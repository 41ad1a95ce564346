import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LocationDelta, ProductDelta, RevenueDelta } from "./order-deltas";

/** Rows are sorted by key before writing so two transactions touching the same days never deadlock. */
const byKey = <T>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

export async function applyRevenueDeltas(db: Db, teamId: string, deltas: RevenueDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const rows = byKey(deltas, (d) => d.day);
  const col = <T>(pick: (d: RevenueDelta) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into revenue_days (team_id, day, gross_sales, discounts, returns, shipping, taxes, net_sales,
      orders_count, attributed_sales, attributed_orders)
    select ${teamId}, * from unnest(${col((d) => d.day)}::date[], ${col((d) => d.gross)}::numeric[],
      ${col((d) => d.discounts)}::numeric[], ${col((d) => d.returns)}::numeric[], ${col((d) => d.shipping)}::numeric[],
      ${col((d) => d.taxes)}::numeric[], ${col((d) => d.net)}::numeric[], ${col((d) => d.orders)}::int[],
      ${col((d) => d.attributedSales)}::numeric[], ${col((d) => d.attributedOrders)}::int[])
    on conflict (team_id, day) do update set
      gross_sales = revenue_days.gross_sales + excluded.gross_sales,
      discounts = revenue_days.discounts + excluded.discounts,
      returns = revenue_days.returns + excluded.returns,
      shipping = revenue_days.shipping + excluded.shipping,
      taxes = revenue_days.taxes + excluded.taxes,
      net_sales = revenue_days.net_sales + excluded.net_sales,
      orders_count = revenue_days.orders_count + excluded.orders_count,
      attributed_sales = revenue_days.attributed_sales + excluded.attributed_sales,
      attributed_orders = revenue_days.attributed_orders + excluded.attributed_orders`);
}

export async function applyProductDeltas(
  db: Db,
  teamId: string,
  integrationId: string,
  deltas: ProductDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const rows = byKey(deltas, (d) => `${d.day}|${d.productKey}|${d.variantKey}`);
  const col = <T>(pick: (d: ProductDelta) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into product_sales_days (team_id, day, product_key, variant_key, product_id, product_title,
      variant_title, net_revenue, units)
    select ${teamId}, v.day, v.product_key, v.variant_key,
      (select p.id from products p where p.integration_id = ${integrationId} and p.shopify_product_id = v.product_key),
      v.title, v.variant_title, v.net, v.units
    from unnest(${col((d) => d.day)}::date[], ${col((d) => d.productKey)}::text[], ${col((d) => d.variantKey)}::text[],
      ${col((d) => d.title)}::text[], ${col((d) => d.variantTitle)}::text[], ${col((d) => d.net)}::numeric[],
      ${col((d) => d.units)}::int[]) as v(day, product_key, variant_key, title, variant_title, net, units)
    on conflict (team_id, day, product_key, variant_key) do update set
      net_revenue = product_sales_days.net_revenue + excluded.net_revenue,
      units = product_sales_days.units + excluded.units,
      product_id = coalesce(product_sales_days.product_id, excluded.product_id)`);
}

export async function applyLocationDeltas(db: Db, teamId: string, deltas: LocationDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const rows = byKey(deltas, (d) => `${d.day}|${d.location}`);
  const col = <T>(pick: (d: LocationDelta) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into location_days (team_id, day, location, orders_count)
    select ${teamId}, * from unnest(${col((d) => d.day)}::date[], ${col((d) => d.location)}::text[],
      ${col((d) => d.orders)}::int[])
    on conflict (team_id, day, location) do update set
      orders_count = location_days.orders_count + excluded.orders_count`);
}
