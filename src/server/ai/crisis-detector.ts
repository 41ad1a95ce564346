import type { CrisisCategory } from "@shared/ai/message-analysis.schema";
import { OTHER_LANGUAGE_CRISES } from "./crisis-other-languages";

// Crisis patterns, compiled once. Recall matters more than precision: a false alarm costs a
// person a look, a missed adverse reaction or legal threat costs the brand far more. Slang that
// looks alarming but is praise ("to die for", "killing it", "i'm dead") is excluded first, and
// "can I find you in a shop?" asks where to buy (no threat).
const PATTERNS: ReadonlyArray<{ category: CrisisCategory; pattern: RegExp; grievance?: boolean }> = [
  {
    category: "adverse_reaction",
    pattern:
      /\b(allergic|allergy|anaphyla\w*|hives|rash(es)?|welts?|blister\w*|swell(ed|ing)?|swollen|chemical burns?|burn(s|ed|t)? (my|her|his|their) (face|skin|scalp|eyes?|lips?|neck)|(face|skin|scalp|eyes?|lips?|eyelids?) (is|are|was|were|got|keeps?) (burning|bleeding|peeling off|swelling|blistered)|second degree|bleeding|bled|infect(ed|ion)|dermatitis|hair (is )?(falling|fall) out|bald (patch|spot)\w*|losing (chunks of )?hair|(eye|eyes) (shut|swelled)|can'?t breathe|couldn'?t breathe|throat (closed|closing|feels tight|tight|swell\w*)|epi-?pen|emergency room|the er|er visit|urgent care|hospital\w*|ambulance|doctor|dermatologist (said|says|told)|pharmacist|at the vet|to the vet)\b/u,
  },
  {
    category: "safety_hazard",
    pattern:
      /\b(mou?ld|moldy|(piece|pieces|shards?|bits?) of glass|glass (in|inside)|found glass|contaminat\w*|benzene|toxic(?! (?:positivity|masculinity|relationships?|ex|friends?|people|traits?))|poison\w*|swallowed|ate some|recall\w*|explod\w*|on fire|caught fire|overheat\w*|tamper\w*|dangerous|unsafe|not safe|get(s)? (really )?hurt|got hurt|injur\w*)\b/u,
  },
  {
    category: "legal_threat",
    pattern:
      /\b(sue|suing|sued|lawsuit|(my|a|an) (lawyer|attorney) (will|is going to|is gonna)|(call\w*|contact\w*|get|getting|got|talk\w* to|speak\w* (to|with)|hire|hiring) (a|my|an) (lawyer|attorney)|my (lawyer|attorney)|legal action|small claims|class action|(take you|taking you|see you) (to|in) court|court case|report(ing)? (you|this|it)? ?to (the )?(fda|health canada|ftc|bbb|police)|chargeback)\b/u,
  },
  {
    // Words that are a threat only said of a grievance ("I'm a lawyer and I love your lip tint",
    // "the police academy workout" are not).
    category: "legal_threat",
    pattern:
      /\b(lawyer|attorney|police|(in|to) court|compensation|fda|health canada|consumer protection|fraud\w*)\b/u,
    grievance: true,
  },
  {
    category: "abuse",
    pattern:
      /\b(idiots?|bitch\w*|stupid (bitch|cow|idiot)|kill (you|yourself|her|him)|die you|go to hell|(?<!\b(?:will|would|do|does|how|can|could) )i know where (you|u|ur|your|yall|y'all|she|he|they|her|his|their)\b|coming down there|make (her|him|you) pay|(?<!\b(?:can|could|do|where) (?:i|we|u) )find (her|him|you)|hope (she|he|you|your \w+) (gets? fired|dies?|burns?)|burns? down|threat\w*)\b/u,
  },
  {
    category: "viral",
    pattern:
      /\b(exposing|expose|boycott|everyone (stop|needs to know)|deleting (negative )?comments|blocked me|block me)\b/u,
  },
  {
    // A post spreading is a crisis only when it spreads a grievance ("saw you on the news, congrats!"
    // and "this video is going viral lol" are not).
    category: "viral",
    pattern:
      /\b(viral|(?<!\b(?:only|just|barely|under|less than) (?:has |have |got )?)\d+k? views|stitch this|duet this|share this|posting (this )?everywhere|blowing up|journalist|reporter|the news|bbc|cbc|screenshots? (are )?(everywhere|of this|already)|this thread is|thread is blowing|half my followers|my followers (have|are asking))\b/u,
    grievance: true,
  },
];

const PRAISE_IDIOMS =
  /\b(to die for|killing it|killer (shade|look|color|colour)|i'?m dead|on fire in (the|a) (best|good) way|burns? in (the|a) good way|fire emoji)\b/gu;

// A condition the customer lives with, stated to ask about a product ("I'm allergic to perfume, do
// your products smell?", "my dermatologist said oat helps, is there oat in it?"), is no reaction to
// the brand's product: only these words matched, a question asked, and nothing tells of a reaction.
const CONDITION_WORDS =
  /^(allergic|allergy|allergies|dermatitis|doctor|dermatologist (said|says|told)|pharmacist|hospital)$/u;
const ASKS_ABOUT_PRODUCT =
  /\?|^(do|does|is|are|can|could|will|would|any|which|what)\b|\b(do|does|is|are|was|were|can|could|will|would)\s+(you|u|your|ur|it|they|this|these|the|any)\b/u;
const TELLS_OF_REACTION =
  /\b(gave me|giving me|broke out|breaking out|broken out|react(ed|ing)?|reaction|after (using|applying|i used|trying)|since (using|i started|i used)|burn\w*|itch\w*|sting\w*|swell\w*|swollen|red(ness)?|rash|hives|bumps|peel\w*|rush(ed)? to|stop(ped)? using|(had|have) to stop)\b/u;

function onlyACondition(text: string, pattern: RegExp): boolean {
  const matches = [...text.matchAll(new RegExp(pattern.source, "gu"))].map((m) => m[0]);
  return (
    matches.length > 0 &&
    matches.every((m) => CONDITION_WORDS.test(m)) &&
    ASKS_ABOUT_PRODUCT.test(text) &&
    !TELLS_OF_REACTION.test(text)
  );
}

// What makes a mention of the news, a post or a lawyer a grievance against the brand.
const GRIEVANCE =
  /\b(worst|terrible|awful|horrible|scam\w*|fake|lied|lying|liars?|disgust\w*|hate|ruin\w*|burn\w*|rash|scar\w*|react\w*|broke|broken|damaged|refund\w*|never again|angry|furious|unacceptable|dangerous|unsafe|hurt|injur\w*|complain\w*|problem|issue|bad|wrong|ignor\w*|deleting|blocked|sue|lawsuit|money back|pay for|compensat\w*|expos\w*|boycott|warn\w*|careful|avoid)\b/u;

/** The crisis categories a message falls in; an empty list means no crisis. */
export function detectCrisis(lowered: string): CrisisCategory[] {
  const text =
    lowered.includes("die") ||
    lowered.includes("kill") ||
    lowered.includes("dead") ||
    lowered.includes("fire")
      ? lowered.replace(PRAISE_IDIOMS, " ")
      : lowered;
  const found: CrisisCategory[] = [];
  for (const { category, pattern, grievance } of PATTERNS) {
    if (found.includes(category) || !pattern.test(text)) continue;
    if (grievance && !GRIEVANCE.test(text)) continue;
    if (category === "adverse_reaction" && onlyACondition(text, pattern)) continue;
    found.push(category);
  }
  for (const { category, pattern } of OTHER_LANGUAGE_CRISES)
    if (!found.includes(category) && pattern.test(text)) found.push(category);
  return found;
}

/**
 * A condition the customer lives with, asked about a product, with no reaction told ("i'm allergic to
 * nuts, is the lip oil safe for me?"): the rules exempt it, and the crisis head must not escalate it
 * alone either (corpus/LABELLING.md question 4: a precautionary question is `product_inquiry`).
 */
export function asksWithACondition(lowered: string): boolean {
  const adverse = PATTERNS[0]?.pattern;
  return adverse !== undefined && onlyACondition(lowered, adverse);
}
