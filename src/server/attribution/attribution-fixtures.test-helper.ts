import { randomUUID } from "node:crypto";
import type { StoreOrderInput } from "@shared/attribution/store-order.schema";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";
import { conversationThreads, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";

/** A team's connected store, one product and one Instagram DM thread, inserted as the other domains would. */
export async function seedStoreAndConversation(
  db: Db,
  teamId: string,
  opts: { shop?: string; sender?: string } = {},
) {
  const shop = opts.shop ?? `shop-${randomUUID().slice(0, 8)}.myshopify.com`;
  const sender = opts.sender ?? `fan_${randomUUID().slice(0, 6)}`;
  const [store] = await db
    .insert(integrations)
    .values({
      teamId,
      platform: "shopify",
      status: "connected",
      shopDomain: shop,
      platformAccountId: shop,
      accessTokenEncrypted: "test",
      currency: "CAD",
      settings: { primaryDomain: `www.${shop.split(".")[0]}.example` },
    })
    .returning({ id: integrations.id });
  const [instagram] = await db
    .insert(integrations)
    .values({
      teamId,
      platform: "instagram",
      status: "connected",
      platformAccountId: `ig-${randomUUID()}`,
      platformUsername: "brand",
      accessTokenEncrypted: "test",
    })
    .returning({ id: integrations.id });
  const [product] = await db
    .insert(products)
    .values({
      teamId,
      integrationId: store!.id,
      shopifyProductId: "111",
      title: "Glow Serum",
      handle: "glow-serum",
      priceMin: "30.00",
      priceMax: "30.00",
    })
    .returning({ id: products.id });
  const receivedAt = new Date(Date.now() - 60 * 60 * 1000);
  const [thread] = await db
    .insert(conversationThreads)
    .values({
      teamId,
      integrationId: instagram!.id,
      platform: "instagram",
      senderHandle: sender,
      senderPlatformId: `igsid-${sender}`,
      messageCount: 2,
      lastMessageAt: receivedAt,
    })
    .returning({ id: conversationThreads.id });
  const [message] = await db
    .insert(messages)
    .values({
      teamId,
      integrationId: instagram!.id,
      platform: "instagram",
      platformMessageId: `mid-${randomUUID()}`,
      messageType: "dm",
      content: "Is the serum good for dry skin?",
      senderUsername: sender,
      senderPlatformId: `igsid-${sender}`,
      receivedAt,
      threadId: thread!.id,
      sequenceNumber: 1,
      isThreadStarter: true,
    })
    .returning({ id: messages.id });
  return {
    shop,
    sender,
    storeId: store!.id,
    productId: product!.id,
    threadId: thread!.id,
    messageId: message!.id,
  };
}

export function sampleOrder(overrides: Partial<StoreOrderInput> = {}): StoreOrderInput {
  return {
    shopify_order_id: String(Math.floor(Math.random() * 1e12)),
    name: "#1001",
    email: "buyer@example.com",
    currency: "CAD",
    total_price: "72.45",
    subtotal_price: "54.00",
    total_discounts: "6.00",
    total_tax: "8.45",
    total_shipping: "10.00",
    checkout_token: null,
    note_attributes: [],
    discount_codes: [],
    customer: {
      shopify_customer_id: "c1",
      email: "buyer@example.com",
      first_name: "Ava",
      last_name: "Stone",
    },
    shipping_address: { city: "Toronto", province: "Ontario", country: "Canada" },
    line_items: [
      {
        shopify_product_id: "111",
        shopify_variant_id: "1111",
        title: "Glow Serum",
        quantity: 2,
        price: "30.00",
      },
    ],
    created_at: new Date(),
    processed_at: new Date(),
    ...overrides,
  };
}
