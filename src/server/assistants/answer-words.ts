/** The wording of the embedded engine's answers: counts with the right number, periods in a sentence. */

/** "1 order", "3 orders": the noun agrees with the count (`shown` is the count as displayed). */
export const counted = (n: number, singular: string, plural: string, shown = n.toLocaleString("en-CA")) =>
  `${shown} ${n === 1 ? singular : plural}`;

/**
 * A period's label where a sentence needs it after a noun or verb: "in the last 30 days", "in
 * March 2026", but "today", "last week", "this month" as they are.
 */
export const during = (label: string) => (/^the |^[A-Z][a-z]+ \d{4}$/.test(label) ? `in ${label}` : label);

/**
 * How a selection of messages is named, in parts so the noun can agree with its count: words
 * before the noun ("unread", "negative", "Instagram"), the noun (an intent's, or "message"), and
 * what follows it ("waiting past its SLA").
 */
export type MessageWords = {
  before: string[];
  noun: { one: string; many: string };
  after: { one: string; many: string } | null;
};

export const MESSAGES: MessageWords["noun"] = { one: "message", many: "messages" };

/**
 * "complaints", "high-intent message waiting past its SLA", "Instagram messages": the selection's
 * name to follow its count `n` (plural without one, as in "No … to act on").
 */
export function messagesPhrase(words: MessageWords, n?: number): string {
  const form = n === 1 ? "one" : "many";
  return [...words.before, words.noun[form], ...(words.after ? [words.after[form]] : [])].join(" ");
}

/** Whether the selection names anything beyond "messages". */
export const namesSomething = (words: MessageWords) =>
  words.before.length > 0 || words.after !== null || words.noun !== MESSAGES;
