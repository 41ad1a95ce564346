import { describe, expect, it } from "vitest";
import { trustProxySchema } from "./trust-proxy";

describe("TRUST_PROXY", () => {
  it("trusts nothing unless told", () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse("")).toBe(false);
    expect(trustProxySchema.parse("false")).toBe(false);
  });

  it("accepts hop counts, addresses, ranges and named ranges", () => {
    const oneHop = trustProxySchema.parse("1");
    expect(typeof oneHop).toBe("function");
    if (typeof oneHop === "function")
      expect([oneHop("10.0.0.1", 0), oneHop("10.0.0.1", 1)]).toEqual([true, false]);
    expect(trustProxySchema.parse("10.0.0.5, 10.1.0.0/16,loopback,::1")).toBe(
      "10.0.0.5,10.1.0.0/16,loopback,::1",
    );
  });

  it("refuses trusting everyone and anything that is not an address", () => {
    expect(trustProxySchema.safeParse("true").success).toBe(false);
    expect(trustProxySchema.safeParse("proxy.internal").success).toBe(false);
    expect(trustProxySchema.safeParse("10.0.0.0/33").success).toBe(false);
  });
});
