import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/commerce.schema";

export type GdprCustomer = { id: string | null; email: string | null; phone: string | null };

function customerMatch(integrationIds: string[], customer: GdprCustomer, orderIds: string[]) {
  const who = [
    customer.id ? eq(orders.shopifyCustomerId, customer.id) : undefined,
    customer.email ? sql`lower(${orders.email}) = ${customer.email.toLowerCase()}` : undefined,
    customer.phone ? eq(orders.phone, customer.phone) : undefined,
    orderIds.length > 0 ? inArray(orders.shopifyOrderId, orderIds) : undefined,
  ].filter((c) => c !== undefined);
  if (integrationIds.length === 0 || who.length === 0) return null;
  return and(inArray(orders.integrationId, integrationIds), or(...who));
}

/** customers/data_request: everything Lunara holds about the customer in this store (their orders). */
export async function exportCustomerData(
  db: Db,
  integrationIds: string[],
  customer: GdprCustomer,
  orderIds: string[],
) {
  const where = customerMatch(integrationIds, customer, orderIds);
  if (!where) return [];
  return db
    .select({
      shopifyOrderId: orders.shopifyOrderId,
      orderNumber: orders.orderNumber,
      email: orders.email,
      phone: orders.phone,
      currency: orders.currency,
      totalPrice: orders.totalPrice,
      processedAt: orders.processedAt,
    })
    .from(orders)
    .where(where);
}

/**
 * customers/redact: the customer's personal data leaves the orders (contact fields, customer id and
 * the raw order's customer and addresses); amounts stay so revenue figures remain true.
 */
export async function redactCustomer(
  db: Db,
  integrationIds: string[],
  customer: GdprCustomer,
  orderIds: string[],
) {
  const where = customerMatch(integrationIds, customer, orderIds);
  if (!where) return 0;
  const rows = await db
    .update(orders)
    .set({
      email: null,
      phone: null,
      shopifyCustomerId: null,
      note: null,
      orderData: sql`${orders.orderData} - 'customer' - 'email' - 'phone' - 'shipping_address' - 'billing_address' - 'client_details'`,
    })
    .where(where)
    .returning({ id: orders.id });
  return rows.length;
}
