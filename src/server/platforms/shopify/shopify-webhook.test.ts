import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidShopDomain } from "./shopify-shop-domain";
import { parseShopifyWebhook, verifyShopifyWebhook } from "./shopify-webhook";

const SECRET = "shh";
const body = JSON.stringify({ shop_id: 1, shop_domain: "a.myshopify.com" });
const headers = (overrides: Record<string, string | undefined> = {}) => ({
  "x-shopify-hmac-sha256": createHmac("sha256", SECRET).update(body).digest("base64"),
  "x-shopify-topic": "shop/redact",
  "x-shopify-shop-domain": "a.myshopify.com",
  "x-shopify-webhook-id": "b54557e4-bdd9-4b37-8a5f-bf7d70bcd043",
  ...overrides,
});

describe("verifyShopifyWebhook", () => {
  it("accepts the base64 HMAC of the raw body and returns the delivery's identity", () => {
    expect(verifyShopifyWebhook({ rawBody: body, headers: headers(), apiSecret: SECRET })).toMatchObject({
      ok: true,
      topic: "shop/redact",
      shopDomain: "a.myshopify.com",
      webhookId: "b54557e4-bdd9-4b37-8a5f-bf7d70bcd043",
    });
  });

  it("refuses unsigned, forged and tampered bodies, and a foreign shop header", () => {
    expect(
      verifyShopifyWebhook({
        rawBody: body,
        headers: headers({ "x-shopify-hmac-sha256": undefined }),
        apiSecret: SECRET,
      }),
    ).toEqual({ ok: false, reason: "signature" });
    expect(verifyShopifyWebhook({ rawBody: body, headers: headers(), apiSecret: "other" })).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(verifyShopifyWebhook({ rawBody: `${body}\n`, headers: headers(), apiSecret: SECRET })).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(
      verifyShopifyWebhook({
        rawBody: body,
        headers: headers({ "x-shopify-shop-domain": "evil.com" }),
        apiSecret: SECRET,
      }),
    ).toEqual({ ok: false, reason: "headers" });
  });
});

describe("parseShopifyWebhook", () => {
  it("maps the GDPR topics and ignores unknown ones", () => {
    expect(
      parseShopifyWebhook("customers/redact", {
        shop_id: 1,
        shop_domain: "a.myshopify.com",
        customer: { id: 5, email: "x@y.z", phone: null },
        orders_to_redact: [7],
      }),
    ).toMatchObject({
      kind: "customers_redact",
      payload: { customer: { id: "5" }, orders_to_redact: ["7"] },
    });
    expect(parseShopifyWebhook("carts/update", {})).toEqual({ kind: "ignored", topic: "carts/update" });
  });

  it("throws on a body that does not match its topic", () => {
    expect(() => parseShopifyWebhook("orders/create", { id: 1 })).toThrow();
    expect(() => parseShopifyWebhook("orders/cancelled", { id: 1, name: "#1" })).toThrow();
    expect(() => parseShopifyWebhook("refunds/create", { id: 1, created_at: "2025-01-01" })).toThrow();
    expect(() =>
      parseShopifyWebhook("refunds/create", {
        ...refund,
        refund_line_items: [{ line_item_id: 1, quantity: 1 }],
      }),
    ).toThrow();
  });

  it("maps orders/updated and orders/cancelled like orders/create, with cancelled_at", () => {
    const cancelled = parseShopifyWebhook("orders/cancelled", {
      ...order,
      cancelled_at: "2025-03-02T10:00:00-05:00",
      cancel_reason: "customer",
    });
    expect(cancelled).toMatchObject({
      kind: "order",
      topic: "orders/cancelled",
      order: { shopify_order_id: "820982911946154500", total_price: "64.00", line_items: [{ quantity: 2 }] },
    });
    expect(cancelled.kind === "order" && cancelled.order.cancelled_at?.toISOString()).toBe(
      "2025-03-02T15:00:00.000Z",
    );
    const updated = parseShopifyWebhook("orders/updated", {
      ...order,
      financial_status: "partially_refunded",
    });
    expect(updated).toMatchObject({
      kind: "order",
      topic: "orders/updated",
      order: { financial_status: "partially_refunded", cancelled_at: null },
    });
  });

  it("maps refunds/create: returns are the refunded lines' subtotals, before tax", () => {
    expect(parseShopifyWebhook("refunds/create", refund)).toEqual({
      kind: "refund",
      refund: {
        shopify_order_id: "820982911946154500",
        shopify_refund_id: "929361464",
        amount: "27.20",
        processed_at: new Date("2025-03-03T15:00:00.000Z"),
        line_items: [
          {
            shopify_product_id: "632910392",
            shopify_variant_id: "808950810",
            quantity: 1,
            subtotal: "27.20",
          },
        ],
      },
    });
  });

  it("maps an amount-only refund to the money sent back, less refunded shipping", () => {
    const parsed = parseShopifyWebhook("refunds/create", {
      ...refund,
      processed_at: null,
      refund_line_items: [],
      transactions: [
        { id: 1, amount: "20.00", kind: "refund", status: "success", gateway: "bogus" },
        { id: 2, amount: "5.00", kind: "refund", status: "failure", gateway: "bogus" },
        { id: 3, amount: 100, kind: "void", status: "success", gateway: "bogus" },
      ],
      order_adjustments: [
        { amount: "-7.50", tax_amount: "-0.98", kind: "shipping_refund" },
        { amount: "-11.52", tax_amount: "0.00", kind: "refund_discrepancy" },
      ],
    });
    expect(parsed).toMatchObject({
      kind: "refund",
      refund: { amount: "11.52", line_items: [], processed_at: new Date("2025-03-03T14:00:00.000Z") },
    });
  });
});

const order = {
  id: 820982911946154500,
  name: "#1001",
  email: "ava@example.com",
  created_at: "2025-03-01T09:00:00-05:00",
  processed_at: "2025-03-01T09:00:00-05:00",
  currency: "CAD",
  total_price: "64.00",
  subtotal_price: "64.00",
  financial_status: "paid",
  line_items: [
    {
      id: 466157049,
      product_id: 632910392,
      variant_id: 808950810,
      title: "Glow Serum",
      quantity: 2,
      price: "32.00",
    },
  ],
};

const refund = {
  id: 929361464,
  order_id: 820982911946154500,
  created_at: "2025-03-03T09:00:00-05:00",
  processed_at: "2025-03-03T10:00:00-05:00",
  note: "wrong shade",
  restock: true,
  user_id: null,
  refund_line_items: [
    {
      id: 1,
      line_item_id: 466157049,
      quantity: 1,
      subtotal: 27.2,
      total_tax: 3.54,
      line_item: { id: 466157049, product_id: 632910392, variant_id: 808950810, title: "Glow Serum" },
    },
  ],
  transactions: [{ id: 2, amount: "30.74", kind: "refund", status: "success", gateway: "bogus" }],
  order_adjustments: [],
  duties: [],
};

describe("isValidShopDomain", () => {
  it("accepts only normalised myshopify.com domains", () => {
    expect(isValidShopDomain("glow-lab.myshopify.com")).toBe(true);
    for (const bad of [
      "Glow.myshopify.com",
      "-glow.myshopify.com",
      "glow.myshopify.com.evil.com",
      "glow.com",
      "a/b.myshopify.com",
      "",
    ]) {
      expect(isValidShopDomain(bad)).toBe(false);
    }
  });
});
