import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import type { BrandPack } from "@shared/ai/brand-pack.schema";
import { describe, expect, it } from "vitest";

const EMOJI = /\p{Extended_Pictographic}/u;

import { allText, brand, quoted, readAs, suggest } from "./reply-suggester.test-helper";

describe("suggestReplies", () => {
  it("returns quick, detailed and action, with a tracked-link slot on a purchase", () => {
    const set = suggest("omg i need the glow serum, where do i buy it");
    expect(set.suggestions.map((s) => s.suggestion_type)).toEqual(["quick", "detailed", "action"]);
    expect(set.suggestions[2]?.content).toContain(TRACKING_LINK_SLOT);
    expect(set.has_tracking_link_slot).toBe(true);
    expect(allText(set)).toContain("Glow Serum");
    expect(set.product_ids).toEqual(["serum"]);
  });

  it("asks a complaint for a photo only of what a photo shows", () => {
    const action = (text: string, message_type: "dm" | "comment" = "dm") =>
      suggest(text, { analysis: readAs("complaint"), message: { text, message_type } }).suggestions[2]
        ?.content ?? "";
    expect(action("the jar arrived cracked, order #1047")).toMatch(/photo/);
    expect(action("you sent me the wrong shade")).toMatch(/order number and a photo/);
    expect(action("I've emailed twice about order #1306 and nobody answers")).not.toMatch(/photo/);
    expect(action("I've emailed twice about order #1306 and nobody answers")).toContain(
      "looking into order #1306",
    );
    expect(action("3 weeks and my order still hasn't arrived")).toMatch(/order number and what happened/);
  });

  it("uses the caller's slot token when given", () => {
    const set = suggest("how much is the glow serum? want to order", { trackingLinkSlot: "[[LINK]]" });
    expect(set.suggestions[2]?.content).toContain("[[LINK]]");
  });

  it("never uses a never-phrase, whatever its case, in any suggestion", () => {
    const strict: BrandPack = {
      ...brand,
      response_rules: {
        always: [],
        never: ["Great question", "don't say 'cheap'", "DM"],
        auto_escalate_keywords: [],
      },
      products: undefined,
    } as BrandPack;
    for (const text of [
      "is the serum ok for sensitive skin",
      "where is my order",
      "my palette arrived broken",
      "hi!",
    ]) {
      const lowered = allText(suggest(text, { brand: strict })).toLowerCase();
      expect(lowered).not.toContain("great question");
      expect(lowered).not.toContain("cheap");
      expect(lowered).not.toContain("dm");
    }
  });

  it("never offers a hidden product, even when the customer names it", () => {
    const set = suggest("i want the lip oil, link?");
    expect(allText(set)).not.toContain("Lip Oil");
    expect(set.product_ids).not.toContain("oil");
  });

  it("names a product by two words of its title or its kind, never by one everyday word of it", () => {
    const catalogue = [
      { id: "liner", title: "Shade Match Lip Liner", price_min: 18 },
      { id: "balm", title: "Melt Away Cleansing Balm", price_min: 32 },
    ];
    // Before: "our Shade Match Lip Liner (US$18.00) is ready for you" to a price-match question.
    expect(suggest("do you price match", { products: catalogue }).product_ids).toEqual([]);
    expect(suggest("is the lip liner waterproof?", { products: catalogue }).product_ids).toEqual(["liner"]);
    expect(suggest("how do i use the balm", { products: catalogue }).product_ids).toEqual(["balm"]);
  });

  it("prefers a featured product when the message names none", () => {
    const set = suggest("take my money!! what should i buy");
    expect(set.product_ids).toEqual(["blush"]);
    expect(allText(set)).toContain("Cloud Blush");
  });

  it("uses emoji only when the brand does", () => {
    expect(allText(suggest("love love love this brand 😍"))).toMatch(EMOJI);
    const plain = suggest("love love love this brand 😍", { brand: { ...brand, use_emojis: false } });
    expect(allText(plain)).not.toMatch(EMOJI);
  });

  it("puts a knowledge fact that answers the question in the detailed reply", () => {
    const withKnowledge: BrandPack = {
      ...brand,
      knowledge: [
        {
          source_name: "Shipping policy",
          text: "We ship across Canada in 2-4 business days. Orders over $50 ship free.",
        },
        { source_name: "FAQ", text: "The Glow Serum is fragrance free and safe for sensitive skin." },
      ],
    };
    const set = suggest("how long does shipping take to canada?", { brand: withKnowledge });
    expect(set.suggestions[1]?.content).toContain("We ship across Canada in 2-4 business days.");
    expect(set.knowledge_sources).toEqual(["Shipping policy"]);
  });

  it("writes professionally for a professional brand and adds its always-phrase", () => {
    const formal: BrandPack = {
      ...brand,
      formality_level: "professional",
      use_emojis: false,
      response_rules: {
        always: ["Sign off with 'Warmly, Team Lunara'"],
        never: [],
        auto_escalate_keywords: [],
      },
    };
    const set = suggest("hello, do you ship to the uk?", { brand: formal });
    expect(set.suggestions[0]?.content.startsWith("Hello")).toBe(true);
    // Every reply signs off as told, the quick and action replies too (a tester's brand got it in
    // the detailed reply only, and not at all when the rule read "Sign off with: ...").
    for (const s of set.suggestions) expect(s.content).toContain("Warmly, Team Lunara");
    const withColon = {
      ...formal,
      response_rules: { ...formal.response_rules, always: ["Sign off with: Glow on, the Aurelle team"] },
    };
    for (const s of suggest("do you ship to the uk?", { brand: withColon }).suggestions)
      expect(s.content.endsWith("Glow on, the Aurelle team")).toBe(true);
  });

  it("never asks a customer who is already in a DM to DM the brand, in either voice", () => {
    const formal: BrandPack = { ...brand, formality_level: "professional", use_emojis: false };
    const messages = [
      "which of your products would suit dry skin?",
      "my parcel arrived broken, the bottle leaked everywhere",
      "where is my order #1042",
      "the checkout page keeps giving me an error",
      "I'd love to collaborate, I'm a creator with 40k followers",
      "I had an allergic reaction to the glow serum and my eyes swelled shut",
      "you should make a bigger size",
      "lol",
    ];
    for (const voice of [brand, formal])
      for (const text of messages) {
        const inDm = suggest(text, { brand: voice, message: { text, message_type: "dm" } });
        expect(allText(inDm), text).not.toMatch(/\bDM\b|direct message/i);
      }
    // In a public comment, the action reply still takes the conversation private.
    const comment = suggest("my parcel arrived broken, the bottle leaked everywhere", {
      message: { text: "my parcel arrived broken, the bottle leaked everywhere", message_type: "comment" },
    });
    expect(comment.suggestions[2]?.content).toMatch(/\bDM\b/);
  });

  it("asks for no order number when a policy question is answered from the knowledge", () => {
    const answer = quoted(
      "You can return products within 30 days of delivery for a full refund.",
      "Returns",
      "link",
    );
    const set = suggest("what is your return policy", { grounding: { answer } });
    expect(allText(set)).toContain(answer.quote);
    expect(allText(set)).not.toMatch(/order number/i);
    expect(allText(suggest("where is my order? it is late", { grounding: { answer: null } }))).toMatch(
      /order number/i,
    );
  });

  it("answers a partnership question the knowledge answers without the welcome to creators", () => {
    const answer = quoted(
      "Wholesale accounts are open to spas and boutiques: email wholesale@glow.test.",
      "FAQ",
      "document",
    );
    const set = suggest("Do you offer wholesale?", {
      grounding: { answer },
      analysis: readAs("partnership"),
    });
    const detailed = set.suggestions[1]?.content ?? "";
    expect(detailed).toContain(answer.quote);
    expect(detailed).not.toMatch(/creators and partners/);
    // A pitch the knowledge does not answer is welcomed as before.
    const pitch = suggest("we'd love to collab on a reel", { analysis: readAs("partnership") });
    expect(pitch.suggestions[1]?.content).toMatch(/creators and partners/);
  });

  it("leaves a buying question no source answers to a person, and a buying remark to the template", () => {
    const asked = suggest("do you have a student discount?", { grounding: { answer: null } });
    expect(asked.grounding).toBe("unanswered");
    expect(allText(asked)).toMatch(/will confirm/);
    const remark = suggest("omg I need this in every shade!!", { grounding: { answer: null } });
    expect(remark.grounding).not.toBe("unanswered");
  });

  it("never asks again for the order number the customer gave, and sends an upset customer no emoji", () => {
    for (const text of [
      "hey, I ordered 2 weeks ago and still nothing. order #1042",
      "my order 1042 arrived with the cap broken, not happy",
    ]) {
      const set = suggest(text, { message: { text, message_type: "dm" } });
      expect(allText(set), text).not.toMatch(/your order number/i);
      expect(allText(set), text).toContain("#1042");
      expect(allText(set), text).not.toMatch(EMOJI);
    }
    expect(allText(suggest("where is my order?", { grounding: { answer: null } }))).toMatch(/order number/i);
  });

  it("answers a crisis carefully: no product, no link, no emoji", () => {
    const set = suggest("i had an allergic reaction to the glow serum and my eyes swelled shut");
    expect(set.has_tracking_link_slot).toBe(false);
    expect(set.product_ids).toEqual([]);
    expect(allText(set)).not.toMatch(EMOJI);
    expect(allText(set)).toContain("medical advice");
    // Each of the three says what to do now, the quick one too.
    for (const s of set.suggestions) expect(s.content, s.suggestion_type).toContain("stop using the product");
    expect(set.suggestions[0]?.content).toContain("stop using the product");
  });

  it("states the policy the index found in a crisis reply, after the safety advice", () => {
    const answer = quoted(
      "Opened products can be returned within 30 days if they caused a skin reaction.",
      "Returns & Exchanges",
      "document",
      "c2",
    );
    const set = suggest("can i return the serum? it gave me a rash", {
      grounding: { answer, supporting: [] },
    });
    const detailed = set.suggestions[1]?.content ?? "";
    expect(detailed).toContain("medical advice");
    expect(detailed.indexOf(answer.quote)).toBeGreaterThan(detailed.indexOf("medical advice"));
    expect(set.suggestions[1]?.citations).toEqual([answer]);
    expect(set.product_ids).toEqual([]);
    // Without the index's finding, a crisis reply states nothing from word overlap.
    const unground = suggest("can i return the serum? it gave me a rash", {
      brand: { ...brand, knowledge: [{ source_name: "Returns", text: answer.quote }] },
    });
    expect(allText(unground)).not.toContain(answer.quote);
  });

  it("names the product a product's sentence speaks of when the sentence does not", () => {
    const answer = quoted("A rich moisturiser for dry and sensitive skin.", "Barrier Cream", "product", "c3");
    const set = suggest("which moisturiser is best for dry sensitive skin", {
      grounding: { answer, supporting: [] },
    });
    expect(set.suggestions[1]?.content).toContain(
      "Barrier Cream: A rich moisturiser for dry and sensitive skin.",
    );
    expect(set.suggestions[1]?.citations).toEqual([answer]);
  });

  it("states every quote the knowledge index found, each with its citation", () => {
    const answer = quoted(
      "Standard shipping takes 3 to 5 business days within Canada.",
      "Shipping Policy",
      "document",
    );
    const supporting = [
      { ...answer, quote: "Express shipping delivers in 1 to 2 business days anywhere in Canada for CA$15." },
    ];
    const set = suggest("How long does delivery take in Canada?", { grounding: { answer, supporting } });
    const detailed = set.suggestions[1];
    expect(detailed?.content).toContain(answer.quote);
    expect(detailed?.content).toContain(supporting[0]!.quote);
    // The quick reply states the answer itself: it is not the detailed one again.
    expect(set.suggestions[0]?.content).toContain(answer.quote);
    expect(set.suggestions[0]?.content).not.toContain(supporting[0]!.quote);
    expect(detailed?.citations).toEqual([answer, supporting[0]]);
    expect(set.grounding).toBe("answered");
  });

  it("states a short answer in the quick reply of a question, and says no 'going to love it' to a buying question", () => {
    const price = quoted("The Glow Serum costs CA$38.00.", "Glow Serum", "product", "c2");
    const priced = suggest("price??", {
      analysis: readAs("purchase_intent"),
      grounding: { answer: price },
    });
    expect(priced.suggestions[0]?.content).toContain(price.quote);
    expect(priced.suggestions[0]?.citations.map((c) => c.quote)).toEqual([price.quote]);
    const asked = suggest("can I order the glow serum to Toronto?", {
      analysis: readAs("purchase_intent"),
      grounding: { answer: null },
    });
    expect(asked.suggestions[0]?.content).not.toMatch(/going to love it|Wonderful choice/);
    const samples = suggest("do you offer samples?", {
      analysis: readAs("general_inquiry"),
      grounding: { answer: null },
    });
    expect(samples.suggestions[0]?.content).not.toContain("You just made our day!");
    // A complaint's quick reply keeps its apology.
    const broken = suggest("my serum arrived broken, can I get a refund?", {
      analysis: readAs("complaint"),
      grounding: { answer: { ...price, quote: "Damaged items are replaced for free." } },
    });
    expect(broken.suggestions[0]?.content).not.toContain("Damaged items are replaced");
  });

  it("opens a sentence with the product line capitalised", () => {
    const set = suggest("tell me about the glow serum", {
      brand: { ...brand, formality_level: "professional" },
      analysis: readAs("product_inquiry"),
    });
    expect(allText(set)).toContain("Our Glow Serum");
    expect(allText(set)).not.toMatch(/\. our Glow Serum/);
  });

  it("leaves out a greeting the brand bans, and keeps the answer it opens", () => {
    const price = quoted("The Peptide Eye Cream costs US$40.00.", "Peptide Eye Cream", "product", "c9");
    const set = suggest("What is the price of the Peptide Eye Cream?", {
      brand: {
        ...brand,
        formality_level: "professional",
        response_rules: { always: [], never: ["Hello"], auto_escalate_keywords: [] },
      },
      analysis: readAs("product_inquiry"),
      grounding: { answer: price },
    });
    for (const s of set.suggestions.slice(0, 2)) {
      expect(s.content).toContain(price.quote);
      expect(s.content).not.toMatch(/hello/i);
    }
  });

  it("answers a question the analysis could not place, or one about buying, as a question; no 'Good question!' when nothing is asked", () => {
    const unplaced = suggest("Do you have any events in Seattle?", {
      analysis: readAs("catch_all"),
      grounding: { answer: null },
    });
    expect(unplaced.grounding).toBe("unanswered");
    expect(unplaced.suggestions[1]?.content).toContain("someone from our team will confirm");
    expect(allText(unplaced)).not.toContain("Thanks for stopping by");
    const hours = quoted("The studio is open Tuesday to Sunday from 11 am to 7 pm.", "Visit us", "link");
    const answered = suggest("is the studio open on sundays?", {
      analysis: readAs("catch_all"),
      grounding: { answer: hours },
    });
    expect(answered.grounding).toBe("answered");
    expect(answered.suggestions[0]?.content).toContain(hours.quote);
    // A buying question is answered, not cheered; a report that asks nothing is no "Good question!".
    const discount = suggest("Do you offer a student discount?", {
      analysis: readAs("purchase_intent"),
      grounding: { answer: null },
    });
    expect(discount.suggestions[1]?.content).not.toContain("So happy you want to try it");
    expect(discount.suggestions[1]?.content).toContain("Good question!");
    const code = suggest("my friend gave me a code but it doesn't work", {
      analysis: readAs("support_request"),
      grounding: { answer: null },
    });
    expect(code.suggestions[1]?.content).toContain("someone from our team will confirm");
    expect(code.suggestions[1]?.content).not.toContain("Good question!");
    // A how-to question is not apologised for; a support problem that reads negative is.
    const howTo = suggest("how do I reset my password?", {
      analysis: { ...readAs("support_request"), sentiment_classification: "neutral" },
      grounding: { answer: null },
    });
    expect(allText(howTo)).not.toMatch(/sorry/i);
    const locked = suggest("I'm locked out of my account again", {
      analysis: { ...readAs("support_request"), sentiment_classification: "negative" },
      grounding: { answer: null },
    });
    expect(locked.suggestions[1]?.content).toMatch(/sorry/i);
    const chatter = suggest("lol same", { analysis: readAs("catch_all"), grounding: { answer: null } });
    expect(chatter.grounding).toBe("not_needed");
    expect(chatter.suggestions[0]?.content).toContain("Thanks for stopping by");
  });

  it("asks for the skin type only when the customer asks which product suits them", () => {
    const vegan = quoted("All Lunara products are vegan.", "FAQ", "document");
    const fact = suggest("is the glow serum vegan?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: vegan },
    });
    expect(allText(fact)).not.toMatch(/skin type/i);
    expect(fact.suggestions[1]?.content).toContain(vegan.quote);
    const shipping = suggest("does the free shipping work for the US too?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: null },
    });
    expect(allText(shipping)).not.toMatch(/skin type/i);
    expect(shipping.suggestions[1]?.content).toContain("someone from our team will confirm");
    const match = suggest("what do you recommend for dark spots?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: null },
    });
    expect(match.suggestions[1]?.content).toContain("Tell us your skin type");
    // Told already: not asked again.
    const told = suggest("which moisturiser would you recommend for dry skin?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: null },
    });
    expect(allText(told)).not.toMatch(/skin type/i);
  });

  it("reads a comment that asks without a question mark as a question", () => {
    const which = suggest("which one should I get, I'm new to skincare", {
      analysis: readAs("purchase_intent"),
      grounding: { answer: null },
    });
    expect(allText(which)).not.toContain("going to love it");
    expect(which.suggestions[1]?.content).toContain("someone from our team will confirm");
    const wish = suggest("can't wait to try it", {
      analysis: readAs("purchase_intent"),
      grounding: { answer: null },
    });
    expect(allText(wish)).toContain("going to love it");
  });

  it("leaves a question about a named product to a person when no source answers it, and pitches nothing beside an answer", () => {
    const unanswered = suggest("does the glow serum have any fragrance in it", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: null },
    });
    expect(unanswered.grounding).toBe("unanswered");
    expect(allText(unanswered)).not.toContain("Many customers love");
    const vegan = quoted("The Glow Serum is vegan.", "FAQ", "document");
    const answered = suggest("is the glow serum vegan?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: vegan },
    });
    expect(answered.grounding).toBe("answered");
    expect(allText(answered)).not.toContain("Many customers love");
  });

  it("says the key message where it adds something: not to spam, not beside an answer from the knowledge", () => {
    const key = "Every formula is vegan and made in Canada.";
    expect(brand.key_messages).toEqual([key]);
    const asked = suggest("what's in the glow serum?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: quoted("The Glow Serum holds 10% niacinamide.", "Guide", "document") },
    });
    expect(allText(asked)).not.toContain(key);
    const claim = suggest("is the glow serum vegan?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: quoted("All Lunara products are vegan and cruelty-free.", "FAQ", "document") },
    });
    expect(allText(claim)).not.toContain(key);
    const spam = suggest("free followers at my page", {
      analysis: { ...readAs("catch_all"), labels: ["possible_spam"] },
    });
    expect(allText(spam)).not.toContain(key);
    // Nor after a policy answer it has nothing to do with, nor after "a person will confirm".
    const policy = suggest("how long does shipping take?", {
      analysis: readAs("general_inquiry"),
      grounding: { answer: quoted("Standard shipping takes 3 to 5 business days.", "Shipping", "link") },
    });
    expect(policy.suggestions[1]?.content).toContain("3 to 5 business days");
    expect(allText(policy)).not.toContain(key);
    const open = suggest("is the glow serum safe with tretinoin?", {
      analysis: readAs("product_inquiry"),
      grounding: { answer: null },
    });
    expect(open.grounding).toBe("unanswered");
    expect(allText(open)).not.toContain(key);
    // A greeting and praise still close with it.
    expect(allText(suggest("hi!!", { analysis: readAs("greeting") }))).toContain(key);
  });
});
