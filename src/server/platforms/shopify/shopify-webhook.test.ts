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
  });
});

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
