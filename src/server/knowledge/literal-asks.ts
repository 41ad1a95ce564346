import { ASKS_WHAT_TO_DO } from "./answer-types";
import { askingText, type Concept } from "./knowledge-query";

/**
 * Questions only a sentence saying the very thing answers. Their words match sentences about
 * something else: "can you send me the link to the lip oil" holds "send" and "link", as "the
 * tracking link shows the first carrier scan" does; "I was charged twice for my order" holds
 * "charged" and "order", as the shipping costs do. Neither sentence answers: the customer wants the
 * product's page, or a double charge looked into. The same for an item missing from an order. When
 * no passage found says it, a person answers.
 */
const LITERAL_ASKS: readonly { asks: RegExp; says: RegExp }[] = [
  {
    // A link, a URL, the website of something: only a sentence holding an address gives it. A
    // tracking link is another thing, which the shipping sentences tell.
    asks: /\b(?:send|give|share|drop|post|dm|pm|text|email|paste)\s+(?:me|us|it|over)?\s*(?:the|a|your|ur|that)?\s*(?:link|url|website|site)s?\b(?!\s+(?:to|for)\s+(?:track|follow))|(?<!\btrack(?:ing)?\s)\b(?:link|url)s?\s+(?:to|for)\s+(?:buy|order|get|purchase|shop|the|your|ur|this|that)\b(?!\s+(?:order|parcel|package|shipment|delivery|tracking)\b)/i,
    says: /https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|ca|co|net|org|shop|store)\/\S/i,
  },
  {
    // Charged or billed twice, a double or duplicate charge, overcharged: a billing problem.
    asks: /\b(?:charged|billed|debited|taken)\s+(?:me\s+|us\s+)?(?:twice|two\s+times|2x|double|two\s+payments)\b|\b(?:double|duplicate|twice)[\s-]*(?:charged|charge|charges|billed|billing|payments?)\b|\bover[\s-]?charged\b/i,
    says: /\b(?:twice|double|duplicate|overcharg\w*|charged\s+more\s+than\s+once)\b/i,
  },
  {
    // A thing missing from an order that came: only a sentence about missing items answers ("I
    // received my order but the cleanser is missing" is no question about tracking).
    asks: /\b(?:received|got|opened|arrived|came)\b[^.!?]{0,60}\b(?:is|was|are|were)\s+missing\b|\bmissing\s+(?:from|in)\s+(?:my|the|our)\s+(?:order|box|parcel|package)\b|\b(?:wasn'?t|weren'?t|was not|were not)\s+in\s+(?:the|my|our)\s+(?:box|parcel|package|order)\b/i,
    says: /\bmissing (?:items?|products?|pieces?)\b|\b(?:items?|products?|pieces?) (?:is |are |was |were )?missing\b|\bnot in (?:the|your) (?:box|parcel|package)\b/i,
  },
];

/** The question asks what only a literal mention answers, and no passage found holds one. */
export function literalAskUnanswered(question: string, passages: readonly string[]): boolean {
  return LITERAL_ASKS.some(({ asks, says }) => asks.test(question) && !passages.some((p) => says.test(p)));
}

/** Problems a customer reports (concept keys): an answer speaks of the one reported. */
const PROBLEMS: ReadonlySet<string> = new Set(["damaged", "lost", "not what i ordered"]);
/**
 * The problem the customer reports ("my serum leaked everywhere in the box"), unless it is told as
 * the story around another question: the answer must speak of it, not of the box.
 */
export const reportedProblem = (concepts: readonly Concept[], story: ReadonlySet<string>) =>
  concepts.find((c) => PROBLEMS.has(c.key) && !story.has(c.key));

/**
 * What to do about a reported problem is asked ("the bottle was cracked and leaked all over the
 * box, what do I do now?"): the parcel, the box and the bottle are where it happened, and only the
 * problem is what the answer must speak of. The keys of the other concepts, or none.
 */
export function problemCircumstances(question: string, concepts: readonly Concept[], problem?: Concept) {
  // A problem told with no question at all ("my order came and the jar was smashed") asks the same.
  const asksNothing = !question.includes("?") && askingText(question) === null;
  if (!problem || !(ASKS_WHAT_TO_DO.test(question) || asksNothing)) return [];
  return concepts.filter((c) => c.key !== problem.key).map((c) => c.key);
}

/** What a customer asks to do with an order or a product (concept keys): the answer speaks of it. */
const ACTIONS: ReadonlySet<string> = new Set(["return", "cancel"]);
/**
 * The action the asking clause asks for ("can i swap it for medium?": an exchange, of the return
 * group), unless the story tells it: the shade list does not answer it.
 */
export const askedAction = (
  concepts: readonly Concept[],
  story: ReadonlySet<string>,
  askingStems: ReadonlySet<string>,
) => concepts.find((c) => ACTIONS.has(c.key) && !story.has(c.key) && c.asked.some((a) => askingStems.has(a)));
