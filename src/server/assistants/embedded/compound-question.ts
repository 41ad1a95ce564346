import type { AssistantKey } from "@shared/assistants/assistants.constants";
import type { Answer } from "@shared/assistants/assistants.schema";
import { parsePeriod } from "@shared/assistants/periods";
import { parseQuestion } from "./parse-question";
import type { Plan } from "./plan";

/** A question word that starts a second question joined on ("... and what was our revenue?"). */
const ASKING = String.raw`(?:what|what's|whats|how|which|who|where|when|did|do|does|is|are|was|were|show|give|tell|list)\b`;
/** Where a message asks again: after a question mark, or at "and", "also" or "plus" before a question word. */
const JOIN = new RegExp(
  String.raw`\?+\s*(?:(?:and|also|plus)\s+)?(?=\S)|\s*[,;]?\s+(?:and|also|plus|&)\s+(?:also\s+)?(?=${ASKING})`,
  "i",
);

/** Plans that read figures and change nothing: two of them in one message are answered one after the other. */
const READS: ReadonlySet<Plan["kind"]> = new Set([
  "revenue",
  "top_products",
  "locations",
  "funnel",
  "leads",
  "inbox_counts",
  "response_times",
  "history",
  "search",
  "attention",
  "tracking_links",
  "topics",
]);
/** What a question counts or lists: what a later "they" points back to. */
const SUBJECT = /\b(complaints|questions|messages|dms|comments|mentions|issues|problems)\b/i;
/** "what are they about", "what were those about": a later question about what an earlier one counted. */
const POINTS_BACK = /\bwhat (are|were|is|was) (?:they|those|these|them|it) (?:all |mostly )?about\b/i;
/** More asks than this in one message are read as one question. */
const MAX_PARTS = 4;

/**
 * The plans of a message that asks two or more questions ("How many messages did we get this week
 * and what was our revenue?"), each read on its own; a later question without a period of its own
 * is asked of the period an earlier one named. Null when the message asks one thing, or when any
 * part is not a read of figures (an action is previewed whole, never split).
 */
export function compoundPlans(question: string, assistant: AssistantKey, now: Date): Plan[] | null {
  const parts = question
    .split(JOIN)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
  if (parts.length < 2 || parts.length > MAX_PARTS) return null;
  let period: string | null = null;
  let subject: string | null = null;
  const plans: Plan[] = [];
  for (const said of parts) {
    // "How many complaints did we get today, and what are they about?": "they" are the complaints.
    const part: string = subject
      ? said.replace(POINTS_BACK, (_, verb: string) => `what ${verb} the ${subject} about`)
      : said;
    subject = part.match(SUBJECT)?.[1]?.toLowerCase() ?? subject;
    const own = parsePeriod(part, now);
    // The earlier period goes before a rewritten "what are the complaints about" ("about the last
    // 30 days" would name what they are about).
    const asked =
      own || !period
        ? part
        : part !== said
          ? `${period}: ${part}`
          : `${part.replace(/[?.!\s]+$/, "")} ${period}`;
    if (own) period = own.label;
    const plan = parseQuestion(asked, assistant, now);
    if (!READS.has(plan.kind)) return null;
    if (!plans.some((p) => JSON.stringify(p) === JSON.stringify(plan))) plans.push(plan);
  }
  return plans.length >= 2 ? plans : null;
}

/** The answers to each question of a message, as one answer: the texts in order, every figure and tool. */
export function joinAnswers(answers: readonly Answer[]): Answer {
  const [first] = answers;
  if (!first) throw new Error("joinAnswers needs at least one answer");
  const chart = answers.find((a) => a.chart)?.chart;
  return {
    text: answers.map((a) => a.text).join("\n\n"),
    figures: answers.flatMap((a) => a.figures),
    ...(chart ? { chart } : {}),
    suggestions: first.suggestions,
    tools: [...new Set(answers.flatMap((a) => a.tools))],
  };
}
