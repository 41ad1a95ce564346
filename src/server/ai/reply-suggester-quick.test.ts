import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./message-analyzer";
import { allText, brand, quoted, readAs, suggest } from "./reply-suggester.test-helper";

describe("suggestReplies: the quick reply and questions nobody answers", () => {
  it("makes the quick reply the question's answer however long, or a person's confirmation, never a pitch", () => {
    const pregnancy = quoted(
      "We do not recommend the Glow Serum while pregnant or breastfeeding; our Cloud Blush and every fragrance-free product are fine to keep using, and your doctor can advise you.",
      "FAQ",
      "document",
    );
    const text = "can i use the glow serum when pregnant";
    const asked = { message: { text }, analysis: readAs("product_inquiry") };
    const answered = suggest(text, { ...asked, grounding: { answer: pregnancy } });
    const quick = answered.suggestions[0]!;
    expect(pregnancy.quote.length).toBeGreaterThan(160);
    expect(quick.content).toContain(pregnancy.quote);
    expect(quick.content).not.toMatch(/lovely pick/);
    expect(quick.citations).toEqual([pregnancy]);

    const unanswered = suggest(text, { ...asked, grounding: { answer: null } });
    expect(unanswered.suggestions[0]!.content).toMatch(/will confirm/);
    expect(unanswered.suggestions[0]!.content).not.toMatch(/lovely pick|Glow Serum/);
  });

  it("states a source's answer in the quick reply of a question read as a partnership, keeping praise's warm quick reply", () => {
    const saved = quoted(
      "Yes! Our Glow Partners affiliate program pays 15% commission. Apply at aurellebeauty.com/partners.",
      "Saved answer",
      "document",
    );
    const text = "hey do you have an affiliate program?";
    const set = suggest(text, {
      message: { text },
      analysis: readAs("partnership"),
      grounding: { answer: saved },
    });
    expect(set.suggestions[0]!.content).toContain(saved.quote);
    expect(set.suggestions[0]!.citations).toEqual([saved]);
    // Said without asking, a partnership pitch keeps the intent's thanks.
    const pitch = "we'd love to collab, our agency works with beauty creators";
    const told = suggest(pitch, {
      message: { text: pitch },
      analysis: readAs("partnership"),
      grounding: { answer: saved },
    });
    expect(told.suggestions[0]!.content).not.toContain(saved.quote);
  });

  it("answers the latest message of a thread in the quick reply, not an earlier question", () => {
    const earlier = quoted("We do not ship to other countries yet.", "Shipping", "link");
    const own = quoted("Refunds reach your card within 5 to 7 business days.", "Returns", "link", "c2");
    const text = "how long do refunds take to show up";
    const base = { message: { text }, analysis: readAs("shipping_orders") };
    const both = suggest(text, { ...base, grounding: { answer: earlier, supporting: [own], latest: own } });
    expect(both.suggestions[0]!.content).toContain(own.quote);
    expect(both.suggestions[0]!.content).not.toContain(earlier.quote);
    // The detailed reply still answers both.
    expect(both.suggestions[1]!.content).toContain(earlier.quote);
    expect(both.suggestions[1]!.content).toContain(own.quote);

    const onlyEarlier = suggest(text, { ...base, grounding: { answer: earlier, latestUnanswered: true } });
    expect(onlyEarlier.suggestions[0]!.content).not.toContain(earlier.quote);
    expect(onlyEarlier.suggestions[0]!.content).toMatch(/will confirm/);
  });

  it("leaves a question about an order that no source answers to a person, unless its reply asks for the order", () => {
    // "my order" names the customer's own order, but only the order and account replies act on it:
    // a general question got "Great question, happy to help!", stating nothing, sendable alone.
    const general = analyzeMessage({ text: "Can I pick up my order in store?" });
    for (const intent of ["general_inquiry", "product_inquiry"] as const) {
      const set = suggest("Can I pick up my order in store?", {
        analysis: { ...general, normalized_intent: intent },
        grounding: { answer: null },
      });
      expect(set.grounding, intent).toBe("unanswered");
      expect(allText(set), intent).toMatch(/will confirm/);
    }
    const tracking = suggest("where is my order?", {
      analysis: { ...analyzeMessage({ text: "where is my order?" }), normalized_intent: "shipping_orders" },
      grounding: { answer: null },
    });
    expect(tracking.grounding).not.toBe("unanswered");
    expect(allText(tracking)).toMatch(/order number/i);
  });

  it("reads a buying message that asks of the brand without a question mark as asking: its quick reply answers", () => {
    // "is aurelle in sephora stores", read as purchase_intent: the quick reply was "Wonderful choice"
    // beside a detailed reply stating where the brand sells.
    const sold = quoted(
      "Online at aurellebeauty.com, in our Instagram shop @aurellebeauty and our TikTok shop @aurelle.beauty, and in person at the Aurelle Beauty Studio in Brooklyn, New York.",
      "Frequently Asked Questions",
      "link",
    );
    const aurelle = { ...brand, brand_name: "Aurelle Beauty" };
    for (const text of ["is aurelle in sephora stores", "is your night oil in stock at the studio"]) {
      const base = { message: { text }, analysis: readAs("purchase_intent"), brand: aurelle };
      const answered = suggest(text, { ...base, grounding: { answer: sold } });
      expect(sold.quote.length).toBeGreaterThan(160);
      expect(answered.suggestions[0]!.content, text).toContain(sold.quote);
      expect(answered.suggestions[0]!.content, text).not.toMatch(/wonderful choice/i);

      const unanswered = suggest(text, { ...base, grounding: { answer: null } });
      expect(unanswered.grounding, text).toBe("unanswered");
      expect(unanswered.suggestions[0]!.content, text).toMatch(/will confirm/);
    }
    // A wish to buy, not a question, keeps its cheer.
    const wish = "aurelle is my fave, need the night oil asap";
    const cheer = suggest(wish, {
      message: { text: wish },
      analysis: readAs("purchase_intent"),
      brand: aurelle,
    });
    expect(cheer.grounding).not.toBe("unanswered");
  });

  it("never makes the detailed reply the quick one's very words: it also invites the next question", () => {
    const weekend = quoted("Orders placed on weekends ship on Monday.", "Shipping", "link");
    const text = "do you send out orders on weekends";
    const inComment = suggest(text, {
      message: { text },
      analysis: readAs("shipping_orders"),
      grounding: { answer: weekend },
    });
    const [quick, detailed] = inComment.suggestions;
    expect(quick!.content).toContain(weekend.quote);
    expect(detailed!.content).toContain(weekend.quote);
    expect(detailed!.content).not.toBe(quick!.content);
    expect(detailed!.content).toMatch(/Anything else you'd like to know\? DM us anytime!$/);
    // In a DM it never asks the customer to DM.
    const inDm = suggest(text, {
      message: { text, message_type: "dm" },
      analysis: readAs("shipping_orders"),
      grounding: { answer: weekend },
    });
    expect(inDm.suggestions[1]!.content).toMatch(/Anything else you'd like to know\? Just ask!$/);
    // Nobody answered: the detailed reply is not the quick one's copy either.
    const open = suggest("can i order to germany", {
      message: { text: "can i order to germany" },
      analysis: readAs("shipping_orders"),
      grounding: { answer: null },
    });
    expect(open.suggestions[1]!.content).not.toBe(open.suggestions[0]!.content);
  });

  it("says sorry before the policy when an order problem is told upset, not when a question is asked", () => {
    const broken = quoted(
      "Damaged or leaking items are replaced for free: email a photo within 14 days of delivery.",
      "Returns",
      "link",
    );
    const told = suggest("my order arrived broken, so annoying", {
      message: { text: "my order arrived broken, so annoying" },
      analysis: { ...readAs("shipping_orders"), sentiment_classification: "negative" },
      grounding: { answer: broken },
    });
    for (const s of told.suggestions.slice(0, 2)) {
      expect(s.content).toMatch(/^Hey! (?:Oh no, we're so sorry!|We're so sorry about this\.)/);
      expect(s.content).toContain(broken.quote);
    }
    const asked = suggest("what if my order arrives broken?", {
      message: { text: "what if my order arrives broken?" },
      analysis: readAs("shipping_orders"),
      grounding: { answer: broken },
    });
    expect(allText(asked)).not.toMatch(/sorry/i);
  });
});
