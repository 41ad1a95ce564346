import { STOCK_LINE } from "./knowledge-sources";
import { placesIn } from "./places";
import { withoutAccents } from "./word-stems";

/**
 * The kind of fact a question asks for, read from how it asks (not from its topic words), and
 * whether a sentence states a fact of that kind. "What oils are in the night oil?" asks for what a
 * product is made of: of the night oil's sentences, only the one stating its ingredients answers,
 * though its price and size sentences hold the same words. Times ("how long", "when") and prices
 * ("how much") are read in knowledge-query.ts (`focusOf`); these are the other kinds (strength:
 * a percentage; carrier: a carrier's name; tracking: how to follow an order; origin: where the
 * brand is from or its products are made; frequency: how often; contact: how to reach the brand).
 */
export type AnswerType =
  | "ingredients"
  | "shades"
  | "stock"
  | "strength"
  | "carrier"
  | "tracking"
  | "status"
  | "reaction"
  | "origin"
  | "frequency"
  | "contact";

// "what's in the balm", "what oils r in the night oil", "is there any oat in your cream",
// "what is it made of", "ingredients?": asks what the product holds. "what's in stock" is no such
// ask, nor is "what's the SPF in the cream" (one property, not what it holds).
const ASKS_INGREDIENTS =
  /\bwhat(?:'s|s|\s+is|\s+are|\s+r)?\s+(?!the\b)(?:\S+\s+){0,2}?(?:in|inside)\s+(?:the|your|ur|this|that|it|these|those|my)\b|\b(?:made|formulated)\s+(?:of|with|from)\b|\bwhat\s+(?:\S+\s+){0,2}?contains?\b|\bingredients?\b|\b(?:is|are)\s+there\s+(?:any\s+)?\S+(?:\s+\S+)?\s+in\s+(?:the|your|ur|it|this|that)\b|\bany\s+\S+(?:\s+\S+)?\s+in\s+(?:the|your|ur|it|this|that)\b/i;
// A sentence that states what a product holds or leaves out ("fragrance-free" too; "cruelty-free"
// and "duty-free" say nothing of it).
const STATES_INGREDIENTS =
  /\b(?:contains?|made (?:with|of|from)|combines?|formulated with|infused with|colou?red with|uses|use|free of|free from|without|with no)\b|\d\s?%\s+\p{L}|\b(?!(?:cruelty|tax|duty|hassle|risk|worry|stress|toll|hands|carbon|plastic|waste)-)\p{L}{3,}-free\b/iu;

// "what colours does it come in", "which shades", "how many shades", "shade range": the list of
// shades (not whether one of them is in stock).
const ASKS_SHADES =
  /\b(?:what|which|wat)\s+(?:\S+\s+){0,3}?(?:shades?|colou?rs?|tones?|teintes?|couleurs?)\b|\bhow many (?:shades|colou?rs)\b|\bshade range\b|\bcombien de (?:teintes|couleurs)\b/i;
// A sentence listing shades: "comes in 4 shades: ...", "in 12 shades from Fair to Deep".
const STATES_SHADES = /\b\d+\s+shades\b|\bshades?\s*:/i;

// "is it in stock", "sold out?", "do you have it right now", "is Mocha available", "any Rosewood
// left?": asked of a
// product (of shipping, "available" asks something else).
const ASKS_STOCK =
  /\b(?:in stock|out of stock|sold out|restock|available|availability|back in|en stock|disponible|rupture)\b|\b(?:have|got|buy|get)\b.{0,40}\b(?:right now|rn)\b|\b(?:any|have|how many)\b.{0,40}\bleft\b/i;
const STATES_STOCK = /\bin stock\b|\bsold out\b/i;
// "is the serum available in a bigger size?" asks the sizes it comes in, not whether it is in stock.
const AVAILABLE_IN_SIZE =
  /\bavailable\s+in\s+(?:an?\s+|other\s+|more\s+)?(?:\w+\s+)?(?:sizes?|ml|oz|bigger|larger|smaller|travel)\b/i;

/**
 * "how much" of an ingredient in a product ("how much hyaluronic acid is in the hydra glow serum")
 * asks its share, not a price. An ingredient's name runs to three words, none a verb or a word of a
 * price ("how much does shipping cost in Canada" asks a price).
 */
const HOW_MUCH_OF_INGREDIENT =
  /\bhow much (?=(?!(?:is|are|product|does|do|did|will|would|should|can|could|for|to|it|money|shipping|delivery|postage)\b)\S+(?: (?!(?:is|are|does|do|did|will|would|cost|costs|for|to)\b)\S+){0,2} (?:is |are )?in\b)/i;
/** The question without the "much" the price vocabulary reads: the product's price line answered it, certain. */
export const withoutPriceOfIngredient = (text: string) =>
  text.replace(new RegExp(HOW_MUCH_OF_INGREDIENT, "gi"), "how ");
// "how strong is the bakuchiol", "what % niacinamide", "how much zinc in ur spf": a percentage.
const ASKS_STRENGTH = new RegExp(
  [
    /\bhow (?:strong|concentrated|potent)\b/,
    HOW_MUCH_OF_INGREDIENT,
    /\bwhat(?:'s the)? (?:%|percent|percentage|concentration|strength)\b/,
  ]
    .map((r) => r.source)
    .join("|"),
  "i",
);
const STATES_STRENGTH = /\d\s?%/;

// "which carrier do you use", "who delivers": a carrier's name.
const ASKS_CARRIER =
  /\b(?:which|what|who)\b(?:\s+\S+){0,2}?\s+(?:carriers?|couriers?|shipping company|delivery company|transporteur)\b|\bwho\s+(?:delivers|ships|brings|carries)\b/i;
const STATES_CARRIER =
  /\b(?:Canada Post|Postes Canada|UPS|FedEx|DHL|Purolator|USPS|Canpar|Intelcom|Loomis|GLS|Royal Mail)\b/;

// "where is my parcel", "how will I know where it is", "how will I know when my box left": the way
// to follow an order.
const ASKS_TRACKING =
  /\bwhere(?:'s|\s+is)?\s+(?:my|the|our)\s+(?:order|parcel|package|box|shipment|delivery)\b|\bknow where\b|\btrack(?:ing)?\b|\bhow (?:will|would|do|can) (?:i|we) (?:know|tell|see) (?:when|if|that) (?:my|the|our|it)\b/i;
const STATES_TRACKING = /\btrack(?:ing)?\b/i;

// "has my order shipped yet?", "did my parcel leave?": where the customer's own order is, which a
// source tells only by when orders ship, how long they take or how to follow one, never by what
// shipping costs ("Shipping is free on Canadian orders over CA$60" holds both words).
const ASKS_STATUS =
  /\b(?:has|have|did|is|was)\s+(?:my|our)\s+(?:order|parcel|package|box)\s+(?:been\s+)?(?:shipped|ship|sent|left|dispatched|arrived|delivered|processed|packed)\b/i;
const STATES_STATUS =
  /\b\d+\s*(?:(?:to|-|or)\s*\d+\s*)?(?:business\s+|working\s+)?(?:days?|hours?|weeks?)\b|\b(?:same|next)[\s-]day\b|\b(?:weekends?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|holidays?)\b|\btrack\w*|\bdispatch\w*|\bprocess\w*/i;
const STATES_MONEY = /[$€£]|\b(?:free|costs?|fees?|price)\b/i;

// A reaction the customer had ("the cream gave me breakouts everywhere", "I got a rash from the
// serum"): only what the brand does about a reaction answers it, never a usage tip ("patch test a
// new product ... and start the Retinal Night Renewal Serum two nights a week"). An allergy told
// as a habit ("jojoba gives me hives, is it in any of your products?") asks something else.
const TELLS_REACTION =
  /\b(?:irritated|burned|burnt|inflamed|stung)\s+(?:my|her|his)\s+(?:skin|face|eyes?|lips?|cheeks|chin)\b|\b(?:gave|given) me (?:a |an |these |such )?(?:\w+ )?(?:rash|hives|breakouts?|bumps|reaction|acne|pimples|spots|redness|burns?|irritation)\b|\b(?:broke|breaking) me out\b|\bi (?:got|have|had|developed|get) (?:a |an )?(?:\w+ )?(?:rash|hives|reaction|breakouts?|bumps)\b|\bi(?:'m| am| was) (?:breaking out|reacting)\b|\bmy (?:skin|face|eyes?|lips?|cheeks|chin) (?:is|are|went|got|turned|started|has been|have been) (?:\w+ )?(?:red|itchy|burning|swollen|peeling|irritated|on fire|breaking out)\b|\bi reacted\b|\b(?:caused|causing) (?:a |an |me )?(?:rash|reaction|breakouts?|irritation)\b/i;
// Asking for a refund or a return after it, the return policy answers ("... can I get a refund?"),
// and a question of its own is answered as asked ("... is it non-comedogenic?"); "what do I do?" is
// the reaction's question.
const ASKS_RETURN = /\b(?:refund\w*|return\w*|money back|exchange|send (?:it |this |them )?back)\b/i;
/** "what do I do now?", "what now", "help", "what are u going to do about it", "is it too late?". */
export const ASKS_WHAT_TO_DO =
  /\bwhat (?:do|should|can|shall) (?:i|we) do\b|\bwhat now\b|\bnow what\b|\bhelp\b|\bwhat (?:are|r|will|can) (?:you|u|ya) (?:going to |gonna )?do\b|\bwhat are my options\b|\bwhat happens now\b|\bis it too late\b|\bhow do i (?:report|get it replaced|fix this)\b/i;
/**
 * A reaction told and a return asked ("the serum irritated my skin, can I return it?"): the policy for
 * reactions answers (a passage holding it), not the shade exchange rule its "return" also finds.
 */
export const asksReactionReturn = (question: string) =>
  TELLS_REACTION.test(withoutAccents(question)) && ASKS_RETURN.test(question);
/** A passage that speaks of reactions (what to do after one, how it is refunded). */
export const speaksOfReaction = (passage: string) => STATES_REACTION.test(passage);
const STATES_REACTION = /\birritat\w*|\breactions?\b|\breacts?\b|\bstop using\b|\brash\b/i;

// Where the brand is from: "are you guys a Canadian brand?", "is this brand american", "where are
// you based", "what country are you from", "where are your products made", "made in china?". Its
// topic words (Canada, brand) also fill sentences about shipping to Canada and the products' prices.
const NATIONALITY =
  "(?:canadian|american|us|u\\.s\\.|usa|french|british|uk|irish|scottish|korean|k-beauty|japanese|chinese|australian|german|italian|swedish|danish|dutch|mexican|indian|european|local|quebec|quebecois|new york|californian|nyc)";
const ASKS_ORIGIN = new RegExp(
  [
    `\\b(?:are|r)\\s+(?:you|u|ya|y'all)\\s+(?:guys\\s+|all\\s+)?(?:an?\\s+)?${NATIONALITY}(?!\\s*-?\\s*speak)(?:\\s+(?:brand|company|business|owned|made))?\\b`,
    `\\b(?:is|are)\\s+(?:this|the|your|ur|it|they|\\S+)\\s+(?:\\S+\\s+)?(?:brand|company|business|products?)?\\s*(?:an?\\s+)?${NATIONALITY}(?:\\s+(?:brand|company|business|owned|made))?\\s*\\??\\s*$`,
    "\\bwhere\\s+(?:are|r|is)\\s+(?:you|u|ya|the brand|the company|your company|your brand|\\S+)\\s+(?:guys\\s+)?(?:based|located|from|headquartered)\\b",
    "\\bwhat\\s+(?:country|city)\\s+(?:are|r|is)\\s+(?:you|u|the brand|the company|your company|your brand)\\b",
    "\\bwhere\\s+(?:are|r|is)\\s+(?:your|ur|the|these|they|it)\\s*(?:products?|items?|stuff|things|formulas?)?\\s+(?:made|manufactured|produced|formulated)\\b",
    "\\b(?:made|manufactured|produced)\\s+in\\s+(?:the\\s+)?(?:usa|us|china|canada|korea|france|uk|america|europe)\\s*\\?",
  ].join("|"),
  "i",
);
// "wait ur a montreal brand??", "you're from toronto right?": a place said of the brand, asked.
const PLACE_OF_BRAND =
  /\b(?:are you|r u|are u|you'?re|youre|ur|u r)\s+(?:guys\s+)?(?:(?:an?\s+)?(\p{L}+(?:\s+\p{L}+)?)\s+(?:brand|company|business)|(?:from|based in|located in)\s+(\p{L}+(?:\s+\p{L}+)?))\b/iu;
const asksOrigin = (text: string) => {
  if (ASKS_ORIGIN.test(text)) return true;
  const place = text.match(PLACE_OF_BRAND);
  const named = place?.[1] ?? place?.[2];
  return (
    named !== undefined && placesIn(named).size > 0 && /\?|\b(?:right|settle|really|actually)\b/i.test(text)
  );
};
// A sentence saying where the brand is or makes its products ("made in small batches and packed by
// hand in Brooklyn, New York", "a Montreal brand founded in 2019"). The place is a name.
const STATES_ORIGIN =
  /\b(?:[Ss]hip(?:s|ped)?\s+from|[Bb]ased|[Ff]ounded|[Hh]eadquartered|[Mm]ade|[Pp]acked|[Ff]ormulated|[Mm]anufactured|[Pp]roduced|[Bb]orn|[Ss]tarted|[Dd]esigned)\b[^.!?]{0,60}?\b(?:in|out of)\s+\p{Lu}|\b(?:an?|proudly)\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?(?:-based|-made|-owned)?\s+(?:brand|company|business)\b/u;

// "how often should i use the clay mask", "how many times a week": how often, which a price line
// holding the product's name does not say ("twice a week", "every night", "2 nights a week" does).
const ASKS_FREQUENCY = /\bhow (?:often|frequently)\b|\bhow many times\b/i;
const STATES_FREQUENCY =
  /\b(?:once|twice|daily|nightly|weekly|everyday)\b|\b\d+\s*(?:x|times?)\b|\b(?:one|two|three|four|five|\d+)\s+(?:nights?|days?|mornings?|evenings?|times?)\s+(?:a|per|each)\s+(?:week|day)\b|\b(?:every|each)\s+(?:other\s+)?(?:day|night|morning|evening|week|time)\b|\b(?:a|per)\s+(?:day|week|night)\b|\bmorning and (?:night|evening)\b/i;

// "how do I contact customer service", "what's your phone number", "how can i reach you": how to
// reach the brand, which "stop using it and contact us within 60 days" does not say (an address,
// a number, or where the team answers does).
const ASKS_CONTACT =
  /\bhow\s+(?:do|can|could|should)\s+(?:i|we)\s+(?:contact|reach|get in touch with|talk to|speak (?:to|with))\b|\b(?:phone|telephone)\s+number\b|\bcontact\s+(?:info|information|details)\b|\bemail\s+address\b/i;
const STATES_CONTACT =
  /[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s().-]{7,}\d|\b(?:answers|responds|available)\b[^.!?]{0,40}\b(?:email|phone|chat|dm|instagram|message)\b|\b(?:email|call|text|message|dm|chat with)\s+us\b/i;

const ASKS_WHERE_TO_FIND =
  /\bwhere\s+(?:can|do|could|would|should)\s+(?:i|we|u|you)\s+(?:see|find|read|look|check|view)\b/i;

/**
 * The kind of fact the question asks for, when it is one of these; null otherwise. Stock is asked
 * only of a product the question names.
 */
export function answerTypeOf(question: string, namesProduct: boolean): AnswerType | null {
  const text = withoutAccents(question);
  if (namesProduct && ASKS_STOCK.test(text) && !AVAILABLE_IN_SIZE.test(text)) return "stock";
  if (ASKS_STRENGTH.test(text)) return "strength";
  if (ASKS_CARRIER.test(text)) return "carrier";
  if (ASKS_TRACKING.test(text)) return "tracking";
  if (ASKS_STATUS.test(text)) return "status";
  if (asksOrigin(text)) return "origin";
  if (ASKS_FREQUENCY.test(text)) return "frequency";
  if (ASKS_CONTACT.test(text)) return "contact";
  // "where can I see the ingredients?" asks where the list is, not what it says.
  if (ASKS_WHERE_TO_FIND.test(text)) return null;
  if (ASKS_SHADES.test(text)) return "shades";
  if (ASKS_INGREDIENTS.test(text)) return "ingredients";
  if (
    TELLS_REACTION.test(text) &&
    !ASKS_RETURN.test(text) &&
    (!text.includes("?") || ASKS_WHAT_TO_DO.test(text))
  )
    return "reaction";
  return null;
}

const STATES: Record<AnswerType, RegExp> = {
  ingredients: STATES_INGREDIENTS,
  shades: STATES_SHADES,
  stock: STATES_STOCK,
  strength: STATES_STRENGTH,
  carrier: STATES_CARRIER,
  tracking: STATES_TRACKING,
  status: STATES_STATUS,
  reaction: STATES_REACTION,
  origin: STATES_ORIGIN,
  frequency: STATES_FREQUENCY,
  contact: STATES_CONTACT,
};

/**
 * Words that ask for the kind of fact, which a sentence stating it answers without them: "where is my
 * box", "when it left" (the way to follow a parcel), "how many do u have left" (the stock line).
 */
const ASKED_BY_KIND: Partial<Record<AnswerType, ReadonlySet<string>>> = {
  tracking: new Set(["wher", "box", "left"]),
  stock: new Set(["left"]),
};
export const asksForKind = (kind: AnswerType | null, conceptKey: string) =>
  kind !== null && (ASKED_BY_KIND[kind]?.has(conceptKey) ?? false);

/** Whether a sentence states a fact of the kind asked (any sentence does when no kind is asked). */
export function statesAnswerType(type: AnswerType | null, sentence: string): boolean {
  // The catalogue's stock line ("The X is in stock.") answers whether it is in stock, nothing else:
  // "does this work on dark spots?" is not answered by the serum being in stock.
  if (type !== "stock" && STOCK_LINE.test(sentence) && !/\bexcept\b/.test(sentence)) return false;
  if (type === "status" && STATES_MONEY.test(sentence)) return false;
  return type === null || STATES[type].test(sentence);
}
