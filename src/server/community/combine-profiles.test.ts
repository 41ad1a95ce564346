import { describe, expect, it } from "vitest";
import type { KeptProfile } from "../db/community.schema";
import { combineProfiles } from "./combine-profiles";

const profile = (o: Partial<KeptProfile> = {}): KeptProfile => ({
  tags: [],
  notes: null,
  marketingConsent: "unknown",
  consentSource: null,
  consentRecordedAt: null,
  ...o,
});
const optIn = (at: string) => ({
  marketingConsent: "opted_in",
  consentSource: "Checkout",
  consentRecordedAt: at,
});
const optOut = (at: string) => ({
  marketingConsent: "opted_out",
  consentSource: "DM",
  consentRecordedAt: at,
});

describe("combining two members' profiles on a merge", () => {
  it("keeps every tag once and both notes", () => {
    const merged = combineProfiles(
      profile({ tags: ["vip", "fr"], notes: "Prefers French" }),
      profile({ tags: ["fr", "sensitive skin"], notes: "Allergic to lavender" }),
    );
    expect(merged.tags).toEqual(["vip", "fr", "sensitive skin"]);
    expect(merged.notes).toBe("Prefers French\n\nAllergic to lavender");
    expect(combineProfiles(profile({ notes: "Same" }), profile({ notes: "Same" })).notes).toBe("Same");
    expect(combineProfiles(profile(), profile({ notes: "Only other" })).notes).toBe("Only other");
  });

  it("keeps the most recent consent decision, and opt-out when both were recorded at the same time", () => {
    const early = "2026-11-01T10:00:00.000Z";
    const late = "2026-11-20T10:00:00.000Z";
    expect(combineProfiles(profile(optOut(early)), profile(optIn(late)))).toMatchObject(optIn(late));
    expect(combineProfiles(profile(optIn(late)), profile(optOut(early)))).toMatchObject(optIn(late));
    expect(combineProfiles(profile(optIn(early)), profile(optOut(early)))).toMatchObject(optOut(early));
    expect(combineProfiles(profile(optOut(early)), profile(optIn(early)))).toMatchObject(optOut(early));
    // A member with no decision takes the other's.
    expect(combineProfiles(profile(), profile(optOut(early)))).toMatchObject(optOut(early));
    expect(combineProfiles(profile(optIn(early)), profile())).toMatchObject(optIn(early));
  });
});
