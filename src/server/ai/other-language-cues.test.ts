import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./message-analyzer";
import { otherLanguageCue } from "./other-language-cues";
import { normalizeText } from "./text-normalizer";

const cue = (text: string) => otherLanguageCue(normalizeText(text));
const read = (text: string) => analyzeMessage({ text, platform: "instagram", message_type: "dm" });
/** Each text read as this intent, for customer experience, still for a person to answer. */
const expectEachFor = (texts: string[], intent: string, more: Record<string, string> = {}) => {
  for (const text of texts) {
    const analysis = read(text);
    expect(analysis.normalized_intent, text).toBe(intent);
    expect(analysis.recommended_team, text).toBe("cx");
    expect(analysis.confidence, text).toBeLessThan(0.5);
    for (const [field, value] of Object.entries(more))
      expect(analysis[field as keyof typeof analysis], text).toBe(value);
  }
};

describe("French and Spanish complaints", () => {
  it("reads a problem told, and anger, in either language", () => {
    expect(cue("ma commande n'est toujours pas arrivée")).toBe("problem");
    expect(cue("le flacon est arrivé cassé")).toBe("problem");
    expect(cue("Le produit m'a donné des boutons partout")).toBe("problem");
    expect(cue("el sérum llegó roto")).toBe("problem");
    expect(cue("me salieron granos con la crema")).toBe("problem");
    expect(cue("Très déçue, la teinte ne correspond pas")).toBe("marker");
    expect(cue("es una estafa")).toBe("marker");
    expect(cue("el pedido no ha llegado y nadie me responde")).toBe("marker");
  });

  it("leaves questions, praise and English alone", () => {
    expect(cue("Quelle est votre politique de remboursement ?")).toBeNull();
    expect(cue("¿el tono Medium está disponible?")).toBeNull();
    expect(cue("J'adore le sérum, ma peau est magnifique")).toBeNull();
    expect(cue("me encanta el aceite de labios")).toBeNull();
    expect(cue("does it cause irritation?")).toBeNull();
    expect(cue("I love the rota of new shades")).toBeNull();
  });

  it("makes such a message a negative complaint for customer experience, still for a person to answer", () => {
    expectEachFor(
      [
        "Le produit m'a donné des boutons partout, je veux être remboursée",
        "hola! el sérum llegó roto 😢 qué hago?",
        "Bonjour, ma commande n'est toujours pas arrivée après deux semaines",
      ],
      "complaint",
      { sentiment_classification: "negative", recommended_action: "human_review" },
    );
  });

  it("reads an order, return or shipping question in either language as the orders' business, for customer experience", () => {
    expectEachFor(
      [
        "Je voudrais retourner mon produit, comment faire?",
        "Bonjour, est-ce que vous livrez au Québec?",
        "Où est ma commande? Je l'attends depuis deux semaines",
        "Quiero devolver el labial, ¿cómo lo hago?",
        "¿Hacen envíos a México?",
      ],
      "shipping_orders",
    );
    // Nor a product question, praise, nor English.
    expect(read("Est-ce que la crème est bonne pour les peaux sensibles?").normalized_intent).toBe(
      "product_inquiry",
    );
    expect(read("Me encanta este producto, gracias!").normalized_intent).toBe("compliment");
    expect(read("I'd like to collab with you, can we talk about a partnership?").normalized_intent).toBe(
      "partnership",
    );
  });

  it("reads Spanish with English-looking words ('no', 'me') as another language", () => {
    expect(read("el pedido no ha llegado y nadie me responde").language).not.toBe("en");
    expect(read("¿Hacen envíos a México?").language).toBe("non_en");
    expect(read("my order hasn't arrived and nobody answers").language).toBe("en");
  });
});

describe("French and Spanish crises", () => {
  it("reads a reaction, a hazard and a legal threat as crises", () => {
    expect(read("j'ai des ampoules partout après le sérum").crisis_categories).toContain("adverse_reaction");
    expect(read("mi cara está toda hinchada después de usar la crema").crisis_categories).toContain(
      "adverse_reaction",
    );
    expect(read("il y a des morceaux de verre dans le pot").crisis_categories).toContain("safety_hazard");
    expect(read("je vais contacter mon avocat").crisis_categories).toContain("legal_threat");
    expect(read("los voy a demandar").crisis_flag).toBe(true);
    // Harm told is never neutral.
    expect(read("mon visage est tout enflé après la crème").sentiment_classification).toBe("negative");
  });

  it("never takes avocado oil or a light bulb for one", () => {
    expect(read("le sérum contient de l'huile d'avocat ?").crisis_flag).toBe(false);
    expect(read("¿tiene aceite de aguacate?").crisis_flag).toBe(false);
  });
});
