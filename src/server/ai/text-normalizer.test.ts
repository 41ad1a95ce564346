import { describe, expect, it } from "vitest";
import { EXTERNAL_SETS, readExternalSet } from "./corpus-reader";
import { dropHelpFrames, normalizeText } from "./text-normalizer";

describe("normalizeText", () => {
  it("reads order, tracking and phone numbers as one token class", () => {
    expect(normalizeText("where is order 732201349959").tokens).toEqual([
      "where",
      "is",
      "order",
      "tok_number",
    ]);
    expect(normalizeText("tracking 1Z84R0093 and #55190").tokens).toEqual([
      "tracking",
      "tok_number",
      "and",
      "tok_number",
    ]);
    expect(normalizeText("3 lip oils for 2024").tokens).toContain("2024");
  });

  it("drops a help-request frame when the real ask follows", () => {
    expect(normalizeText("i need help cancelling my order").tokens).toEqual(["cancelling", "my", "order"]);
    expect(normalizeText("can you please help me choose a shade").tokens).toEqual(["choose", "a", "shade"]);
    expect(normalizeText("I want assistance to see the fees").tokens).toEqual(["see", "the", "fees"]);
    expect(normalizeText("my package is lost, help me").tokens).toEqual(["my", "package", "is", "lost"]);
  });

  it("keeps a bare help and help that is not a frame", () => {
    expect(dropHelpFrames(["pls", "help"])).toEqual(["pls", "help"]);
    expect(normalizeText("help me").tokens).toEqual(["help", "me"]);
    expect(normalizeText("will this serum help with acne").tokens).toContain("help");
  });

  it("reads the emoticons tweets use", () => {
    expect(normalizeText("in your end doh :P").tokens).toContain("emo_laugh");
    expect(normalizeText("see you there =)").emojiValence).toBeGreaterThan(0);
    expect(normalizeText("still at work :'(").emojiValence).toBeLessThan(0);
    expect(normalizeText("so cute ^_^").tokens).toContain("emo_smile");
  });

  it("reads the verdict a hashtag runs into its words, unless it is taken back", () => {
    expect(normalizeText("#careerfail").tokens).toEqual(["careerfail", "fail"]);
    expect(normalizeText("#loveit").tokens).toEqual(["loveit", "love"]);
    expect(normalizeText("#nothappy").tokens).toEqual(["nothappy"]);
    expect(normalizeText("#sundayfunday").tokens).toEqual(["sundayfunday"]);
  });
});

describe("held-out sets from public data", () => {
  it("parse, carry a source and hold no sentiment or crisis the source did not give", () => {
    for (const name of Object.keys(EXTERNAL_SETS) as (keyof typeof EXTERNAL_SETS)[]) {
      const rows = readExternalSet(name);
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        expect(row.source).toMatch(/^[a-z-]+:/);
        expect(row.sentiment).toBeUndefined();
      }
    }
  });
});
