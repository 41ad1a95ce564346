import type { Intent } from "@shared/ai/ai.constants";
import type { BrandPack, BrandProduct } from "@shared/ai/brand-pack.schema";
import { SuggestionSetSchema } from "@shared/ai/suggestion-set.schema";
import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./message-analyzer";
import type { Grounding } from "./reply-grounding";
import { replyLanguageOf } from "./reply-language";
import { type SuggestInput, suggestReplies } from "./reply-suggester";

const SIGN_OFF = "Glow on, the Aurelle team";
const casualBrand: BrandPack = {
  brand_name: "Aurelle Beauty",
  brand_tone: "Friendly",
  formality_level: "casual",
  use_emojis: true,
  key_messages: [
    "Every formula is vegan and made in Canada.",
    "Chaque formule est végane et fabriquée au Canada.",
    "Todas nuestras fórmulas son veganas y hechas en Canadá.",
  ],
  response_rules: { always: [`Sign off with '${SIGN_OFF}'`], never: [], auto_escalate_keywords: [] },
  knowledge: [],
};
const formalBrand: BrandPack = {
  ...casualBrand,
  brand_tone: "Luxury",
  formality_level: "professional",
  use_emojis: false,
};
const products: BrandProduct[] = [
  { id: "serum", title: "Glow Serum", price_min: 38 },
  { id: "blush", title: "Cloud Blush", price_min: 24, featured: true },
];
const SHIPPING_TIME = {
  chunk_id: "c1",
  source_kind: "link" as const,
  source_name: "Shipping Policy",
  quote: "Standard shipping takes 3 to 5 business days within Canada.",
};
const SHIPPING_COST = {
  chunk_id: "c2",
  source_kind: "link" as const,
  source_name: "Shipping Policy",
  quote: "US orders ship for a flat US$12, and duties are included at checkout so nothing is due on arrival.",
};

type Case = { text: string; intent: Intent; crisis?: boolean; grounding?: Grounding };
// Written the way customers of a Montreal brand write: no accents, typos, Québec words, emoji.
const FRENCH: Case[] = [
  {
    text: "combien de temps pour la livraison a montreal?",
    intent: "shipping_orders",
    grounding: { answer: SHIPPING_TIME },
  },
  {
    text: "ou est ma commande #4521??? ça fait 2 semaines",
    intent: "shipping_orders",
    grounding: { answer: null },
  },
  {
    text: "Bonjour, est-ce que vous livrez aux États-Unis?",
    intent: "shipping_orders",
    grounding: { answer: SHIPPING_COST },
  },
  {
    text: "le serum glow est tu bon pour peau sensible",
    intent: "product_inquiry",
    grounding: { answer: null },
  },
  { text: "quelle crème vous me conseillez? j'ai 45 ans", intent: "product_inquiry" },
  { text: "je veux le glow serum!! 😍", intent: "purchase_intent" },
  { text: "c combien le blush?", intent: "purchase_intent", grounding: { answer: null } },
  { text: "mon colis est arrivé brisé 😡😡", intent: "complaint" },
  { text: "Allo!", intent: "greeting" },
  { text: "merciiii vous êtes les meilleurs 💕", intent: "compliment" },
  { text: "je n'arrive pas a me connecter a mon compte, mot de passe refusé", intent: "support_request" },
  {
    text: "Bonjour! Je suis créatrice de contenu beauté (45k abonnés) et j'aimerais collaborer avec vous",
    intent: "partnership",
  },
  { text: "ce serait cool d'avoir des formats voyage", intent: "feedback" },
  { text: "j'ai eu une réaction, ma peau brûle depuis hier", intent: "complaint", crisis: true },
  { text: "avez vous des points de vente a quebec", intent: "catch_all", grounding: { answer: null } },
  { text: "Tellement hâte de recevoir ma commande 🥰", intent: "catch_all" },
  { text: "rabais pour étudiants?", intent: "general_inquiry", grounding: { answer: null } },
];
const SPANISH: Case[] = [
  {
    text: "cuanto cuesta el envio a estados unidos",
    intent: "shipping_orders",
    grounding: { answer: SHIPPING_COST },
  },
  {
    text: "donde esta mi pedido 3310?? ya paso una semana",
    intent: "shipping_orders",
    grounding: { answer: null },
  },
  { text: "Hola! Hacen envíos a Colombia?", intent: "shipping_orders", grounding: { answer: null } },
  { text: "el glow serum sirve para piel grasa?", intent: "product_inquiry", grounding: { answer: null } },
  { text: "cual me recomiendan? tengo manchas", intent: "product_inquiry" },
  { text: "lo quiero ya!!! 😍 como lo compro", intent: "purchase_intent" },
  { text: "me llegó roto el frasco 😡 pedido #5512", intent: "complaint" },
  { text: "hola!", intent: "greeting" },
  { text: "me encanta el glow serum, gracias!!", intent: "compliment" },
  { text: "no puedo entrar a mi cuenta, me dice contraseña incorrecta", intent: "support_request" },
  { text: "Hola, soy influencer de belleza, ¿les interesa colaborar?", intent: "partnership" },
  { text: "estaria bien que tuvieran mas tonos para piel morena", intent: "feedback" },
  { text: "me salió una alergia horrible con la crema, me arde la cara", intent: "complaint", crisis: true },
  { text: "tienen tienda fisica en toronto", intent: "catch_all", grounding: { answer: null } },
  { text: "jajaja qué lindo todo 💖", intent: "catch_all" },
  { text: "gracias", intent: "compliment" },
  { text: "tienen descuento para estudiantes?", intent: "general_inquiry", grounding: { answer: null } },
];

function suggest(c: Case, overrides: Partial<SuggestInput> = {}) {
  const set = suggestReplies({
    message: { text: c.text, sender_username: "zoe", message_type: "dm" },
    analysis: {
      ...analyzeMessage({ text: c.text }),
      normalized_intent: c.intent,
      crisis_flag: c.crisis ?? false,
    },
    brand: casualBrand,
    products,
    ...(c.grounding ? { grounding: c.grounding } : {}),
    ...overrides,
  });
  expect(SuggestionSetSchema.parse(set)).toEqual(set);
  return set;
}

/** A reply without the brand's own words (its sign-off, quotes, product names), which keep their language. */
const frameOf = (content: string) =>
  [
    SIGN_OFF,
    SHIPPING_TIME.quote,
    SHIPPING_COST.quote,
    "Glow Serum",
    "Cloud Blush",
    "{{tracking_link}}",
    "@zoe",
  ]
    .reduce((text, own) => text.split(own).join(" "), content)
    .trim();
const ENGLISH_WORDS =
  /\b(?:thanks?|thank you|hey|hello|hi|we|we'll|we're|we'd|our|your|you|please|the|and|happy|great|order|sorry|shop|here|anything|welcome|let's)\b/i;
const EMOJI = /\p{Extended_Pictographic}/u;

describe.each([
  ["French", "fr", FRENCH],
  ["Spanish", "es", SPANISH],
] as const)("the embedded engine answering %s", (_, language, cases) => {
  it.each(cases)("answers $text ($intent) in the customer's language, in both voices", (c) => {
    for (const brand of [casualBrand, formalBrand]) {
      const set = suggest(c, { brand });
      for (const s of set.suggestions) {
        const frame = frameOf(s.content);
        expect(frame, s.content).not.toMatch(ENGLISH_WORDS);
        expect(replyLanguageOf(frame), s.content).toBe(language);
        // The brand's always-phrase closes every reply as the brand wrote it.
        expect(s.content.endsWith(SIGN_OFF), s.content).toBe(true);
        if (!brand.use_emojis || c.crisis) expect(s.content).not.toMatch(EMOJI);
      }
      // A quote from the brand's knowledge is stated exactly and cited.
      const quote = c.grounding?.answer?.quote;
      if (quote) expect(set.suggestions[1]?.content).toContain(quote);
      if (quote) expect(set.suggestions[1]?.citations.map((x) => x.quote)).toEqual([quote]);
      // The English key message stays out of a reply in another language; the brand's line in it is said.
      expect(set.suggestions.map((s) => s.content).join(" ")).not.toContain("Every formula is vegan");
      if (c.intent === "greeting")
        expect(set.suggestions[1]?.content).toContain(
          language === "fr"
            ? "Chaque formule est végane et fabriquée au Canada."
            : "Todas nuestras fórmulas son veganas y hechas en Canadá.",
        );
    }
  });

  it("speaks to a casual brand's customer familiarly and to a formal brand's customer politely", () => {
    const familiar =
      language === "fr" ? /\b(?:tu|ton|ta|tes|toi|te)\b|t'/i : /\b(?:tú|tu|tus|te|ti|contigo)\b/i;
    const polite = language === "fr" ? /\b(?:vous|votre|vos)\b/i : /\b(?:usted|su|sus|le)\b/i;
    const said = { casual: "", formal: "" };
    for (const c of cases) {
      const casual = suggest(c, { brand: casualBrand }).suggestions.map((s) => frameOf(s.content));
      const formal = suggest(c, { brand: formalBrand }).suggestions.map((s) => frameOf(s.content));
      said.casual += ` ${casual.join(" ")}`;
      said.formal += ` ${formal.join(" ")}`;
      for (const text of formal) expect(text, `${c.text}: ${text}`).not.toMatch(familiar);
      for (const text of casual)
        expect(text, `${c.text}: ${text}`).not.toMatch(language === "fr" ? polite : /\busted\b/i);
    }
    expect(said.casual).toMatch(familiar);
    expect(said.formal).toMatch(polite);
  });
});

const text = (set: ReturnType<typeof suggest>) => set.suggestions.map((s) => s.content);

describe("French and Spanish replies in the brand's voice", () => {
  it("greet the customer by their @handle in the voice's greeting", () => {
    const hello = (c: Case, brand: BrandPack) => suggest(c, { brand }).suggestions[0]?.content;
    expect(hello({ text: "Allo!", intent: "greeting" }, casualBrand)).toBe(`Salut @zoe! 👋 ${SIGN_OFF}`);
    // A formal hello alone would read cut off ("Bonjour @zoe,"): it welcomes.
    expect(hello({ text: "Allo!", intent: "greeting" }, formalBrand)).toBe(
      `Bonjour @zoe, bienvenue! ${SIGN_OFF}`,
    );
    expect(hello({ text: "hola!", intent: "greeting" }, casualBrand)).toBe(`¡Hola @zoe! 👋 ${SIGN_OFF}`);
    const formalDetailed = suggest({ text: "buenas tardes", intent: "greeting" }, { brand: formalBrand });
    expect(formalDetailed.suggestions[1]?.content).toBe(
      `Hola @zoe, ¡le damos la bienvenida! ¿En qué podemos ayudarle hoy? Todas nuestras fórmulas son veganas y hechas en Canadá. ${SIGN_OFF}`,
    );
  });

  it("frame a quoted fact in the customer's language and keep the quote exact, in the quick reply too", () => {
    const fr = suggest(FRENCH[0] as Case, { brand: formalBrand });
    expect(fr.suggestions[0]?.content).toBe(
      `Bonjour @zoe, voici ce que nous indiquons à ce sujet : ${SHIPPING_TIME.quote} ${SIGN_OFF}`,
    );
    expect(fr.grounding).toBe("answered");
    expect(fr.knowledge_sources).toEqual(["Shipping Policy"]);
    // A policy question answered by the quote asks for no order number.
    expect(text(fr).join(" ")).not.toMatch(/numéro de commande/);
    const es = suggest(SPANISH[0] as Case);
    expect(es.suggestions[1]?.content).toBe(
      `¡Hola @zoe! Esto es lo que indicamos al respecto: ${SHIPPING_COST.quote} ¿Quieres saber algo más? ¡Solo pregunta! ${SIGN_OFF}`,
    );
    // The detailed reply is the quick one and an invitation to ask more, in the customer's language.
    expect(es.suggestions[0]?.content).not.toMatch(/algo más/);
  });

  it("say a person will confirm what no source answers, never a guess", () => {
    const fr = suggest({
      text: "vous livrez au Mexique?",
      intent: "shipping_orders",
      grounding: { answer: null },
    });
    expect(fr.grounding).toBe("unanswered");
    expect(fr.suggestions[1]?.content).toContain(
      "Bonne question! On ne veut pas deviner, alors quelqu'un de notre équipe va te le confirmer sous peu.",
    );
    const es = suggest(
      { text: "hacen envios a chile?", intent: "general_inquiry", grounding: { answer: null } },
      { brand: formalBrand },
    );
    expect(es.suggestions[1]?.content).toContain(
      // After the formal greeting's comma the sentence reads on in lower case.
      "Hola @zoe, queremos darle una respuesta precisa, así que un miembro de nuestro equipo se lo confirmará en breve.",
    );
  });

  it("use the order number the customer gave and never ask for it again", () => {
    for (const [c, said] of [
      [FRENCH[1], "On regarde la commande #4521 tout de suite."],
      [{ text: "numéro de commande 7781, toujours rien reçu", intent: "shipping_orders" }, "#7781"],
      [SPANISH[1], "Ya estamos revisando el pedido #3310."],
      [SPANISH[6], "pedido #5512"],
    ] as const) {
      const all = text(suggest(c as Case)).join(" ");
      expect(all).toContain(said);
      expect(all).not.toMatch(/ton numéro de commande|tu número de pedido/);
    }
    // Without one, the order reply asks for it.
    expect(suggest({ text: "ou est mon colis??", intent: "shipping_orders" }).suggestions[2]?.content).toBe(
      `Envoie-nous ton numéro de commande et on te donne des nouvelles! ${SIGN_OFF}`,
    );
  });

  it("write the crisis reply carefully in the customer's language, with no product, link or emoji", () => {
    const fr = suggest(FRENCH[13] as Case, { brand: formalBrand });
    expect(fr.suggestions[1]?.content).toBe(
      `Bonjour @zoe, nous sommes sincèrement désolés de cette expérience. Votre sécurité passe avant tout : si vous avez une réaction, cessez d'utiliser le produit et consultez un professionnel de la santé. Un membre expérimenté de notre équipe fera le suivi avec vous personnellement. ${SIGN_OFF}`,
    );
    const es = suggest(SPANISH[12] as Case);
    expect(es.suggestions[2]?.content).toBe(
      `Tu seguridad es lo primero: si tienes una reacción, deja de usar el producto y consulta a un médico. Respóndenos con tus datos de contacto y tu número de pedido para que una persona de nuestro equipo se comunique contigo hoy mismo. ${SIGN_OFF}`,
    );
    expect(es.product_ids).toEqual([]);
    expect(text(es).join(" ")).not.toMatch(EMOJI);
  });

  it("drop sentences holding a never-phrase and fall back to a clean line in the same language", () => {
    const strict: BrandPack = {
      ...casualBrand,
      response_rules: {
        always: [],
        never: ["Never say 'message privé'", "Never say 'mensaje privado'", "Salut"],
        auto_escalate_keywords: [],
      },
    };
    const fr = text(
      suggest(
        { text: "c'est quoi vos heures?", intent: "catch_all" },
        {
          brand: strict,
          message: { text: "c'est quoi vos heures?", sender_username: "zoe", message_type: "comment" },
        },
      ),
    );
    for (const reply of fr) {
      expect(reply.toLowerCase()).not.toContain("message privé");
      expect(reply).not.toContain("Salut");
    }
    // The comment's action asked for a private message only: the French fallback replaces it.
    expect(fr[2]).toBe("Merci de nous avoir écrit!");
    const es = text(
      suggest(
        { text: "tienen muestras?", intent: "general_inquiry" },
        {
          brand: strict,
          message: { text: "tienen muestras?", sender_username: "zoe", message_type: "comment" },
        },
      ),
    );
    expect(es[2]).toBe("¡Gracias por escribirnos!");
  });

  it("write prices the way the customer reads them and keep the product's name", () => {
    const fr = suggest(FRENCH[5] as Case);
    expect(fr.suggestions[1]?.content).toContain("Notre Glow Serum (38,00\u00a0$) t'attend!");
    expect(fr.suggestions[2]?.content).toBe(
      `Tu peux te procurer notre Glow Serum ici : {{tracking_link}} 🎁 ${SIGN_OFF}`,
    );
    expect(fr.product_ids).toEqual(["serum"]);
  });

  it("answer English with a French word, Portuguese and German in English", () => {
    for (const message of [
      "omg I love the glow serum, merci!",
      "Olá! vocês enviam para o Brasil?",
      "Hallo, wie lange dauert der Versand?",
    ]) {
      const set = suggest({ text: message, intent: "general_inquiry" });
      expect(set.suggestions[0]?.content).toMatch(/^Hey @zoe! /);
    }
  });
});
