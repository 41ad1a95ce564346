import { STOPWORDS } from "./everyday-words";
import { askingText } from "./knowledge-query";
import { stemsOf } from "./word-stems";

const WORD = /[\p{L}\p{N}]+/gu;
/** A page's heading as the link processing keeps it: a short line of its own, no sentence end. */
const HEADING_CHARACTERS = 60;

/** The stems of a text's words that say what it is about (no stopword). */
const topicStems = (text: string) =>
  stemsOf((text.toLowerCase().match(WORD) ?? []).filter((w) => !STOPWORDS.has(w)).join(" "));

/**
 * Whether the answer is the first sentence under a heading that names just what the question asks:
 * "What is your return window?" and the Returns page's "Return window" above "You can return
 * products within 30 days of delivery ...". The page says this is its answer to that question, so
 * another section's sentence that holds the same words ("Drop the parcel off within 14 days of
 * starting the return") does not make it uncertain. A heading of one word, or one that names more
 * or less than the question asks, says nothing of the kind.
 */
function headingNamesQuestion(passage: string, sentence: string, question: string): boolean {
  const lines = passage.split("\n").map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith(sentence));
  const above = at > 0 ? lines[at - 1]?.split(" - ").at(-1)?.trim() : undefined;
  if (!above || above.length >= HEADING_CHARACTERS || /[.!?:;,]$/.test(above)) return false;
  const heading = topicStems(above);
  const asked = topicStems(askingText(question) ?? question);
  return heading.size >= 2 && heading.size === asked.size && [...heading].every((stem) => asked.has(stem));
}

type Answering = {
  hit: { id: string; sourceId: string; content: string };
  s: { sentence: string };
  value: number;
};

/**
 * The best other passage's answer value as a share of the answer's (`sendsAlone`). When the answer
 * sits under a heading that names the question, its own source's other sections do not count (the
 * page says which of them answers); another source answering nearly as well still does.
 */
export function runnerUpShare(first: Answering, bestOfEach: readonly Answering[], question: string): number {
  const named = headingNamesQuestion(first.hit.content, first.s.sentence, question);
  const others = bestOfEach.filter(
    (c) => c.hit.id !== first.hit.id && !(named && c.hit.sourceId === first.hit.sourceId),
  );
  return Math.max(0, ...others.map((c) => c.value / first.value));
}
