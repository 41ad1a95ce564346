import { describe, expect, it } from "vitest";
import {
  answersAnotherCase,
  bestBeside,
  caseShare,
  firmPreference,
  preferenceRank,
  preferredSentence,
  usesWhatIsWarnedOf,
} from "./preferred-sentence";

const ISSUED =
  "Refunds are issued to the original payment method within 3 business days of your return reaching us.";
const BANK = "Your bank can take 5 to 10 business days to show it.";
const WINDOW = "You can return products within 30 days of delivery for a full refund of the product price.";

describe("when the money of a refund comes back", () => {
  it("is asked by 'how long until i see my money' and by a refund not on the card yet", () => {
    for (const q of [
      "sent my return back last week, how long until i see my money?",
      "how long do refunds take?",
      "refund email came but its not on my card yet",
      "you said the refund was issued but my card still doesn't show it?",
      "I returned my order two weeks ago and still have not received my refund",
    ]) {
      const prefer = firmPreference(q);
      expect(prefer, q).not.toBeNull();
      expect(prefer?.holds(ISSUED)).toBe(true);
      expect(prefer?.holds(BANK)).toBe(true);
      expect(prefer?.holds(WINDOW)).toBe(false);
    }
  });
  it("of a refund issued but not showing, quotes the bank's time beside the issue time", () => {
    const passage = `${ISSUED} ${BANK}`;
    for (const q of ["refund email came but its not on my card yet", "my card still doesn't show the refund"])
      expect(bestBeside(firmPreference(q), passage, ISSUED), q).toBe(BANK);
    expect(
      bestBeside(firmPreference("refund email came but its not on my card yet"), passage, BANK),
    ).toBeNull();
    // Asked only how long refunds take, the issue time answers alone.
    expect(bestBeside(firmPreference("how long do refunds take?"), passage, ISSUED)).toBeNull();
  });
  it("is not asked by the window to return in", () => {
    expect(firmPreference("how long do I have to return it for my money back?")).toBeNull();
    expect(firmPreference("how long until I can return it?")).toBeNull();
    expect(firmPreference("is shipping free?")).toBeNull();
  });
  it("reads 'what payment methods do u take' as asking for the cards and wallets accepted", () => {
    const prefer = firmPreference("what payment methods do u take");
    expect(
      prefer?.holds("Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay and Shop Pay."),
    ).toBe(true);
    expect(prefer?.holds("Refunds are issued to the original payment method within 3 business days.")).toBe(
      false,
    );
    expect(prefer?.required).toBe(true);
    expect(firmPreference("do you take credit cards?")).not.toBeNull();
  });
});

describe("a rule for a case of its own", () => {
  const WEEKEND = "Orders placed on weekends ship on Monday.";
  it("counts less for a question that is not about its case, and fully for one that is", () => {
    expect(caseShare("When do orders ship out?", WEEKEND)).toBeLessThan(1);
    expect(caseShare("I ordered on Saturday, when will it ship?", WEEKEND)).toBe(1);
    expect(caseShare("does it ship on weekends", WEEKEND)).toBe(1);
    expect(
      caseShare("When do orders ship out?", "Orders placed before 2 pm leave our studio the same day."),
    ).toBe(1);
    // What to do after a reaction is no answer to whether a product suits sensitive skin.
    const after = "If a product irritates your skin, stop using it and contact us within 60 days.";
    expect(caseShare("Is the serum okay for sensitive skin?", after)).toBeLessThan(1);
    expect(caseShare("the serum irritated my skin, can I return it?", after)).toBe(1);
  });

  it("states the rule for a damaged order only to a customer who tells of damage", () => {
    const damaged =
      "Damaged or leaking items are replaced for free: email a photo within 14 days of delivery.";
    expect(answersAnotherCase("will I get an email when the money is on its way back?", damaged)).toBe(true);
    expect(answersAnotherCase("how will i know when my box left? do u send me something", damaged)).toBe(
      true,
    );
    expect(answersAnotherCase("the spf tube split open in the box, do i pay for a new one?", damaged)).toBe(
      false,
    );
    expect(answersAnotherCase("my serum arrived leaking everywhere", damaged)).toBe(false);
    expect(answersAnotherCase("do you replace broken items?", damaged)).toBe(false);
    // A rule that also covers a wrong item answers that too.
    const either = "If an item arrives damaged, leaking or is not what you ordered, email us within 14 days.";
    expect(answersAnotherCase("this is not what I ordered", either)).toBe(false);
  });

  it("ranks the reactions passage first when a reaction is told and a return asked", () => {
    const reactions = "If a product irritates your skin, stop using it. We refund it in full.";
    expect(preferenceRank(null, true, reactions, "We refund it in full.")).toBeGreaterThan(0);
    expect(preferenceRank(null, true, "Exchanges are free within 30 days.", "Exchanges are free.")).toBe(0);
    expect(preferenceRank(null, false, reactions, "We refund it in full.")).toBe(0);
  });
});

describe("the window to return in", () => {
  it("is asked by 'refund window' and answered by the days to return, not the refund's issue time", () => {
    for (const q of [
      "whats ur refund window",
      "what is the return period?",
      "how long do I have to return it",
    ]) {
      const prefer = preferredSentence(q);
      expect(prefer?.("Returns are accepted within 45 days of delivery for unopened products."), q).toBe(
        true,
      );
      expect(prefer?.(ISSUED), q).toBe(false);
    }
  });
});

describe("a sentence beside a warning", () => {
  const names = ["Retinal Night Renewal Serum", "Hydra Glow Serum"];
  const productsIn = (s: string) => names.filter((n) => s.includes(n));
  const warning =
    "Most of our products are fine to use during pregnancy. We do not recommend the Retinal Night Renewal Serum while pregnant or breastfeeding.";
  it("never tells to use the product the answer warns against (a walk read the two as contradicting)", () => {
    expect(
      usesWhatIsWarnedOf(
        warning,
        "If your skin is sensitive, patch test a new product, and start the Retinal Night Renewal Serum two nights a week.",
        productsIn,
      ),
    ).toBe(true);
    // Another product, a sentence restricting it too, or an answer warning of nothing: it may stand.
    expect(usesWhatIsWarnedOf(warning, "The Hydra Glow Serum is safe during pregnancy.", productsIn)).toBe(
      false,
    );
    expect(
      usesWhatIsWarnedOf(warning, "Never use the Retinal Night Renewal Serum with vitamin C.", productsIn),
    ).toBe(false);
    expect(
      usesWhatIsWarnedOf(
        "Start the Retinal Night Renewal Serum two nights a week.",
        "Use the Retinal Night Renewal Serum at night.",
        productsIn,
      ),
    ).toBe(false);
  });
});
