import { askingText, type Concept, matchStrength } from "./knowledge-query";
import type { ScoredSentence, Weights } from "./knowledge-sentences";
import { stemsOf } from "./word-stems";

/** A saved answer's passage as `answerSource` writes it: "<answer> (Question: <question>)". */
const SAVED_ANSWER = /^([\s\S]+?) \(Question: ([\s\S]*)\)$/;

export function savedAnswerParts(content: string): { answer: string; question: string } | null {
  const m = content.match(SAVED_ANSWER);
  return m?.[1] && m[2] !== undefined ? { answer: m[1].trim(), question: m[2].trim() } : null;
}

/**
 * A saved answer read as one sentence: a team's answer to a customer question is what it says
 * whatever words it uses. "Not yet: we are online only." answers "Can I pick up my order in store?",
 * though it holds none of its words, and is quoted whole, however short. What its question asks (its
 * asking clause, not the story around it) counts as held by the answer, as an FAQ's question lends
 * its words to the line below it, and says the answer is the answer to it.
 */
export function rankSavedAnswer(
  concepts: readonly Concept[],
  weights: Weights,
  content: string,
): ScoredSentence[] | null {
  const parts = savedAnswerParts(content);
  if (!parts) return null;
  const asked = askingText(parts.question) ?? parts.question;
  const answerStems = stemsOf(parts.answer);
  const askedStems = stemsOf(asked);
  let score = 0;
  const keys = new Set<string>();
  for (const concept of concepts) {
    const own = matchStrength(concept, parts.answer, answerStems);
    const ofQuestion = matchStrength(concept, asked, askedStems);
    const strength = Math.max(own, ofQuestion);
    if (strength === 0) continue;
    keys.add(concept.key);
    // The question asked it: the answer is the answer to it (an FAQ line's bonus, in full).
    score += (strength + 0.5 * ofQuestion) * (weights.get(concept.key) ?? 0);
  }
  if (keys.size === 0) return [];
  if (/\d/.test(parts.answer)) score *= 1.1;
  score /= 0.75 + 0.25 * (answerStems.size / 12);
  return [{ sentence: parts.answer, score, matched: keys.size, keys }];
}
