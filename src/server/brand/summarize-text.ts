// Extractive summary and key facts of a document or page: no model, deterministic, so the
// knowledge the reply engine cites is always a sentence the brand itself wrote.

const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does for from has have how i if in into is it its " +
    "may more most much must no not of on or our ours out over so such than that the their them then " +
    "there these they this those through to too up us very was we were what when where which while who " +
    "why will with would you your yours all any each every also just about after before only own same"
  ).split(" "),
);

const FACT_CUES =
  /\b(\d+|free|within|days?|hours?|weeks?|return|returns|refund|exchange|ship|shipping|shipped|delivery|deliver|warranty|guarantee|ingredients?|vegan|cruelty|paraben|fragrance|certified|made in|contact|email|support|policy|orders?|discount|price|minimum)\b|[%$€£]/i;

const MAX_SUMMARY_SENTENCES = 3;
const MAX_KEY_FACTS = 8;
const MIN_TEXT_CHARACTERS = 20;

export function splitSentences(text: string): string[] {
  return text
    .replace(/\s*\n\s*/g, "\n")
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])|\n/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length >= 20 && s.length <= 500 && /[a-z]/i.test(s));
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export type TextDigest = { summary: string; keyFacts: string[] };

/** Null when the text holds too little to learn from (an image-only PDF, an empty page). */
export function digestText(text: string): TextDigest | null {
  if (text.replace(/\s+/g, "").length < MIN_TEXT_CHARACTERS) return null;
  const sentences = splitSentences(text);
  if (sentences.length === 0) {
    const compact = text.replace(/\s+/g, " ").trim();
    return { summary: compact.slice(0, 400), keyFacts: [] };
  }
  const frequency = new Map<string, number>();
  for (const w of words(text))
    if (!STOP_WORDS.has(w) && w.length > 2) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const content = words(sentence).filter((w) => !STOP_WORDS.has(w) && w.length > 2);
    const weight = content.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0);
    return { sentence, index, score: content.length === 0 ? 0 : weight / Math.sqrt(content.length) };
  });
  const summary = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SUMMARY_SENTENCES)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(" ");
  const keyFacts = scored
    .filter((s) => FACT_CUES.test(s.sentence))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_KEY_FACTS)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
  return { summary, keyFacts: [...new Set(keyFacts)] };
}
