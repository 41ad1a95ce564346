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

  it("carries the tax, the shipping (from shipping_lines when the set is absent), the address and the refunds", () => {
    const webhook = restOrderSchema.parse({
      id: 5002,
      name: "#1002",
      created_at: "2026-03-01T10:00:00Z",
      currency: "USD",
      total_price: "40.66",
      subtotal_price: "30.00",
      total_tax: "3.90",
      shipping_lines: [{ price: "9.00", discounted_price: "6.76" }],
      shipping_address: { city: "Toronto", province: "Ontario", country: "Canada", zip: "M5V 2T6" },
      line_items: [{ id: 1, title: "Glow Serum", quantity: 1, price: "30.00" }],
      refunds: [
        {
          id: 77,
          order_id: 5002,
          created_at: "2026-03-02T10:00:00Z",
          refund_line_items: [{ line_item_id: 1, quantity: 1, subtotal: "30.00" }],
        },
      ],
    });
    const mapped = mapRestOrder(webhook);
    expect(mapped.refunds).toMatchObject([
      { shopify_refund_id: "77", shopify_order_id: "5002", amount: "30.00" },
    ]);
    expect(storeOrderSchema.parse(mapped)).toMatchObject({
      total_tax: 3.9,
      total_shipping: 6.76,
      shipping_address: { city: "Toronto", province: "Ontario", country: "Canada" },
    });
  });
});
