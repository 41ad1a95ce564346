import type { Db } from "../db/client";
import type { Email } from "../email/mailer";
import { adminEmails, type GdprCustomer, leadsOf } from "./shopify-privacy.repository";

type HeldOrder = {
  shopifyOrderId: string;
  orderNumber: string | null;
  email: string | null;
  totalPrice: string;
};

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
