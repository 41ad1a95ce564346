import { describe, expect, it } from "vitest";
import {
  asksDestination,
  conceptsOf,
  focusOf,
  holdsFocus,
  matchStrength,
  namesIn,
  SHAPES,
  storyConcepts,
  unknownNames,
  withWrongItemSaid,
} from "./knowledge-query";
import { conceptWeights, rankSentences, withoutMentions } from "./knowledge-sentences";
import { MATCH_BUDGET, toTsQueries } from "./knowledge-tsquery";
import { preferredSentence } from "./preferred-sentence";
import { stemsOf } from "./word-stems";

const counts = (table: Record<string, number>) => (term: string) => table[term] ?? 0;

describe("candidate queries", () => {
  it("pair every concept on a small index", () => {
    const { pairs, any } = toTsQueries(conceptsOf("exchange skin tint"), () => 5);
    // Three concepts (exchange, skin, tint): three pairs.
    expect(pairs?.rank.match(/&/g)).toHaveLength(3);
    expect(any?.within).toContain("tint");
  });

  it("leave out words no passage holds", () => {
    const q = toTsQueries(conceptsOf("paypal tint"), counts({ tint: 3 }));
    expect(q.pairs).toBeNull();
    expect(q.any?.within).toBe("(tint)");
  });

  it("pick candidates by the rare words when common ones fill the index", () => {
    const common = MATCH_BUDGET * 5;
    const q = toTsQueries(
      conceptsOf("customs charges on orders"),
      counts({ customs: common, order: common, charge: 4 }),
    );
    // Only pairs holding the rare concept fit; they are looked up through it.
    expect(q.pairs?.within).toContain("charge");
    expect(q.pairs?.within).not.toContain("customs");
    expect(q.pairs?.rank).toContain("customs");
    // The cost concept is looked up by the one of its words passages hold.
    expect(q.any?.within.startsWith("(charge)")).toBe(true);
  });

  it("leave out the synonyms no passage holds, and keep phrases whole", () => {
    const q = toTsQueries(conceptsOf("can i return it"), counts({ return: 7, refund: 2, back: 3, send: 4 }));
    const terms = q.any?.within.slice(1, -1).split(" | ") ?? [];
    expect(terms).toContain("return");
    expect(terms).toContain("refund");
    expect(terms).toContain("(send <-> back)");
    // French and Spanish synonyms no passage holds are not searched for.
    expect(terms).not.toContain("rembourser");
    expect(terms).not.toContain("devolucion");
    expect(terms).not.toContain("exchange");
  });

  it("require every concept when no pair fits", () => {
    const common = MATCH_BUDGET * 5;
    const q = toTsQueries(conceptsOf("customs orders"), counts({ customs: common, order: common }));
    expect(q.pairs?.within).toBe(q.pairs?.rank);
    expect(q.pairs?.within).toContain(" & ");
  });
});

describe("a question's concepts", () => {
  it("read a date as what 'when' asks for, and 'may' as a verb", () => {
    const when = SHAPES.long!;
    for (const said of [
      "Our next sitewide sale runs December 12 to 15.",
      "The holiday edit launches on 3 March.",
      "We restock every January.",
      "Orders placed by Dec. 18 arrive before the holidays.",
      "Ships in 3 to 5 business days.",
    ])
      expect(when.test(said), said).toBe(true);
    for (const said of ["You may return it for a refund.", "March into spring with our new tint."])
      expect(when.test(said), said).toBe(false);
  });

  const keys = (q: string) => conceptsOf(q).map((c) => c.key);

  it("read no price in 'too much' or 'thank you so much'", () => {
    expect(keys("can i layer the serum and the night oil or is that too much")).not.toContain("cost");
    expect(keys("thank you so much, how long does shipping take")).not.toContain("cost");
    expect(keys("how much is the serum")).toContain("cost");
    expect(keys("how much hyaluronic acid is in the hydra glow serum")).not.toContain("cost");
    expect(keys("how much does shipping cost in canada")).toContain("cost");
  });

  it("read 'do I pay anything' as whether it is free", () => {
    expect(keys("Do I have to pay anything to swap it for Light?")).toEqual(
      expect.arrayContaining(["free", "return"]),
    );
    expect(keys("Do I have to pay anything to swap it for Light?")).not.toContain("cost");
    expect(keys("who pays the postage if i send something back?")).toContain("cost");
  });

  it("read 'keep' as how long a product keeps only when it is asked so", () => {
    expect(keys("how long does the serum keep once opened")).toContain("expire");
    for (const q of [
      "we're trying to conceive and I keep reading mixed things about retinol",
      "only want to return the cleanser from the set and keep the rest, ok?",
      "what's in the lip tint that keeps lips soft",
      "my code keeps saying invalid",
    ])
      expect(keys(q), q).not.toContain("expire");
  });

  it("read dollar signs with no amount as the price asked, and 'pale' as the fair shades", () => {
    expect(keys("skin tint $$ and do u have a shade for super pale ppl")).toEqual(
      expect.arrayContaining(["cost", "fair", "shade"]),
    );
    expect(keys("lip tint $?")).toContain("cost");
    expect(keys("is it free over $50?")).not.toContain("cost");
  });

  it("read a misspelt commerce word as the word meant", () => {
    expect(keys("how long is delivry")).toContain("ship");
    expect(keys("can i retrun it")).toContain("return");
    // A short real word one letter from a known one is not a typo, nor is one that changes the
    // first letter ("barrier" is no "carrier").
    expect(keys("do you have a toner")).not.toContain("shade");
    expect(keys("is the barrier cream thick")).not.toContain("ship");
  });

  it("leave chat shorthand out and read a stretched word once", () => {
    expect(keys("r u guys shipping to halifax??")).toEqual(["place:canada", "ship"]);
    expect(keys("pleaseee")).toEqual([]);
    // "anywhere" asks nowhere in particular: "anywhere in Canada" of a shipping line is no answer.
    expect(keys("do you have a physical store anywhere?")).toEqual(["store"]);
  });

  it("read the card paid with as the original payment method, and an event as what 'when' asks", () => {
    expect(keys("refund as store credit or back on my card")).toContain("original payment method");
    expect(keys("issued to the original payment method")).toContain("original payment method");
    // A card put with a gift is a note, not a way to pay.
    expect(keys("can you add a little card to a gift order")).not.toContain("original payment method");
    expect(keys("can you add a little card to a gift order")).toContain("gift note");
    expect(keys("free gift wrapping with a handwritten note")).toContain("gift note");
    const replacement = conceptsOf("when do u send the replacement shade");
    const when = focusOf("when do u send the replacement shade", replacement);
    expect(
      when && holdsFocus(when, "we send the new shade as soon as your return is scanned", new Set()),
    ).toBe(true);
    // How long a parcel takes is a time, never an event.
    const arrive = "when will my package arrive if I order today";
    const trip = focusOf(arrive, conceptsOf(arrive));
    expect(
      trip && holdsFocus(trip, "We email a tracking number as soon as your order ships.", new Set()),
    ).toBe(false);
  });

  it("read 'ordered X but got Y' as the wrong item, and 'but got no email' as no such thing", () => {
    expect(keys(withWrongItemSaid("ordered Cherry lip oil but got Guava?? what do I do"))).toContain(
      "not what i ordered",
    );
    expect(keys(withWrongItemSaid("bought the tint in medium but received light"))).toContain(
      "not what i ordered",
    );
    expect(withWrongItemSaid("I ordered yesterday but got no confirmation email")).toBe(
      "I ordered yesterday but got no confirmation email",
    );
  });

  it("read 'a certain amount' as the threshold, which '$50 or more' states", () => {
    const minimum = conceptsOf("is there free shipping over a certain amount?").find(
      (c) => c.key === "minimum",
    );
    expect(minimum?.shape?.test("free on orders of $50 or more")).toBe(true);
    expect(minimum?.shape?.test("is it rich or more lightweight")).toBe(false);
    // A link is where the customer points: its letters ask nothing.
    expect(withoutMentions("look https://www.example.com/abcdefghij do you ship to canada?")).toBe(
      "look do you ship to canada?",
    );
  });

  it("read leaving the warehouse as shipping, and a day of the weekend as the weekend", () => {
    expect(keys("when does it actually leave ur warehouse")).toContain("ship");
    expect(keys("Orders placed before 2 pm leave our studio the same day")).toContain("ship");
    expect(keys("ordered on saturday")).toEqual(keys("ordered on the weekend"));
  });

  it("read a phrase with its object inside, and an idiom as no topic", () => {
    expect(keys("can i send stuff back if i change my mind")).toEqual(["return"]);
    expect(keys("can you wrap it as a present")).toEqual(["wrap"]);
  });

  it("read a stopword with an ending, and irregular forms, as the word they come from", () => {
    expect(keys("how long till it gets here")).not.toContain("get");
    expect(keys("I've tried it and it didn't work")).not.toEqual(expect.arrayContaining(["ve"]));
    expect(keys("I've tried it and it didn't work")).not.toContain("didn");
    expect(keys("the cap broke in the mail")).toContain("damaged");
    expect(keys("i broke out in hives")).toContain("acne");
  });

  it("match a phrase by its words, never by an everyday word of it alone", () => {
    const sameDay = conceptsOf("does it go out today or tmrw").find((c) => c.key === "same day")!;
    const text = "Go to our returns page and enter your order number.";
    expect(matchStrength(sameDay, text, stemsOf(text))).toBe(0);
    const cutoff = "Orders placed before 1 pm ship the same day.";
    expect(matchStrength(sameDay, cutoff, stemsOf(cutoff))).toBeGreaterThan(0);
  });

  it("read French and accented words as the same concepts", () => {
    expect(keys("combien coûte la livraison à Montréal?")).toEqual(
      expect.arrayContaining(["place:canada", "cost", "ship"]),
    );
    expect(keys("est-ce que je peux retourner un produit ouvert")).toContain("return");
  });

  it("read Spanish as the same concepts, its function words as no topic", () => {
    expect(keys("hola! cuánto cuesta el envío a Canadá y cuánto tarda?")).toEqual(
      expect.arrayContaining(["place:canada", "cost", "ship", "long"]),
    );
    expect(keys("cuál es su política de devoluciones?")).toEqual(["return"]);
    expect(keys("el skin tint es vegano?")).toContain("vegan");
    expect(asksDestination("¿Hacen envíos a México?")).toBe(true);
    expect(asksDestination("¿cuánto tarda el envío?")).toBe(false);
  });

  it("ask for a time only where a clause opens with 'when'", () => {
    const focus = (q: string) => focusOf(q, conceptsOf(q))?.key ?? null;
    expect(focus("When do orders ship?")).toBe("long");
    expect(focus("ok when will it arrive")).toBe("long");
    expect(focus("do i earn points when i shop")).toBeNull();
    expect(keys("do i earn points when i shop")).not.toContain("long");
  });

  it("ask for what 'is there a ...' names, past an everyday word", () => {
    const focus = (q: string) => focusOf(q, conceptsOf(q))?.key ?? null;
    expect(focus("is there a minimum order amount for international orders?")).toBe("minimum");
    expect(focus("Is there a list somewhere of what's not returnable?")).not.toBe("list");
  });

  it("read a card's name as the card, not as its words", () => {
    expect(keys("Do you take American Express?")).toEqual(["amex"]);
    expect(stemsOf("Visa, Mastercard, American Express and PayPal.")).not.toContain("express");
    // "back on my card" is the customer's card, not a gift card.
    expect(stemsOf("Gift cards and final-sale items cannot be returned.")).not.toContain("card");
    expect(keys("do gift cards expire")).toEqual(["gift card", "expire"]);
    expect(stemsOf("can i use vit c and the retinal together?")).toContain("vitamin");
  });

  it("keep a specific thing specific: a retailer's name, a birthday perk, where products are made", () => {
    expect(keys("are you guys sold at sephora?")).not.toContain("store");
    expect(keys("do u do a birthday discount for rewards members")).toContain("birthday reward");
    expect(keys("where are ur products actually made?")).toContain("manufactured");
    expect(keys("where are ur products actually made?")).not.toContain("ingredient");
    expect(keys("what is the cream made with?")).toContain("ingredient");
    expect(keys("does the lip tint stay put all day or do I need to reapply after my coffee")).toContain(
      "wear",
    );
  });

  it("read 'stay away from' as what to avoid, not as a product called Melt Away", () => {
    expect(keys("im 20 weeks pregnant, anything i should stay away from?")).toContain("avoid");
    expect(keys("im 20 weeks pregnant, anything i should stay away from?")).not.toContain("away");
  });

  it("read a weekday range as the answer to a weekend question", () => {
    const weekend = conceptsOf("does your team work saturdays?").find((c) => c.key === "weekend");
    expect(weekend?.shape?.test("Customer care answers Monday to Friday from 9 am to 5 pm.")).toBe(true);
    expect(weekend?.shape?.test("Standard shipping takes 3 to 5 business days.")).toBe(false);
  });

  it("prefer the sentence that says what a rule leaves out when that is what is asked", () => {
    const prefer = preferredSentence("is there anything you guys won't take back at all?");
    expect(prefer?.("Gift cards and final-sale items cannot be returned.")).toBe(true);
    expect(prefer?.("Returns are accepted within 45 days of delivery.")).toBe(false);
    expect(preferredSentence("can I return an opened product?")).toBeNull();
  });

  it("read 'how much oil' as how much is in it, not as a price", () => {
    const q = "the night oil is 48$ for how much oil exactly";
    expect(focusOf(q, conceptsOf(q))?.key).toBe("size");
    expect(keys(q)).not.toContain("cost");
    expect(focusOf("how much is the night oil?", conceptsOf("how much is the night oil?"))?.key).toBe("cost");
  });

  it("read 'vous livrez en France?' as where the brand ships, and 'politique' as no topic", () => {
    expect(asksDestination("vous livrez en France?")).toBe(true);
    expect(keys("c'est quoi votre politique de retour?")).toEqual(["return"]);
  });

  it("prefer a sentence stating a time when asked how fast", () => {
    const speed = preferredSentence("do you do overnight shipping?");
    expect(speed?.("Express shipping takes 1 to 2 business days.")).toBe(true);
    expect(speed?.("Express shipping is never free.")).toBe(false);
  });

  it("read 'customer service' by its own word, not by 'customer'", () => {
    const contact = conceptsOf("how do i contact customer service?").find((c) => c.key === "contact");
    expect(contact?.asked).toContain("servic");
    expect(contact?.asked).not.toContain("customer");
  });

  it("read 'ever free' as asking about free, and 'sulfate free' as asking about the sulfate", () => {
    expect(keys("is express ever free if i spend a lot?")).toContain("free");
    expect(keys("is the cleanser sulfate free?")).not.toContain("free");
  });
});

describe("the story around a question", () => {
  const story = (q: string) => [...storyConcepts(q, conceptsOf(q))];

  it("is what the clauses before the asking one say", () => {
    expect(story("The serum made my face break out, can I return it?")).toContain("skin");
    expect(story("The serum made my face break out, can I return it?")).not.toContain("return");
  });

  it("holds a clause that only sets the scene", () => {
    expect(story("do i earn points when i shop")).toEqual(["store"]);
    expect(story("will customs charge me extra when it arrives in the states")).toContain("place:us");
    expect(story("What does the balm cost before I say yes?")).toContain("befor");
    // "before" with a time asks about that time.
    expect(story("do orders placed before 2 pm ship the same day?")).not.toContain("befor");
  });

  it("is found without punctuation too, and is nothing when the whole message asks", () => {
    expect(story("got the cream for my mom for xmas can she return it")).toContain("cream");
    expect(story("How long does shipping take to Toronto?")).toEqual([]);
  });

  it("holds what comes before an indirect question", () => {
    const q = "my daughter is at McGill and wants to know how she gets the student discount";
    expect(story(q)).toContain("mcgil");
    expect(story(q)).not.toContain("discount");
    expect(story("my mom wants to know which courier brings the parcels, she's never home")).toContain(
      "never",
    );
  });
});

describe("choosing the sentence that answers", () => {
  const shipping = `Where we ship
We ship from our studio in Montreal to every province and territory in Canada and to the United States.

Delivery times
Standard shipping takes 3 to 5 business days within Canada. Express shipping delivers in 1 to 2 business days anywhere in Canada for CA$15.

Shipping costs
Shipping is free on Canadian orders over CA$60. Below that, standard shipping costs CA$8.`;
  const rank = (q: string) => {
    const concepts = conceptsOf(q);
    return rankSentences(concepts, conceptWeights(concepts, [shipping]), shipping, preferredSentence(q)).map(
      (s) => s.sentence,
    );
  };

  it("ranks every sentence that holds the question, not only the best one", () => {
    const sentences = rank("How long does delivery take in Canada?");
    expect(sentences.some((s) => s.includes("3 to 5 business days"))).toBe(true);
    expect(sentences.some((s) => s.includes("1 to 2 business days"))).toBe(true);
    // A sentence that goes on from the one before it is quoted with it.
    expect(sentences).toContain(
      "Shipping is free on Canadian orders over CA$60. Below that, standard shipping costs CA$8.",
    );
  });

  it("prefers the sentence saying where the brand ships for a 'do you ship to' question", () => {
    expect(rank("Do you ship across Canada?")[0]).toContain("every province and territory in Canada");
    // "How long ... take" prefers the sentence stating a delivery time, not one naming a destination.
    const transit = preferredSentence("How long does shipping to Toronto take?");
    expect(transit?.("Standard shipping takes 3 to 5 business days within Canada.")).toBe(true);
    expect(transit?.("Damaged items are replaced for free: email a photo within 14 days of delivery.")).toBe(
      false,
    );
    expect(preferredSentence("how long is the serum good for after opening")).toBeNull();
    const serves = preferredSentence("u ship to the states?");
    expect(serves?.("We ship from our studio in Montreal to every province in Canada.")).toBe(true);
    // "delivers in 1 to 2 business days" is a time, not a destination.
    expect(serves?.("Express shipping delivers in 1 to 2 business days anywhere in Canada.")).toBe(false);
  });

  it("reads 'the us' as the country and 'us' alone as the pronoun", () => {
    expect(conceptsOf("wats the shiping cost to the us").map((c) => c.key)).toContain("place:us");
    expect(conceptsOf("can you email us").map((c) => c.key)).not.toContain("place:us");
  });
});

describe("names no source mentions", () => {
  const known = counts({ pay: 4, payment: 4, sephora: 1, sold: 2 });
  const unknown = (q: string) => unknownNames(q, conceptsOf(q), known).map((c) => c.key);

  it("are names written with a capital inside the question that no passage holds", () => {
    expect(unknown("Do you offer Afterpay or Klarna?")).toEqual(["afterpay", "klarna"]);
    expect(unknown("Can I pay with PayPal?")).toEqual(["paypal"]);
  });

  it("leave out names the knowledge holds, places, the first word and shouted words", () => {
    expect(unknown("Are you sold at Sephora?")).toEqual([]);
    expect(unknown("Do you ship to Mexico?")).toEqual([]);
    expect(unknown("Klarna?")).toEqual([]);
    expect(namesIn("Is it OK for sensitive skin? PLS answer")).toEqual(new Set());
  });
});

describe("names of the store's products", () => {
  it("are no unknown names, hidden products included", () => {
    const q = "how many days do I have to return the Holiday Glow Set?";
    const none = () => 0;
    expect(unknownNames(q, conceptsOf(q), none).length).toBeGreaterThan(0);
    expect(unknownNames(q, conceptsOf(q), none, ["Holiday Glow Set"])).toEqual([]);
  });
});

describe("what a question's words are", () => {
  it("reads a refund that shows up on a card as no shipping, and 'don't' as no word", () => {
    const keys = (q: string) => conceptsOf(q).map((c) => c.key);
    expect(keys("when will my refund show up on my card")).not.toContain("ship");
    expect(keys("my parcel still hasn't showed up")).toContain("ship");
    expect(keys("can I get a refund if I don't like it")).toEqual(["return"]);
  });
});
