import { describe, expect, it } from "vitest";
import { separateAsks } from "./separate-asks";

describe("separateAsks", () => {
  it("splits a message at its question marks and at 'also' / 'and' before a question word", () => {
    expect(
      separateAsks("Do you ship to Canada and how long does it take? Also what is your return window?"),
    ).toEqual(["Do you ship to Canada and how long does it take?", "what is your return window?"]);
    expect(separateAsks("do you have a student discount and where are you based")).toEqual([
      "do you have a student discount",
      "where are you based",
    ]);
  });

  it("keeps a question that points back with the one before it, and a single question whole", () => {
    expect(separateAsks("What's the price of the lip oil? And is it vegan?")).toEqual([]);
    expect(separateAsks("Do you ship to Canada and how long does it take?")).toEqual([]);
    expect(separateAsks("Hi! What is your return window?")).toEqual([]);
    // "how long" alone asks how long the shipping just asked about takes, not how long anything keeps.
    expect(separateAsks("do you ship to japan and how long")).toEqual([]);
    expect(separateAsks("Is the lip oil vegan? How much?")).toEqual([]);
  });

  it("asks a question on its own when its pronoun is of the thing it names itself (a walk's refund question went unanswered)", () => {
    expect(separateAsks("How long does shipping take? And can I return the mist if I opened it?")).toEqual([
      "How long does shipping take?",
      "can I return the mist if I opened it?",
    ]);
    expect(
      separateAsks(
        "How much does return shipping cost in Canada? And can I get a refund on the Glow Ritual Set if I don't like it?",
      ),
    ).toHaveLength(2);
    // Its pronoun before any thing of its own still points back.
    expect(separateAsks("Is the serum vegan? And is it safe for the eyes?")).toEqual([]);
  });
});
