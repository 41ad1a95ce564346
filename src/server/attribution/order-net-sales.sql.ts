import { type SQL, sql } from "drizzle-orm";

/**
 * An order's net sales before refunds, as the daily rollups book it (decision 007, `orderFigures`):
 * line prices less discounts, without tax or shipping. Every query that credits revenue to an order
 * (the dashboard's rollups, a lead's revenue, the assistants' split by channel) counts this, so the
 * screens agree; refunds come off it (`total_refunded`, or each refund on its own day in a period).
 */
export const orderNetSales = (order: string): SQL => {
  const o = sql.identifier(order);
  return sql`coalesce(${o}.subtotal_price, ${o}.total_price - ${o}.total_tax - ${o}.total_shipping)`;
};
