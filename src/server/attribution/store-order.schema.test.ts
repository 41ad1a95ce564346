import { storeOrderSchema } from "@shared/attribution/store-order.schema";
import { describe, expect, it } from "vitest";
import { restOrderSchema } from "../platforms/shopify/shopify.schema";
import { mapRestOrder } from "../platforms/shopify/shopify-mapping";

describe("recordShopifyOrder's input", () => {
  it("takes the platforms mapping's ShopifyOrder as it is", () => {
    const webhook = restOrderSchema.parse({
      id: 5001,
      name: "#1001",
      email: "ava@example.com",
      created_at: "2026-03-01T10:00:00Z",
      currency: "CAD",
      total_price: "72.45",
      subtotal_price: "54.00",
      total_discounts: "6.00",
      checkout_token: "tok",
      note_attributes: [{ name: "lunara_cid", value: "x" }],
      discount_codes: [{ code: "GLOW10" }],
      line_items: [
        { id: 1, product_id: 111, variant_id: 1111, title: "Glow Serum", quantity: 2, price: "30.00" },
      ],
    });
    const order = storeOrderSchema.parse(mapRestOrder(webhook));
    expect(order).toMatchObject({
      shopify_order_id: "5001",
      total_price: 72.45,
      subtotal_price: 54,
      total_discounts: 6,
      checkout_token: "tok",
      discount_codes: ["GLOW10"],
      line_items: [{ shopify_product_id: "111", shopify_variant_id: "1111", quantity: 2, price: 30 }],
    });
  });
});
