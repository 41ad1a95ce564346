import { describe, expect, it } from "vitest";
import { deriveLeadQuality, deriveLeadStatus } from "./lead-status";

const base = { totalOrders: 0, attributedRevenue: 0, messageCount: 0, clickCount: 0, hasCart: false };

describe("deriveLeadStatus", () => {
  it("follows the spec's order: converted, added_to_cart, visited_site, engaged", () => {
    expect(deriveLeadStatus({ ...base, totalOrders: 1 })).toBe("converted");
    expect(deriveLeadStatus({ ...base, attributedRevenue: 0.01 })).toBe("converted");
    expect(deriveLeadStatus({ ...base, messageCount: 1, clickCount: 1, hasCart: true })).toBe(
      "added_to_cart",
    );
    expect(deriveLeadStatus({ ...base, messageCount: 1, clickCount: 2 })).toBe("visited_site");
    expect(deriveLeadStatus({ ...base, messageCount: 3 })).toBe("engaged");
    expect(deriveLeadStatus({ ...base, clickCount: 1, hasCart: true })).toBe("engaged");
  });
  it("bands quality by buying intent", () => {
    expect([deriveLeadQuality(0.7), deriveLeadQuality(0.4), deriveLeadQuality(0.39)]).toEqual([
      "hot",
      "warm",
      "cold",
    ]);
  });
});
