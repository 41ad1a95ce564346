import { announceOrderAttributed, recordShopifyOrder } from "../attribution/record-shopify-order";
import { recordShopifyRefund } from "../attribution/record-shopify-refund";
import { recordShopifyCheckout } from "../community/record-shopify-checkout";
import type { AppDeps } from "../deps";
import type { Email } from "../email/mailer";
import { parseShopifyWebhook } from "../platforms/shopify/shopify-webhook";
import { dropCachedCustomer } from "../store/store.repository";
import { eraseIntegration } from "./erase-integration.repository";
import {
  findIntegrationsByAccount,
  markIntegrationError,
  recordWebhookDelivery,
} from "./integrations.repository";
import { upsertProduct } from "./products.repository";
import { customerDataExportEmails } from "./send-customer-data-export";
import { exportCustomerData, redactCustomer, redactCustomerCheckouts } from "./shopify-privacy.repository";

type Deps = Pick<AppDeps, "db" | "events" | "now" | "log" | "mailer">;
export type VerifiedDelivery = { topic: string; shopDomain: string; webhookId: string };

/**
 * A verified Shopify delivery. The delivery id is recorded in the same transaction as the effect, so a
 * redelivery (same X-Shopify-Webhook-Id) changes nothing, and a failure leaves no trace to block the retry.
 */
export async function handleShopifyWebhook(deps: Deps, delivery: VerifiedDelivery, body: unknown) {
  const payload = parseShopifyWebhook(delivery.topic, body);
  const stores = await findIntegrationsByAccount(deps.db, "shopify", delivery.shopDomain);
  const ids = stores.map((s) => s.id);
  // Emails leave only after the delivery has committed: no outside call inside the transaction.
  const outgoing: Email[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await recordWebhookDelivery(tx, {
      source: "shopify",
      deliveryId: delivery.webhookId,
      topic: delivery.topic,
    });
    if (!fresh) return { duplicate: true };
    const now = deps.now();
    switch (payload.kind) {
      case "product":
        for (const store of stores) {
          const primary =
            typeof store.settings.primaryDomain === "string"
              ? `https://${store.settings.primaryDomain}`
              : null;
          await upsertProduct(
            tx,
            { integrationId: store.id, teamId: store.teamId, storeUrl: primary },
            payload.product,
            now,
          );
        }
        break;
      // The store panel's cached customer (name, email, tags) is stale once Shopify changed it.
      case "customer":
        for (const store of stores)
          await dropCachedCustomer(tx, store.id, { email: payload.email, customerId: payload.customerId });
        break;
      case "app_uninstalled":
        for (const store of stores) {
          await markIntegrationError(
            tx,
            store.id,
            `The Lunara app was uninstalled from ${delivery.shopDomain}. Reconnect to continue.`,
            now,
          );
        }
        break;
      case "customers_data_request": {
        const { customer, orders_requested } = payload.payload;
        const held = await exportCustomerData(tx, ids, normalise(customer), orders_requested);
        for (const store of stores) {
          outgoing.push(
            ...(await customerDataExportEmails(tx, {
              teamId: store.teamId,
              shopDomain: delivery.shopDomain,
              customer: normalise(customer),
              orders: held,
            })),
          );
          await deps.events.publish(
            {
              type: "shopify.customer_data_requested",
              teamId: store.teamId,
              data: {
                shop: delivery.shopDomain,
                customerId: customer.id ?? null,
                orders: held.map((o) => o.shopifyOrderId),
              },
            },
            tx,
          );
        }
        deps.log(`Shopify data request for a customer of ${delivery.shopDomain}: ${held.length} orders held`);
        break;
      }
      case "customers_redact": {
        const { customer, orders_to_redact } = payload.payload;
        await redactCustomer(tx, ids, normalise(customer), orders_to_redact);
        await redactCustomerCheckouts(tx, ids, normalise(customer));
        break;
      }
      case "shop_redact":
        for (const store of stores) await eraseIntegration(tx, store.teamId, store.id);
        break;
      // Orders and refunds are attribution's: stored, credited and rolled up there, inside this
      // delivery's transaction. An update or cancellation is the same order again, with cancelled_at.
      case "order":
        for (const store of stores) {
          const ref = { integrationId: store.id, teamId: store.teamId };
          const recorded = await recordShopifyOrder({ db: tx }, ref, payload.order);
          // The store panel's cached customer is stale the moment Shopify says an order changed.
          await dropCachedCustomer(tx, store.id, {
            email: payload.order.email ?? payload.order.customer?.email ?? null,
            customerId: payload.order.customer?.shopify_customer_id ?? null,
          });
          await announceOrderAttributed(deps, store.teamId, recorded, tx);
          // orders/updated carries the refunds so far: one missed refunds/create is caught up here.
          for (const refund of payload.order.refunds) await recordShopifyRefund({ db: tx }, ref, refund);
        }
        break;
      case "refund":
        for (const store of stores) {
          const result = await recordShopifyRefund(
            { db: tx },
            { integrationId: store.id, teamId: store.teamId },
            payload.refund,
          );
          // Not an error to retry: an order placed before the store was connected never arrives, and
          // failing would only get the subscription deleted after Shopify's retries.
          if (result.reason === "order_not_found")
            deps.log(
              `Shopify refund ${payload.refund.shopify_refund_id} of ${delivery.shopDomain}: order ${payload.refund.shopify_order_id} is not stored`,
            );
        }
        break;
      // A checkout is a possible abandoned cart: kept per store and token, read beside the pixel's.
      case "checkout":
        for (const store of stores)
          await recordShopifyCheckout(
            { db: tx },
            { integrationId: store.id, teamId: store.teamId },
            payload.checkout,
          );
        break;
      case "ignored":
        break;
    }
    return { duplicate: false };
  });
  for (const email of outgoing) {
    try {
      await deps.mailer.send(email);
    } catch (error) {
      // The request is recorded on the team's event stream; a lost email must not make Shopify
      // redeliver (and re-export) it.
      deps.log(`Shopify data request email to ${email.to} failed: ${(error as Error).message}`);
    }
  }
  return result;
}

function normalise(customer: { id?: string | null; email?: string | null; phone?: string | null }) {
  return { id: customer.id ?? null, email: customer.email ?? null, phone: customer.phone ?? null };
}
