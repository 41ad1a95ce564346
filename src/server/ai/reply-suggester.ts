import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import { type BrandPack, BrandPackSchema, type BrandProduct } from "@shared/ai/brand-pack.schema";
import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import type { SuggestionSet } from "@shared/ai/suggestion-set.schema";
import {
  aboutOwnOrder,
  asksForMatch,
  asksOutright,
  findKnowledgeFact,
  formatPrice,
  type Grounding,
  groundedQuotes,
  needsSourceAnswer,
  pickProducts,
  seeksFact,
} from "./reply-grounding";
import { type ReplyLanguage, replyLanguageOf } from "./reply-language";
import { asked, type ReplyPhrases, voiced } from "./reply-phrases";
import { ENGLISH_PHRASES } from "./reply-phrases-en";
import { SPANISH_PHRASES } from "./reply-phrases-es";
import { FRENCH_PHRASES } from "./reply-phrases-fr";
import { REPLY_TEMPLATES, type ReplyContext, type ReplyDraft } from "./reply-templates";
import { lowerCaseWordsIn, namesIn, readOnInLowerCase, saysQuote, spokenQuote } from "./spoken-quote";
import { bannedPhrases, containsAny, guardReply, requiredPhrase } from "./voice-guard";

export type SuggestInput = {
  /** message_type "dm": the customer is already in a private conversation (no "DM us"). */
  message: {
    text: string;
    sender_username?: string | null;
    message_type?: string;
    /** The words whose language the reply takes, when `text` joins another message to them. */
    language_text?: string;
  };
  analysis: Pick<MessageAnalysis, "normalized_intent" | "crisis_flag" | "sentiment_classification"> & {
    /** "possible_spam" among them: no key message is said to spam. */
    labels?: readonly string[];
  };
  brand: BrandPack;
  products: readonly BrandProduct[];
  /** Placeholder the caller swaps for a tracked link; {{tracking_link}} by default. */
  trackingLinkSlot?: string;
  /** The knowledge index's finding; without it the pack's knowledge is searched by word overlap. */
  grounding?: Grounding;
};

const PHRASES: Record<ReplyLanguage, ReplyPhrases> = {
  en: ENGLISH_PHRASES,
  fr: FRENCH_PHRASES,
  es: SPANISH_PHRASES,
};
/** The phrases of the language a reply to this message is written in. */
export const replyPhrasesFor = (text: string): ReplyPhrases => PHRASES[replyLanguageOf(text)];
/** The English tone's words (thanks, sorry) for the brand's tone; unknown tones speak as Friendly. */
export const toneWordsOf = (brandTone: string | undefined) => ENGLISH_PHRASES.tone(brandTone, false);
/**
 * Intents whose quick reply states the answer the brand's knowledge gives, when it is this short:
 * the quick reply of a question is its answer. Praise, a hello and feedback keep their warm quick
 * reply (sent alone for them), a complaint its apology.
 */
const QUICK_STATES_FACT: ReadonlySet<string> = new Set([
  "product_inquiry",
  "purchase_intent",
  "shipping_orders",
  "general_inquiry",
  "support_request",
  "catch_all",
]);
const QUICK_FACT_CHARACTERS = 160;
/** Intents whose answer follows an apology when the message reads negative (the templates' own rule). */
const SORRY_BEFORE_ANSWER: ReadonlySet<string> = new Set(["shipping_orders", "support_request"]);
/**
 * Intents whose quick reply states the answer only when the message asks outright: "hey do you
 * have an affiliate program?" (partnership) got "thank you for your interest in working with us"
 * beside a detailed reply stating the team's saved answer. A complaint keeps its apology.
 */
const QUICK_STATES_FACT_ASKED: ReadonlySet<string> = new Set([
  "partnership",
  "greeting",
  "compliment",
  "feedback",
]);

const EMOJI_SET = { love: "💕", sparkle: "✨", wave: "👋", gift: "🎁", help: "🛠️" } as const;
const USERNAME = /^@?[\p{L}\p{N}_.]{1,30}$/u;
/** The order number the customer gave ("order #1042", "#1042", "order 1042"): never asked for again. */
const ORDER_NUMBER = /#\s?(\d{3,})|\border\s*(?:number|no\.?)?\s*(\d{3,})\b/i;
/** "commande 1042", "numéro de commande 1042", "pedido nº 1042", "orden 1042". */
const ORDER_NUMBER_FR_ES = /\b(?:commande|pedido|orden)\s*(?:n[o°º]\.?\s*)?(\d{3,})\b/i;
const orderNumberIn = (text: string) => {
  const m = ORDER_NUMBER.exec(text);
  const digits = m?.[1] ?? m?.[2] ?? ORDER_NUMBER_FR_ES.exec(text)?.[1];
  return digits ? `#${digits}` : null;
};

function crisisDraft(c: ReplyContext): ReplyDraft {
  const say = c.say.crisis;
  return {
    // Even the shortest reply to a reaction says what to do now (a walk found it only apologising).
    quick: `${c.hello} ${c.sorry} ${say.serious} ${voiced(c.casual, say.safety)}`.trim(),
    detailed:
      `${c.hello} ${c.sorry} ${voiced(c.casual, say.safety)} ${c.fact ? `${c.fact} ` : ""}${voiced(c.casual, say.followUp)}`.trim(),
    action: `${voiced(c.casual, say.safety)} ${asked(c.casual, c.inDm, say.action)}`.trim(),
    usesSlot: false,
  };
}

/**
 * Three replies (quick, detailed, action) in the brand's voice, in French to a French message and
 * in Spanish to a Spanish one (`replyLanguageOf`), in English otherwise. Deterministic; a few hundred
 * microseconds. Crisis messages get a careful reply with no products, links or emoji (the fact the
 * knowledge index found, when there is one, in its detailed reply).
 */
export function suggestReplies(input: SuggestInput): SuggestionSet {
  const brand = BrandPackSchema.parse(input.brand);
  const banned = bannedPhrases(brand.response_rules.never);
  const slot = input.trackingLinkSlot ?? TRACKING_LINK_SLOT;
  const intent = input.analysis.normalized_intent;
  const crisis = input.analysis.crisis_flag;
  const casual = brand.formality_level === "casual";
  const say = replyPhrasesFor(input.message.language_text ?? input.message.text);
  const tone = say.tone(brand.brand_tone, casual);
  // A sentence quoted from the brand's knowledge keeps its own words (often English): in a French or
  // Spanish reply a short frame in the customer's language says what it is.
  const frame = voiced(casual, say.quoteFrame);
  const framed = (sentence: string) => (frame ? `${frame} ${sentence}` : sentence);
  // No emoji for an upset customer, whatever the intent ("my order arrived broken, not happy" 🎁).
  const useEmojis =
    brand.use_emojis &&
    !crisis &&
    intent !== "complaint" &&
    input.analysis.sentiment_classification !== "negative";

  const wantsProducts =
    !crisis && (intent === "product_inquiry" || intent === "purchase_intent" || intent === "compliment");
  const picked = wantsProducts
    ? pickProducts(input.message.text, input.products, {
        limit: 1,
        fallbackToFeatured: intent !== "compliment",
        banned,
      })
    : { products: [], matchedByText: false };
  const product = picked.products[0];
  const price = product ? formatPrice(product, say.priceLocale) : null;
  const grounding = input.grounding;
  // A crisis reply states what the brand's own sources answer ("can I return it? it gave me a
  // rash" -> the reaction return policy), never a guess from word overlap.
  const fact =
    crisis && !grounding
      ? null
      : grounding
        ? grounding.answer && {
            source_name: grounding.answer.source_name,
            sentence: [
              ...groundedQuotes(grounding).map(spokenQuote),
              ...(grounding.latestUnanswered || grounding.separateAsks?.unanswered
                ? [voiced(casual, say.otherQuestionConfirmed)]
                : []),
            ].join(" "),
          }
        : findKnowledgeFact(input.message.text, brand.knowledge);
  // A question no source answers gets "a person will confirm", never a guess (and is not sent alone).
  const ownOrder = aboutOwnOrder(input.message.text);
  const unanswered =
    !crisis &&
    grounding !== undefined &&
    !fact &&
    // The order and account replies act on the customer's own order (they ask for its number).
    // Naming a product answers nothing about it: "does the vitamin c serum have any fragrance in it"
    // got "Many customers love our Bright Start Vitamin C Serum (US$42.00)", sent automatically.
    needsSourceAnswer(intent, input.message.text, brand.brand_name);
  // What the sources say beside a question they do not answer, stated before "a person will confirm".
  const beside = unanswered ? grounding?.context : undefined;
  const name = input.message.sender_username?.trim();
  const handle = name && USERNAME.test(name) ? ` @${name.replace(/^@/, "")}` : "";

  const context: ReplyContext = {
    say,
    casual,
    // A brand that bans its greeting ("Never say Hello") gets none, rather than losing with it the
    // sentence it opens (the answer).
    hello: containsAny(voiced(casual, say.helloWord), banned) ? "" : say.hello(casual, handle),
    thanks: tone.thanks,
    sorry: tone.sorry,
    productName: product?.title ?? "",
    productLine: product ? say.productLine(product.title, price, casual) : "",
    fact: fact
      ? framed(fact.sentence)
      : unanswered && beside
        ? `${framed(spokenQuote(beside))} ${say.personWillConfirm(casual, false)}`
        : unanswered
          ? say.personWillConfirm(casual, asksOutright(input.message.text))
          : "",
    ownOrder,
    orderNumber: orderNumberIn(input.message.text),
    photoHelps: PHOTO_HELPS.test(input.message.text),
    asks: seeksFact(intent, input.message.text, brand.brand_name),
    matchAsked: asksForMatch(input.message.text),
    upset: input.analysis.sentiment_classification === "negative",
    inDm: input.message.message_type === "dm",
    keyMessage: keyMessageFor(brand.key_messages, say.language, {
      crisis,
      spam: input.analysis.labels?.includes("possible_spam") ?? false,
      fact: fact?.sentence ?? "",
      unanswered,
    }),
    slot,
    emoji: (kind) => (useEmojis ? EMOJI_SET[kind] : ""),
  };
  const templated = crisis ? crisisDraft(context) : REPLY_TEMPLATES[intent](context);
  // A question the brand's knowledge answers is answered, whatever the intent's template says; the
  // quick reply too, when the answer is short ("price??" -> the price, not "Wonderful choice").
  const answered = fact && grounding ? fact.sentence : null;
  const draft = answered
    ? {
        ...templated,
        quick:
          quickAnswer({
            grounding,
            answered,
            crisis,
            intent,
            context,
            framed,
            asked: asksOutright(input.message.text),
          }) ?? templated.quick,
        detailed: templated.detailed.includes(answered)
          ? templated.detailed
          : `${context.hello} ${framed(answered)} ${templated.detailed.replace(context.hello, "").trim()}`.trim(),
      }
    : unanswered
      ? // The first suggestion says what the detailed one does: a person confirms. It had pitched a
        // product ("Our Retinal Night Renewal Serum is a lovely pick") to a question nobody answered.
        { ...templated, quick: `${context.hello} ${context.fact} ${context.emoji("sparkle")}`.trim() }
      : templated;

  // The brand's always-phrases ("Sign off with: Glow on, the Aurelle team") close every reply.
  const required = brand.response_rules.always.map(requiredPhrase).filter((p): p is string => p !== null);
  const withRequired = (text: string) =>
    [text, ...required.filter((p) => !text.toLowerCase().includes(p.toLowerCase()))].join(" ");
  const rules = { banned, useEmojis, protectedToken: slot, fallbacks: say.fallbacks };
  const quotes = fact ? groundedQuotes(grounding) : beside ? [beside] : [];
  const knowledgeTexts = [...brand.knowledge.map((k) => k.text), ...quotes.map((c) => c.quote)];
  const reading = {
    quotes: quotes.map(spokenQuote),
    openers: say.openers,
    names: namesIn(knowledgeTexts, [brand.brand_name, ...input.products.map((p) => p.title)]),
    lowerWords: lowerCaseWordsIn(knowledgeTexts),
  };
  const flowing = (text: string) => afterGreeting(text, context.hello, reading);
  const quick = flowing(guardReply(withRequired(draft.quick), rules));
  const detailed = fuller(quick, draft.detailed, {
    closer: crisis ? "" : asked(context.casual, context.inDm, say.productInquiry.moreAction),
    write: (text) => flowing(guardReply(withRequired(text), rules)),
  });
  const action = guardReply(withRequired(draft.action), rules);
  const answer = grounding?.answer ?? null;
  const citationsOf = (content: string) => quotes.filter((c) => saysQuote(content, c));
  return {
    suggestions: [
      { suggestion_type: "quick", content: quick, citations: citationsOf(quick) },
      { suggestion_type: "detailed", content: detailed, citations: citationsOf(detailed) },
      { suggestion_type: "action", content: action, citations: citationsOf(action) },
    ],
    product_ids:
      product && (detailed.includes(product.title) || action.includes(product.title)) ? [product.id] : [],
    knowledge_sources:
      fact && (detailed.includes(fact.sentence) || citationsOf(detailed).length > 0)
        ? [fact.source_name]
        : [],
    has_tracking_link_slot: action.includes(slot),
    engine: "embedded",
    grounding: unanswered
      ? "unanswered"
      : answer && citationsOf(detailed).length > 0
        ? "answered"
        : "not_needed",
  };
}

/**
 * The quick reply of a grounded answer: the answer itself, the latest message's own when the reply
 * also answers the thread's earlier questions, and a person confirms when only those are answered.
 * A question's answer is stated however long ("We do not recommend the Retinal Night Renewal Serum
 * while pregnant ..."): the intent's short template pitched the product instead. Other answers only
 * when short; the detailed reply adds the sentences that support it.
 */
function quickAnswer(a: {
  grounding: Grounding | undefined;
  answered: string | null;
  crisis: boolean;
  intent: MessageAnalysis["normalized_intent"];
  context: ReplyContext;
  /** A quote as the reply's language frames it. */
  framed: (sentence: string) => string;
  /** The message asks outright (a question mark, or a question word first). */
  asked: boolean;
}): string | null {
  const { grounding, answered, context } = a;
  const askedAnyway = a.asked && QUICK_STATES_FACT_ASKED.has(a.intent);
  if (!answered || !grounding || a.crisis || !(QUICK_STATES_FACT.has(a.intent) || askedAnyway)) return null;
  // An order or help problem told upset ("arrived broken", "charged twice!!") hears sorry before the
  // policy; a product question told upset is often about the skin, not the brand.
  const sorry = context.upset && SORRY_BEFORE_ANSWER.has(a.intent) ? context.sorry : "";
  const said = (text: string) =>
    [context.hello, sorry, text, context.emoji("sparkle")].filter((part) => part !== "").join(" ");
  if (grounding.latestUnanswered) return said(context.say.personWillConfirm(context.casual, true));
  const own = grounding.latest ?? grounding.answer;
  const first = own ? spokenQuote(own) : answered;
  // Separate questions: each one's answer, and that a person confirms the others.
  const quickFact =
    grounding.latest && !grounding.separateAsks
      ? first
      : answered.startsWith(first) && !grounding.separateAsks
        ? first
        : answered;
  return context.asks || askedAnyway || grounding.separateAsks || quickFact.length <= QUICK_FACT_CHARACTERS
    ? said(a.framed(quickFact))
    : null;
}

/**
 * The detailed reply, never the quick one's very words: two cards saying the same offer no choice
 * (a benchmark run of the demo brand's questions found 434 of 687 pairs alike, most of them a
 * short answer, some with an emoji more). When they would be alike, the detailed one also invites
 * the next question.
 */
function fuller(quick: string, detailed: string, how: { closer: string; write: (text: string) => string }) {
  const written = how.write(detailed);
  // Alike in words: an emoji or a stop more is no other reply.
  const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const alike = (a: string, b: string) => words(a) === words(b);
  if (!how.closer || !alike(written, quick)) return written;
  return how.write(`${detailed} ${how.closer}`);
}

/** What a photo shows: damage, a wrong or missing item, a product gone off. */
const PHOTO_HELPS =
  /\b(?:damag\w*|broke\w*|leak\w*|crack\w*|smash\w*|spill\w*|split|shatter\w*|dent\w*|crush\w*|defect\w*|faulty|burst|melted|wrong|different (?:shade|colou?r|item|product|one|size)|not what i ordered|missing|empty|expired|mou?ld\w*|smells?|separated|lump\w*|photo|picture|pic|cass[ée]\w*|abîm\w*|roto|rota|dañad\w*)\b/iu;

/**
 * The brand's key message, said where it adds something: not in a crisis, not to spam, not after
 * "a person will confirm" (the customer waits for an answer, not a slogan), and not beside an answer
 * from the brand's knowledge (a first-week walk read "Every formula is cruelty-free and made in small
 * batches in Brooklyn" after a shade list and a shipping time as tacked on; beside an answer making
 * its claim it only repeats it). A French or Spanish reply says
 * the first key message the brand wrote in that language, or none: an English slogan in the middle
 * of a French reply reads as a mistake.
 */
function keyMessageFor(
  messages: readonly string[],
  language: ReplyLanguage,
  at: { crisis: boolean; spam: boolean; fact: string; unanswered: boolean },
): string {
  const key =
    messages.find((m) => m.trim() !== "" && (language === "en" || replyLanguageOf(m) === language)) ?? "";
  return at.crisis || at.spam || at.unanswered || at.fact !== "" ? "" : key;
}

/**
 * "Hello @zoe, We want to ..." reads "Hello @zoe, we want to ...": the formal greeting ends with a
 * comma ("Bonjour @zoe, merci ...", "Hola @zoe, ¡gracias ...!"). The language's own openers are
 * lowered (never a product name); a sentence quoted from the brand's knowledge reads on too ("Hello
 * @ravi, yes, we offer ..."), unless its first word is a name the knowledge uses (its citation keeps
 * the exact quote).
 */
function afterGreeting(
  text: string,
  hello: string,
  reading: {
    quotes: readonly string[];
    openers: RegExp;
    names: ReadonlySet<string>;
    lowerWords: ReadonlySet<string>;
  },
): string {
  if (!hello.endsWith(",") || !text.startsWith(`${hello} `)) return text;
  const rest = text.slice(hello.length + 1);
  if (reading.quotes.some((q) => rest.startsWith(q)))
    return `${hello} ${readOnInLowerCase(rest, reading.names, reading.lowerWords)}`;
  if (!reading.openers.test(rest)) return text;
  return `${hello} ${rest.replace(/^([¡¿]?)(.)/u, (_, mark: string, first: string) => mark + first.toLowerCase())}`;
}
