import { speaksOfReaction } from "./answer-types";
import { ASKS_DESTINATION, ASKS_TIME, ASKS_WHEN, SHAPES } from "./knowledge-query";
import { sentencesOf } from "./knowledge-sentences";
import { ANYWHERE, placesIn } from "./places";

// A sentence that says where the brand ships: a shipping verb, then "to" a place (not "3 to 5
// days"), or "ships across / within".
const SERVES =
  /\b(ship|deliver|send)\w*\b(?:\s+[^\s.!?]+){0,8}?\s+to\s+(?!\d+\s*(?:business\s+)?(?:days?|weeks?|hours?)\b)|\b(ship|deliver)\w*\s+(?:only\s+)?(across|within|throughout)\b/i;

/**
 * A kind of sentence the question's kind asks for, beyond its concepts: "do you ship to X?" is
 * answered by the sentence saying where the brand ships. Null for other questions.
 */
export function preferredSentence(question: string): ((sentence: string) => boolean) | null {
  if (ASKS_DESTINATION.test(question))
    return (sentence) =>
      (SERVES.test(sentence) && (placesIn(sentence).size > 0 || ANYWHERE.test(sentence))) ||
      // A shipping table's row: "Australia and New Zealand: 8 to 14 business days, $16.95."
      (REGION_ROW.test(sentence) && placesIn(sentence.split(":")[0] ?? "").size > 0);
  // "How long will it take to get to her?": a delivery time, not a deadline that mentions delivery.
  if (ASKS_TIME.test(question) && ASKS_TRANSIT.test(question))
    return (sentence) => STATES_TRANSIT.test(sentence);
  // "how long do refunds take?", "when will my refund show up?": when the money comes back, not
  // the window to return in ("how long do I have to return it?" asks that window).
  const firm = firmPreference(question);
  if (firm) return firm.holds;
  // "whats ur refund window": the days the customer has to return in, not how soon a refund is issued.
  if (ASKS_RETURN_WINDOW.test(question)) return (sentence) => STATES_RETURN_WINDOW.test(sentence);
  // "can I get next day delivery?": how fast it comes, not that express is never free.
  if (ASKS_SPEED.test(question)) return (sentence) => SHAPES.long!.test(sentence);
  // "is there anything you won't take back?": the sentence that says what cannot be.
  if (ASKS_EXCLUSION.test(question)) return (sentence) => STATES_EXCLUSION.test(sentence);
  return null;
}

/**
 * A kind of sentence that answers before any other sentence covering the question as well:
 * - "how long do refunds take?", "how long until i see my money?", "refund email came but its not
 *   on my card yet": the sentence saying when a refund is issued or shows (the return window
 *   mentions a refund too), and no other;
 * - "what payment methods do u take?": only a sentence naming the cards and wallets accepted (a
 *   refund "to the original payment method" names no way to pay).
 */
export function firmPreference(question: string): FirmPreference | null {
  const timed = ASKS_TIME.test(question) || ASKS_WHEN.test(question);
  const refund =
    (timed &&
      (ASKS_REFUND_TIME.test(question) || (MONEY_SHOWS.test(question) && !ASKS_WINDOW.test(question)))) ||
    MONEY_NOT_THERE.test(question);
  // Issued but not showing yet: how long the bank takes to show it answers before when it is issued.
  if (refund)
    return {
      holds: (sentence) => STATES_REFUND_TIME.test(sentence),
      required: true,
      ...(MONEY_NOT_THERE.test(question)
        ? { best: (sentence: string) => STATES_BANK_TIME.test(sentence) }
        : {}),
    };
  if (ASKS_WAYS_TO_PAY.test(question))
    return { holds: (sentence) => NAMES_WAYS_TO_PAY.test(sentence), required: true };
  return null;
}

/**
 * The passage's `best` sentence beside an answer that is not one ("Refunds are issued ... within 3
 * business days" is followed by "Your bank can take 5 to 10 business days to show it."), quoted with it.
 */
export function bestBeside(firm: FirmPreference | null, passage: string, quote: string): string | null {
  if (!firm?.best || firm.best(quote)) return null;
  return sentencesOf(passage).find((sentence) => firm.best?.(sentence) && !quote.includes(sentence)) ?? null;
}

/**
 * The kind of sentence that answers first; when required, no other sentence answers at all. Of
 * those, one that is `best` answers before the others.
 */
export type FirmPreference = {
  holds: (sentence: string) => boolean;
  required: boolean;
  best?: (sentence: string) => boolean;
};

const ASKS_WAYS_TO_PAY =
  /\b(?:payment\s+(?:methods?|options?|types?)|ways?\s+to\s+pay|how\s+(?:can|do)\s+i\s+pay|(?:take|accept)\s+(?:credit\s+cards?|cards?|debit))\b/i;
const NAMES_WAYS_TO_PAY =
  /\b(?:visa|mastercard|amex|american express|paypal|apple pay|google pay|shop\s?pay|shoppay|klarna|afterpay|interac|credit cards?|debit cards?)\b/i;

const ASKS_REFUND_TIME =
  /^(?!.*\b(?:have to|window|deadline|until)\b).*\b(?:refunds?|money back|reimburs\w*)\b/i;
const STATES_REFUND_TIME =
  /\brefunds?\s+(?:are|is|will be|gets?)\s+(?:issued|processed|sent|credited|paid|made)\b|\brefunded\s+(?:to|within|in)\b|\bbank\b[^.!?]{0,20}\btakes?\b|\brefund\w*\b[^.!?]{0,60}\b(?:within|takes?|up to)\s+\d|\bmoney back\b[^.!?]{0,40}\d/i;
const STATES_BANK_TIME = /\b(?:bank|card issuer|statement)\b[^.!?]{0,40}\b(?:takes?|show|appear)\w*/i;
const ASKS_RETURN_WINDOW =
  /\b(?:refund|return|exchange)s?\s+(?:window|period|deadline|time ?frame|time limit)\b|\bhow (?:long|many days) do (?:i|we|u|you) have to (?:return|send|exchange|ask)\b/i;
const STATES_RETURN_WINDOW =
  /\bwithin\s+\d+\s+days?\s+of\s+(?:delivery|purchase|receiving|receipt|arrival)\b|\b\d+[- ]days?\s+(?:return|refund|exchange)\b/i;
const ASKS_WINDOW = /\b(?:have to|window|deadline)\b/i;
// The money coming back to the customer: "see my money", "money back", "on my card".
const MONEY_SHOWS =
  /\b(?:see|get|receive)\s+(?:my|the|our)\s+money\b|\bmoney\s+(?:back|to show|shows?)\b|\b(?:on|to|hit|in|into)\s+my\s+(?:card|account|bank|statement)\b/i;
// ... not there yet: "its not on my card yet", "my card still doesn't show it".
const MONEY_NOT_THERE =
  /\b(?:not|n't|never|yet to)\s+(?:received|receive|gotten|got|get|seen|see)\s+(?:my|the|a|any|our)\s+(?:refund|money)\b|\bwhere(?:'s|s| is)\s+(?:my|the)\s+(?:refund|money)\b|\b(?:not|n't|still)\b[^.!?]{0,25}\b(?:on|in|show\w*|hit)\b[^.!?]{0,10}\b(?:my|the)\s+(?:card|account|bank|statement)\b|\b(?:card|account|bank|statement)\s+(?:still\s+)?(?:doesn'?t|does not|isn'?t|hasn'?t)\s+(?:show|shown|updated)\b/i;
const ASKS_SPEED =
  /\b(?:next[- ]day|overnight|how fast|how quick(?:ly)?|fastest|quickest|faster|quicker|rush)\b/i;

// A question about what a rule leaves out, and a sentence that says what it leaves out.
const ASKS_EXCLUSION =
  /\b(?:won'?t|can'?t|cannot|not|isn'?t|aren'?t|never)\b[^?.!]{0,25}\b(?:return|refund|exchang|take\s+(?:\w+\s+)?back|accept)|\bnon[- ]?(?:returnable|refundable)\b/i;
const STATES_EXCLUSION = /\b(?:cannot|can't|can not|not|never|final[- ]sale|excluded|except)\b/i;

// A question about how long delivery takes, and a sentence that states it.
const ASKS_TRANSIT =
  /\b(ship\w*|deliver\w*|arriv\w*|get (?:here|there|to (?:me|her|him|them|us|you))|mail|post|transit|take to)\b/i;
const REGION_ROW = /^[^:]{2,60}:\s*\d+\s*(?:to|-|–)\s*\d+\s*(?:business\s+)?(?:days|weeks)\b/i;
const STATES_TRANSIT = /\b(takes?|arrives?|arrive in|delivers? in|ships? in)\b.{0,20}\b\d+/i;

// "Orders placed on weekends ship on Monday": a rule for a case of its own, the weekend or a holiday.
const TIME_CASE =
  /\b(?:on|during|over)\s+(?:the\s+)?(?:weekends?|(?:public\s+|statutory\s+)?holidays?|saturdays?|sundays?)\b/i;
// "If a product irritates your skin, stop using it and contact us": what to do after a reaction,
// which "Is the serum okay for sensitive skin?" does not report.
const REACTION_CASE =
  /\bif\b[^.!?]{0,40}\b(?:irritat\w*|react\w*|rash\w*|breaks? (?:you |your skin )?out|burn\w*|itch\w*)/i;
const ASKS_REACTION_CASE =
  /\b(?:irritat\w*|react\w*|rash\w*|break\w* (?:me )?out|broke (?:me )?out|burn\w*|itch\w*|red|redness|swollen|swelling|hives|bumps|allerg\w*|sting\w*|returns?|returning|refund\w*|money back|send (?:it )?back)\b/i;
const ASKS_TIME_CASE = /\b(?:weekends?|holidays?|saturdays?|sundays?|long weekend|christmas|stat)\b/i;

// "Damaged or leaking items are replaced for free: email a photo ...": what to do when an order
// arrives damaged, which "will I get an email when my refund is on its way?" does not tell.
const DAMAGE_CASE =
  /^\W*(?:damaged|broken|leaking|leaky|defective|faulty)\b|\bif\b[^.!?]{0,40}\b(?:arrives?|arrived|comes?|came|is|are)\s+(?:damaged|broken|leaking|cracked|defective|faulty)\b/i;
const TELLS_DAMAGE =
  /\b(?:damag\w*|broke\w*|leak\w*|crack\w*|smash\w*|spill\w*|split|shatter\w*|dent\w*|crush\w*|defect\w*|faulty|burst|squashed|melted|missing|wrong|replace\w*|pieces|came (?:open|off|apart)|explod\w*|ruin\w*|destroy\w*|torn|ripped|chipped|soaked|mess)\b/i;

/** ... unless the rule also speaks of an item that is not the one ordered, or one missing. */
const OTHER_PROBLEMS = /\bnot what you ordered\b|\bwrong\b|\bmissing\b/i;

/**
 * A rule for a damaged order answers only a question that tells of damage (or asks to replace);
 * what to do after a reaction only one that tells of a reaction or asks to return ("is the eye cream
 * ok for sensitive skin?" is not answered by "If a product irritates your skin, stop using it").
 */
export const answersAnotherCase = (question: string, sentence: string) =>
  (DAMAGE_CASE.test(sentence) && !OTHER_PROBLEMS.test(sentence) && !TELLS_DAMAGE.test(question)) ||
  (REACTION_CASE.test(sentence) && !ASKS_REACTION_CASE.test(question));

/**
 * How much a sentence that answers for one case only counts when the question is not about that case:
 * "When do orders ship out?" is answered by the rule for every business day ("Orders placed before 2 pm
 * Eastern ... leave our studio the same day"), not by the weekend's; "Is it okay for sensitive skin?"
 * by the patch-test advice, not by what to do after a reaction.
 */
export function caseShare(question: string, sentence: string): number {
  const otherCase =
    (TIME_CASE.test(sentence) && !ASKS_TIME_CASE.test(question)) ||
    (REACTION_CASE.test(sentence) && !ASKS_REACTION_CASE.test(question));
  return otherCase ? 0.7 : 1;
}

/**
 * How far a sentence answers before others covering the question as well: one of the kind the firm
 * preference asks for (its best kind first), or, when a reaction is told and a return asked, one of
 * the passage that speaks of reactions.
 */
export function preferenceRank(
  firm: FirmPreference | null,
  reactionReturn: boolean,
  passage: string,
  sentence: string,
): number {
  if (firm?.holds(sentence)) return firm.best?.(sentence) ? 0.75 : 0.5;
  return reactionReturn && speaksOfReaction(passage) ? 0.5 : 0;
}

/** A warning against a product, in the clause naming it: "We do not recommend the Retinal ... while pregnant". */
const WARNS =
  /\b(?:do not|don'?t|never|not) recommend\b|\bnot recommended\b|\b(?:should not|shouldn'?t|must not) (?:be )?use\b|\bavoid\b|\bnot (?:safe|suitable)\b/i;
/** A sentence that itself restricts or negates: it may stand beside the warning. */
const NEGATES = /\b(?:not|never|no|avoid|stop|unless|except|without|only)\b|n't\b/i;

/**
 * Whether a sentence quoted beside the answer tells the customer to use a product the answer warns
 * against: "We do not recommend the Retinal Night Renewal Serum while pregnant" was followed by
 * "..., and start the Retinal Night Renewal Serum two nights a week" (a walk read the two as
 * contradicting each other, on a pregnancy question).
 */
export function usesWhatIsWarnedOf(
  answer: string,
  beside: string,
  productsIn: (sentence: string) => string[],
): boolean {
  const warned = answer
    .split(/(?<=[.!?;])\s+/)
    .filter((clause) => WARNS.test(clause))
    .flatMap(productsIn);
  if (warned.length === 0) return false;
  return productsIn(beside).some((p) => warned.includes(p)) && !NEGATES.test(beside);
}
