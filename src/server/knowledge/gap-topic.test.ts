import { describe, expect, it } from "vitest";
import { gapTopic, gapTopicKey, isOldTopic, NO_TOPIC, rewrittenOldTopic } from "./gap-topic";
import { conceptsOf } from "./knowledge-query";

// As a gap is recorded: the concepts the search read from the customer's question.
const topic = (question: string) => gapTopic(question, conceptsOf(question));
const key = (question: string) => gapTopicKey(topic(question));

describe("a knowledge gap's topic", () => {
  it.each([
    ["Do you ship to Mexico?", "shipping to Mexico"],
    ["do u ship to mexico??", "shipping to Mexico"],
    ["Do u ship 2 Mexico", "shipping to Mexico"],
    [
      "omg I love your stuff 😍😍 do you guys ship to mexico? my sister lives in Guadalajara",
      "shipping to Mexico",
    ],
    ["can you deliver to Mexico City?", "shipping to Mexico"],
    ["Hola, ¿hacen envíos a México? 🇲🇽", "shipping to Mexico"],
    ["Bonjour, livrez-vous au Mexique?", "shipping to Mexico"],
    ["Vous expédiez en France?", "shipping to France"],
    ["is shipping free to the US", "free shipping to the US"],
    ["do you ship to canada and the us", "shipping to Canada and the US"],
    ["how long does shipping to Mexico take?", "shipping times to Mexico"],
    // A vocabulary word before a name's own words is the name's: no express shipping here.
    ["how long does overnight shipping take", "how long express shipping takes"],
    // Chat shorthand is no part of a topic (a walk: "shipping times to Canada of wud").
    ["how long wud shipping to mexico take", "shipping times to Mexico"],
    ["How much is shipping to Mexico?", "the price of shipping to Mexico"],
    ["Do you offer gift wrapping for my order?", "gift wrapping"],
    ["Can you gift wrap my order? It's for my mom's birthday 🎁", "gift wrapping"],
    ["offre-vous l'emballage cadeau?", "gift wrapping"],
    ["Do you have a student discount?", "student discounts"],
    ["Hey! Quick question, do you have any student discounts? I'm at McGill", "student discounts"],
    ["any discount for students?", "discounts for students"],
    ["what are the ingredients of the night oil", "ingredients of the night oil"],
    ["whats in the night oil", "ingredients of the night oil"],
    ["Is the night oil vegan?", "vegan night oil"],
    ["IS THE NIGHT OIL VEGAN", "vegan night oil"],
    ["¿El aceite de noche es vegano?", "vegan aceite de noche"],
    ["Is the peptide serum cruelty free?", "cruelty-free peptide serum"],
    ["How much is the night oil?", "the price of the night oil"],
    ["how do I use the night oil", "how to use the night oil"],
    ["Is the Night Oil safe to use while breastfeeding?", "Night Oil during breastfeeding"],
    ["can i use the serum while pregnant", "serum during pregnancy"],
    ["Can I get a refund on the Barrier Cream?", "refunds on the Barrier Cream"],
    ["Do you take Klarna?", "Klarna"],
    ["Can I pay with PayPal?", "paying with PayPal"],
    ["Do you accept Apple Pay?", "Apple Pay"],
    ["and does the peptide serum have vitamin K in it?", "peptide serum with vitamin K"],
    // The next sentence's "I" is no letter of the name (walk: "affiliate program i").
    [
      "Do you have an affiliate program? I already talk about the pink clay mask all the time",
      "affiliate program",
    ],
    ["do you have a store in Toronto", "stores in Canada"],
    ["hi, my order #1499 arrived with the bottle leaking, what now", "damaged orders"],
    ["My package never arrived", "lost parcels"],
    ["where is my order", "order tracking"],
    ["when will my order arrive", "shipping times"],
    ["The serum made my face break out, can I return it?", "returns"],
    ["can I return an opened product?", "returns of an opened product"],
    ["do you price match?", "price matching"],
    ["Where are your products made?", "country of origin"],
    // A word the search reads as shipping or sizes names its own thing here.
    ["is the packaging plastic? trying to cut down on waste", "packaging plastic"],
    ["Do you do wholesale for small boutiques?", "wholesale for small boutiques"],
    ["how do i become an ambassador", "ambassador"],
    ["¿Cuánto cuesta el envío a Canadá?", "the price of shipping to Canada"],
    ["Avez-vous des cartes cadeaux?", "gift cards"],
    ["Are your products tested on animals?", "animal testing"],
    ["do you have a gluten free option", "gluten free"],
    ["Can I change my shipping address?", "changing shipping address"],
    ["Can I cancel my order?", "cancelling an order"],
    ["do you have a subscription option for the serum", "subscriptions for the serum"],
    ["hello??", NO_TOPIC],
  ])("reads %j as %j", (question, expected) => {
    expect(topic(question)).toBe(expected);
  });

  it("groups one question however customers word it", () => {
    const mexico = [
      "Do you ship to Mexico?",
      "do u ship to mexico??",
      "can you deliver to Mexico City?",
      "Do you deliver to Mexico?? 🙏🙏",
      "¿Hacen envíos a México?",
      "Livrez-vous au Mexique?",
    ];
    expect(new Set(mexico.map(key)).size).toBe(1);
    const wrapping = [
      "Do u guys do gift wrapping??? 😍",
      "can u gift wrap it pls 🎁",
      "offre-vous l'emballage cadeau?",
    ];
    expect(new Set(wrapping.map(key)).size).toBe(1);
    // Two wordings of one topic are one group, shown by whichever is written most.
    expect(key("any discount for students?")).toBe(key("Do you have a student discount?"));
    expect(key("whats in the night oil")).toBe(key("what are the ingredients of the night oil"));
  });

  it("reads a vocabulary word before a product's own words as part of its name", () => {
    const named = topic("Should the overnight lip mask go before or after moisturiser?");
    expect(named.startsWith("overnight lip mask")).toBe(true);
    expect(named).not.toContain("express");
  });

  it("keeps different questions apart", () => {
    const keys = [
      "Do you ship to Mexico?",
      "Do you ship to Canada?",
      "how long does shipping to Mexico take?",
      "How much is shipping to Mexico?",
      "what are the ingredients of the night oil",
      "what are the ingredients of the peptide serum",
      "Is the night oil vegan?",
      "Do you take Klarna?",
    ].map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads as the concepts it was written from, so a topic answered closes its own group", () => {
    for (const question of [
      "Do you ship to Mexico?",
      "Is the peptide serum cruelty free?",
      "where is my order",
    ]) {
      expect(gapTopicKey(topic(topic(question)))).toBe(key(question));
    }
  });

  it("groups questions of no topic by their words, apart from any topic", () => {
    expect(gapTopicKey(NO_TOPIC)).toBe(gapTopicKey(topic("hello??")));
    expect(gapTopicKey("thanks")).not.toBe(gapTopicKey(NO_TOPIC));
  });
});

describe("a gap stored before topics read as a person writes them", () => {
  it("groups with the new ones by the concepts its words read as", () => {
    expect(gapTopicKey("city, mexico, ship")).toBe(key("can you deliver to Mexico City?"));
    expect(gapTopicKey("offer, order, wrap")).toBe(key("Do you offer gift wrapping for my order?"));
    expect(isOldTopic("city, mexico, ship")).toBe(true);
    expect(isOldTopic("wrap")).toBe(true);
    expect(isOldTopic("shipping to Mexico")).toBe(false);
    // One word of the customer's own read the same then as now.
    expect(isOldTopic("klarna")).toBe(false);
  });

  it("is written again from its question when that reads as the same group, else keeps its words", () => {
    const old = { topic: "offer, order, wrap", question: "Do you offer gift wrapping for my order?" };
    expect(rewrittenOldTopic(old)).toBe("gift wrapping");
    // The old topic held the story ("break out", "face"): the new one would close other gaps.
    const story = {
      topic: "acne, ingredient, return, serum",
      question: "The serum made my face break out, can I return it?",
    };
    expect(rewrittenOldTopic(story)).toBe(story.topic);
  });
});
