import { describe, expect, it } from "vitest";
import { answerTypeOf, asksReactionReturn, speaksOfReaction, statesAnswerType } from "./answer-types";

describe("the kind of fact a question asks for", () => {
  it("reads ingredients, shades and stock from how the question asks", () => {
    expect(answerTypeOf("what oils r in the night oil", true)).toBe("ingredients");
    expect(answerTypeOf("Is there any oat in your Barrier Cream?", true)).toBe("ingredients");
    expect(answerTypeOf("what colours does the lip tint come in", true)).toBe("shades");
    expect(answerTypeOf("Le Skin Tint vient en combien de teintes?", true)).toBe("shades");
    expect(answerTypeOf("do u have the bakuchiol oil right now or is it out", true)).toBe("stock");
    expect(answerTypeOf("any Rosewood left in the velvet lip tint? its my everyday shade", true)).toBe(
      "stock",
    );
    expect(answerTypeOf("how many glow serums do u have left", true)).toBe("stock");
    expect(answerTypeOf("how strong is the bakuchiol in the night oil", true)).toBe("strength");
    expect(answerTypeOf("how much zinc in ur spf", false)).toBe("strength");
    expect(answerTypeOf("how much is in the bottle", false)).toBeNull();
    expect(answerTypeOf("how much hyaluronic acid is in the hydra glow serum", true)).toBe("strength");
    expect(answerTypeOf("how much does shipping cost in canada", false)).toBeNull();
    expect(answerTypeOf("Which carrier do you use?", false)).toBe("carrier");
    expect(answerTypeOf("how will i know where my parcel is", false)).toBe("tracking");
    expect(answerTypeOf("how will i know when my box actually left?", false)).toBe("tracking");
    // Where to find a list is no ask for what it says.
    expect(answerTypeOf("where can i see the ingredients for the clay mask", true)).toBeNull();
  });

  it("reads where the customer's own order is, which when orders ship tells and no shipping price does", () => {
    for (const question of ["has my order shipped yet", "did my package ship yet? I ordered on saturday"])
      expect(answerTypeOf(question, false), question).toBe("status");
    expect(answerTypeOf("when do orders ship?", false)).toBeNull();
    for (const sentence of [
      "Orders placed on weekends ship on Monday.",
      "You receive a tracking number by email as soon as your order ships.",
      "Orders to the United States arrive in 5 to 8 business days.",
    ])
      expect(statesAnswerType("status", sentence), sentence).toBe(true);
    for (const sentence of [
      "Shipping is free on Canadian orders over CA$60.",
      "Below that, standard shipping costs CA$8.",
      "Express orders cannot be delivered to PO boxes.",
    ])
      expect(statesAnswerType("status", sentence), sentence).toBe(false);
  });

  it("asks stock only of a named product, and nothing of other questions", () => {
    expect(answerTypeOf("is express shipping available in the yukon", false)).toBeNull();
    expect(answerTypeOf("how long does shipping take to toronto", false)).toBeNull();
    expect(answerTypeOf("what's in stock right now", false)).toBeNull();
    expect(answerTypeOf("what's the SPF in the barrier cream", true)).toBeNull();
  });

  it("reads where the brand is from, not the shipping or the price its words also hold", () => {
    for (const question of [
      "Are you guys a Canadian brand?",
      "are you a canadian company",
      "is this brand american",
      "where are you based?",
      "what country are you from",
      "where are your products made?",
      "is it made in china?",
      "wait ur a montreal brand?? my coworker swears ur from toronto lol settle this",
      "you're from toronto right?",
    ])
      expect(answerTypeOf(question, false), question).toBe("origin");
    for (const question of [
      "are you english speaking",
      "are you usually open on sundays",
      "do you ship to canada?",
      "are you a vegan brand?",
      "is the serum vegan",
      "you're a great brand!",
      "ur a clean brand right?",
    ])
      expect(answerTypeOf(question, false), question).not.toBe("origin");
    expect(
      statesAnswerType("origin", "Every order is packed by hand at our studio in Brooklyn, New York."),
    ).toBe(true);
    expect(statesAnswerType("origin", "Glow Theory is a Montreal brand.")).toBe(true);
    expect(statesAnswerType("origin", "We ship from our studio in Montreal to every province.")).toBe(true);
    expect(
      statesAnswerType("origin", "Canada: we ship to every province and territory in 5 to 8 business days."),
    ).toBe(false);
    expect(statesAnswerType("origin", "The Glow Ritual Set costs US$98.00.")).toBe(false);
  });

  it("reads 'how often' as a frequency, which a price or size line does not state", () => {
    expect(answerTypeOf("how often should i use the clay mask", true)).toBe("frequency");
    expect(answerTypeOf("how many times a week can I use it?", false)).toBe("frequency");
    expect(answerTypeOf("how long does shipping take", false)).toBeNull();
    for (const said of [
      "Use it twice a week on clean skin.",
      "Start the Retinal Night Renewal Serum two nights a week.",
      "Apply every evening after cleansing.",
      "Use 2-3 times per week.",
    ])
      expect(statesAnswerType("frequency", said), said).toBe(true);
    for (const said of [
      "The Pink Clay Detox Mask costs US$30.00.",
      "The Pink Clay Detox Mask comes in 1 size: 75 ml.",
    ])
      expect(statesAnswerType("frequency", said), said).toBe(false);
  });

  it("reads how to reach the brand as contact, which only an address, a number or where the team answers states", () => {
    for (const q of ["how do I contact customer service", "what is your phone number", "how can i reach you"])
      expect(answerTypeOf(q, false), q).toBe("contact");
    expect(
      statesAnswerType(
        "contact",
        "Customer care answers by email at care@glowtheory.example, Monday to Friday.",
      ),
    ).toBe(true);
    expect(statesAnswerType("contact", "Email us at hello@aurellebeauty.com with your order number.")).toBe(
      true,
    );
    for (const said of [
      "If a product irritates your skin, stop using it and contact us within 60 days of delivery.",
      "Reply to your order confirmation email as soon as possible.",
    ])
      expect(statesAnswerType("contact", said), said).toBe(false);
  });

  it("takes a sentence only when it states that kind of fact", () => {
    const oil = "The Bakuchiol Night Oil combines 1% bakuchiol with rosehip and jojoba oils.";
    expect(statesAnswerType("ingredients", oil)).toBe(true);
    expect(statesAnswerType("ingredients", "The Bakuchiol Night Oil costs $48.00.")).toBe(false);
    expect(statesAnswerType("ingredients", "Our serums are fragrance-free.")).toBe(true);
    expect(statesAnswerType("ingredients", "Aurelle Beauty is cruelty-free: we never test on animals.")).toBe(
      false,
    );
    expect(statesAnswerType("ingredients", "Exchanges are free.")).toBe(false);
    expect(statesAnswerType("shades", "The Velvet Lip Tint comes in 4 shades: Rosewood, Fig.")).toBe(true);
    expect(statesAnswerType("shades", "The Velvet Lip Tint is coloured with iron oxides.")).toBe(false);
    expect(statesAnswerType("stock", "The Bakuchiol Night Oil is currently sold out.")).toBe(true);
    expect(statesAnswerType("carrier", "Canada Post and UPS carry our parcels.")).toBe(true);
    expect(statesAnswerType("carrier", "Damaged items are replaced within 14 days of delivery.")).toBe(false);
    expect(statesAnswerType(null, "Anything at all.")).toBe(true);
  });

  it("reads a reaction told, asking nothing else, as asking what the brand does about it", () => {
    expect(answerTypeOf("the cream gave me breakouts everywhere", false)).toBe("reaction");
    expect(answerTypeOf("my face is red and burning after the retinal serum, what do i do?", false)).toBe(
      "reaction",
    );
    // A habit, a return asked for, or a question of its own: answered as asked.
    expect(answerTypeOf("jojoba gives me hives, is it in any of your products?", false)).not.toBe("reaction");
    expect(answerTypeOf("the barrier cream broke me out, can i return it?", false)).toBeNull();
    expect(answerTypeOf("the cleanser broke me out, is it non-comedogenic?", false)).toBeNull();
    const tip =
      "If your skin is sensitive, patch test a new product on your inner arm for 24 hours, and start the Retinal Night Renewal Serum two nights a week.";
    expect(statesAnswerType("reaction", tip)).toBe(false);
    expect(
      statesAnswerType(
        "reaction",
        "If a product irritates your skin, stop using it and contact us within 60 days.",
      ),
    ).toBe(true);
  });
  it("reads 'available in a bigger size' as a question of sizes, not of stock", () => {
    expect(answerTypeOf("is the glow serum available in a bigger size", true)).toBeNull();
    expect(answerTypeOf("is the glow serum available in 50 ml?", true)).toBeNull();
    expect(answerTypeOf("is the glow serum available?", true)).toBe("stock");
  });
});

describe("a reaction told with a return asked", () => {
  it("is read in the verb form too, and answered from the passage about reactions", () => {
    expect(asksReactionReturn("the serum irritated my skin, can I return it?")).toBe(true);
    expect(asksReactionReturn("i got a rash from the vitamin c serum, can i get a refund?")).toBe(true);
    expect(asksReactionReturn("can I return it?")).toBe(false);
    expect(asksReactionReturn("the serum irritated my skin, what do I do?")).toBe(false);
    expect(speaksOfReaction("If a product irritates your skin, stop using it and contact us.")).toBe(true);
    expect(speaksOfReaction("Exchanges for another shade are free within 30 days.")).toBe(false);
  });
});
