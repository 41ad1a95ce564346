import { describe, expect, it } from "vitest";
import { normalizeShopDomain, SHOP_DOMAIN_MESSAGES } from "./integrations.schema";

describe("normalizeShopDomain (spec 1 §5)", () => {
  it("trims, lower-cases and appends .myshopify.com when there is no dot", () => {
    expect(normalizeShopDomain("  Aurelle-Beauty ")).toEqual({
      ok: true,
      shop: "aurelle-beauty.myshopify.com",
    });
    expect(normalizeShopDomain("glow.myshopify.com")).toEqual({ ok: true, shop: "glow.myshopify.com" });
  });

  it("answers the spec's messages for empty and invalid domains", () => {
    expect(normalizeShopDomain("   ")).toEqual({ ok: false, error: SHOP_DOMAIN_MESSAGES.empty });
    expect(SHOP_DOMAIN_MESSAGES.empty).toBe("Please enter your shop domain");
    for (const bad of ["-shop", "shop.com", "https://x.myshopify.com", "sh op", "a_b"]) {
      expect(normalizeShopDomain(bad)).toEqual({ ok: false, error: SHOP_DOMAIN_MESSAGES.invalid });
    }
  });
});
