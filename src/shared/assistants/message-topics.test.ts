import { describe, expect, it } from "vitest";
import { MESSAGE_TOPICS, type MessageTopicKey, topicMatcher } from "./message-topics";

const topicsOf = (text: string): MessageTopicKey[] =>
  MESSAGE_TOPICS.filter((t) => topicMatcher(t.key).test(text)).map((t) => t.key);

describe("message topics", () => {
  it("reads English complaints", () => {
    expect(topicsOf("package still hasnt arrived after 2 weeks")).toEqual(["delivery"]);
    expect(topicsOf("the lip oil cap was cracked when it came")).toEqual(["damaged"]);
    expect(topicsOf("the serum broke me out, I want a refund")).toEqual(["reaction", "refund"]);
  });

  it("reads French complaints", () => {
    expect(topicsOf("mon colis n'est toujours pas arrivé après 3 semaines")).toEqual(["delivery"]);
    expect(topicsOf("Le flacon est arrivé cassé, tout a coulé dans la boîte")).toEqual(["damaged"]);
    expect(topicsOf("J'ai fait une réaction, je veux être remboursée")).toEqual(["reaction", "refund"]);
    expect(topicsOf("j'ai reçu la mauvaise teinte")).toEqual(["wrong_item", "shades"]);
    expect(topicsOf("aucune réponse du service client depuis une semaine")).toEqual(["service"]);
    expect(topicsOf("encore en rupture de stock ?")).toEqual(["stock"]);
  });

  it("reads Spanish complaints", () => {
    expect(topicsOf("mi pedido no ha llegado y ya pasaron dos semanas")).toEqual(["delivery"]);
    expect(topicsOf("el frasco llegó roto y derramado")).toEqual(["damaged"]);
    expect(topicsOf("me salió un sarpullido, quiero un reembolso")).toEqual(["reaction", "refund"]);
    expect(topicsOf("me cobraron dos veces")).toEqual(["price"]);
    expect(topicsOf("el sérum no funciona")).toEqual(["quality"]);
    expect(topicsOf("el código de descuento no sirve")).toEqual(["quality", "discount"]);
  });

  it("takes a whole-word entry as the whole word only, in every language", () => {
    // "roto." is the whole word: "rotoplas" is no broken bottle.
    expect(topicsOf("compré en rotoplas")).toEqual([]);
    // French "suivi" alone is "followed": only a tracking number or link is about shipping.
    expect(topicsOf("j'ai suivi vos conseils, merci")).toEqual([]);
    expect(topicsOf("le numéro de suivi ne marche pas")).toEqual(["shipping", "quality"]);
  });

  it("keeps questions about shipping apart from deliveries that are late or lost (a walk read four questions as late)", () => {
    expect(topicsOf("hi! how long does shipping to Toronto take?")).toEqual(["shipping"]);
    expect(topicsOf("is there free shipping over a certain amount?")).toEqual(["shipping"]);
    expect(topicsOf("vous livrez à Montréal?")).toEqual(["shipping"]);
    expect(topicsOf("still no tracking number, where is my order")).toEqual(["delivery", "shipping"]);
    expect(topicsOf("my package is stuck in customs")).toEqual(["delivery"]);
  });
});
