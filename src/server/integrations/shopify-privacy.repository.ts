import { and, eq, inArray, or, sql } from "drizzle-orm";
import { leads } from "../db/attribution.schema";
import { member, user } from "../db/auth.schema";
import type { Db } from "../db/client";
import { orders } from "../db/commerce.schema";
import { shopifyCheckouts } from "../db/community.schema";

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

/** customers/redact: the customer's checkouts (their email, customer id and cart) go altogether. */
export async function redactCustomerCheckouts(db: Db, integrationIds: string[], customer: GdprCustomer) {
  const who = [
    customer.id ? eq(shopifyCheckouts.shopifyCustomerId, customer.id) : undefined,
    customer.email ? eq(shopifyCheckouts.email, customer.email.trim().toLowerCase()) : undefined,
  ].filter((c) => c !== undefined);
  if (integrationIds.length === 0 || who.length === 0) return 0;
  const rows = await db
    .delete(shopifyCheckouts)
    .where(and(inArray(shopifyCheckouts.integrationId, integrationIds), or(...who)))
    .returning({ id: shopifyCheckouts.id });
  return rows.length;
}

/** The team's admins' emails. */
export async function adminEmails(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(member.role, "admin")));
  return rows.map((r) => r.email);
}

/** The team's leads a GDPR customer matches by email, phone or Shopify customer id. */
export async function leadsOf(db: Db, teamId: string, customer: GdprCustomer) {
  const who = [
    customer.email ? sql`lower(${leads.email}) = ${customer.email.toLowerCase()}` : undefined,
    customer.phone ? eq(leads.phone, customer.phone) : undefined,
    customer.id ? eq(leads.shopifyCustomerId, customer.id) : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) return [];
  return db
    .select({
      id: leads.id,
      email: leads.email,
      phone: leads.phone,
      instagramUsername: leads.instagramUsername,
      tiktokUsername: leads.tiktokUsername,
      firstName: leads.firstName,
      lastName: leads.lastName,
      attributedRevenue: leads.attributedRevenue,
      totalOrders: leads.totalOrders,
      firstInteraction: leads.firstInteraction,
      lastInteraction: leads.lastInteraction,
    })
    .from(leads)
    .where(and(eq(leads.teamId, teamId), or(...who)));
}
