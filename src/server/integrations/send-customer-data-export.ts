import { and, eq, or, sql } from "drizzle-orm";
import { leads } from "../db/attribution.schema";
import { member, user } from "../db/auth.schema";
import type { Db } from "../db/client";
import type { Email } from "../email/mailer";
import type { GdprCustomer } from "./shopify-privacy.repository";

type HeldOrder = {
  shopifyOrderId: string;
  orderNumber: string | null;
  email: string | null;
  totalPrice: string;
};

async function adminEmails(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(member.role, "admin")));
  return rows.map((r) => r.email);
}

async function leadsOf(db: Db, teamId: string, customer: GdprCustomer) {
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

/**
 * Shopify's customers/data_request: the store owner must hand the customer what the app holds.
 * Lunara compiles it (orders and the lead record) into one email per team admin, who replies to
 * the customer. Read inside the delivery's transaction; the caller sends them once it has committed,
 * so a slow mail server never holds a database transaction.
 */
export async function customerDataExportEmails(
  db: Db,
  request: { teamId: string; shopDomain: string; customer: GdprCustomer; orders: HeldOrder[] },
): Promise<Email[]> {
  const [admins, leadRows] = await Promise.all([
    adminEmails(db, request.teamId),
    leadsOf(db, request.teamId, request.customer),
  ]);
  const data = {
    shop: request.shopDomain,
    customer: request.customer,
    orders: request.orders,
    leads: leadRows,
  };
  const who = request.customer.email ?? request.customer.phone ?? request.customer.id ?? "a customer";
  return admins.map((to) => ({
    to,
    subject: `Customer data request from ${request.shopDomain}`,
    text: [
      `Shopify forwarded a data request from ${who}. Here is everything Lunara holds about them`,
      "for this store; please send it to the customer within 30 days.",
      "",
      JSON.stringify(data, null, 2),
    ].join("\n"),
  }));
}
