import type { ReplyLanguage } from "./reply-language";

/** A sentence in the two registers of the brand's formality (casual: "tu" / "tú"; formal: "vous" / "usted"). */
export type Register = { casual: string; formal: string };
/** A request in a public thread ("DM us ...") or already in a DM ("reply here"), in both registers. */
export type Asks = Register & { casualInDm: string; formalInDm: string };
type ToneWords = { thanks: string; sorry: string };

/**
 * Everything the embedded engine says, in one language: the reply templates' sentences, the tone
 * words, the greeting, the crisis reply and what a reply says when no source answers. The templates'
 * logic (which sentence when) is written once, in reply-templates.ts; a language only words it.
 */
export type ReplyPhrases = {
  language: ReplyLanguage;
  /** The locale product prices are written in ("CA$38.00", "38,00 $"). */
  priceLocale: string;
  /** "Hey @zoe!" / "Hello @zoe,"; `handle` is " @zoe" or "". */
  hello: (casual: boolean, handle: string) => string;
  /** The greeting's word alone, checked against the brand's never-rules. */
  helloWord: Register;
  /** The tone's thanks and apology (spec 3's tone list); unknown tones speak as Friendly. */
  tone: (brandTone: string | undefined, casual: boolean) => ToneWords;
  /** "the Glow Serum (CA$38.00)" / "our Glow Serum (CA$38.00)". */
  productLine: (title: string, price: string | null, casual: boolean) => string;
  /** Said before a sentence quoted from the brand's knowledge (kept in its own words); "" for none. */
  quoteFrame: Register;
  /** Sentence openers that read on in lower case after a formal greeting ending with a comma. */
  openers: RegExp;
  personWillConfirm: (casual: boolean, asked: boolean) => string;
  otherQuestionConfirmed: Register;
  /** Short neutral lines for a reply the never-rules emptied. */
  fallbacks: readonly string[];
  crisis: {
    serious: string;
    safety: Register;
    followUp: Register;
    action: Asks;
  };
  generalInquiry: { quickAsked: Register; detailed: Register; action: Asks };
  catchAll: { quick: Register; detailed: Register; action: Asks };
  productInquiry: {
    quick: Register;
    lovelyPick: (productLine: string) => string;
    detailed: Register;
    manyLove: (productLine: string) => string;
    askSkinType: Register;
    closerLook: (productName: string, slot: string, casual: boolean) => string;
    matchAction: Asks;
    moreAction: Asks;
  };
  purchaseIntent: {
    quick: Register;
    detailed: Register;
    ready: (productLine: string, casual: boolean) => string;
    shop: (productName: string, slot: string, casual: boolean) => string;
    order: (slot: string, casual: boolean) => string;
  };
  complaint: {
    quick: Register;
    detailed: Register;
    photoAction: (orderNumber: string) => Asks;
    orderAndPhotoAction: Asks;
    /** A complaint with nothing to photograph (no reply, a late parcel, a charge): the order looked into. */
    followUpAction: (orderNumber: string) => Asks;
    orderAction: Asks;
  };
  /** `quick`: what follows a formal greeting in the quick reply ("Hello @zoe," alone reads cut off). */
  greeting: { quick: Register; detailed: Register; action: Register };
  compliment: { works: (productLine: string, casual: boolean) => string; action: Register };
  supportRequest: { quick: Register; detailed: Register; action: Asks };
  partnership: { quick: Register; detailed: Register; action: Asks };
  shippingOrders: {
    quick: Register;
    detailed: Register;
    lookingInto: (orderNumber: string) => Register;
    askNumber: Register;
    update: Register;
    more: Register;
    action: Asks;
  };
  feedback: { quick: Register; detailed: Register; action: Asks };
};

/** The register's wording. */
export const voiced = (casual: boolean, r: Register) => (casual ? r.casual : r.formal);
/** The request's wording, in a public thread or a DM. */
export const asked = (casual: boolean, inDm: boolean, a: Asks) =>
  inDm ? (casual ? a.casualInDm : a.formalInDm) : casual ? a.casual : a.formal;
/** "our Glow Serum" opening a sentence: "Our Glow Serum" ("¡" and "¿" stay first). */
export const capitalised = (text: string) =>
  text.replace(/^([¡¿]?)(.)/u, (_, mark, first) => mark + first.toUpperCase());

/** A tone table: per tone its thanks and apology, each a sentence or one per register. */
export type ToneTable = Record<string, { thanks: string | Register; sorry: string | Register }>;
export function toneOf(table: ToneTable, brandTone: string | undefined, casual: boolean): ToneWords {
  const words = table[(brandTone ?? "friendly").toLowerCase()] ?? table.friendly;
  if (!words) throw new Error("a tone table needs a friendly entry");
  const said = (w: string | Register) => (typeof w === "string" ? w : voiced(casual, w));
  return { thanks: said(words.thanks), sorry: said(words.sorry) };
}
