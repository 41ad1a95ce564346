import { describe, expect, it } from "vitest";
import { bannedPhrases, guardReply, requiredPhrase } from "./voice-guard";

describe("bannedPhrases", () => {
  it.each([
    ["don't say 'cheap'", ["cheap"]],
    ["Don’t say ‘cheap’", ["cheap"]],
    ['don\'t say "cheap"', ["cheap"]],
    ["Don’t use “cheap” or “budget”", ["cheap", "budget"]],
    ["we're premium: don't say 'cheap' or 'bargain'", ["cheap", "bargain"]],
    ['never say "we\'re cheap"', ["we're cheap"]],
    ["Never call them ‘dupes’, we’re the original", ["dupes"]],
    ["never say 'our customers' favourite'", ["our customers' favourite"]],
    ["never say 'prices' or 'costs'", ["prices", "costs"]],
    ["don't say 'cheap', it's off-brand", ["cheap"]],
    ['never say ("deal")', ["deal"]],
  ])("bans only the quoted phrases of %s", (rule, expected) => {
    expect(bannedPhrases([rule])).toEqual(expected);
  });

  it("reads a rule with apostrophes and no quotes as the rule without its prefix", () => {
    expect(bannedPhrases(["don't say cheap"])).toEqual(["don't say cheap", "cheap"]);
    expect(bannedPhrases(["Don’t say cheap"])).toEqual(["don’t say cheap", "cheap"]);
    expect(bannedPhrases(["never mention our customers' names"])).toEqual([
      "never mention our customers' names",
      "our customers' names",
    ]);
  });

  it("keeps a reply that only shares the apostrophe's neighbours with the rule", () => {
    const banned = bannedPhrases(["don't say 'cheap'"]);
    expect(guardReply("It's not cheap. Don't stress, we ship fast!", { banned, useEmojis: true })).toBe(
      "Don't stress, we ship fast!",
    );
  });
});

describe("requiredPhrase", () => {
  it.each([
    ["Sign off with 'xo, the Glow team'", "xo, the Glow team"],
    ["Always end with ‘Glow on’ — it's our motto", "Glow on"],
    ["We're friendly: sign off with “Stay glowing”", "Stay glowing"],
    ["Sign off with 'the customers' favourite team'", "the customers' favourite team"],
  ])("takes the quoted text of %s", (rule, expected) => {
    expect(requiredPhrase(rule)).toBe(expected);
  });

  it("reads an always-rule with an apostrophe and no quotes as the directive's text", () => {
    expect(requiredPhrase("Sign off with we're here for you")).toBe("we're here for you");
  });
});
