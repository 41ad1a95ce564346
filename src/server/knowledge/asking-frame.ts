import type { Concept } from "./knowledge-query";
import { isWeak } from "./knowledge-sentences";
import { stem } from "./word-stems";

/** The verb of "do you offer ...", "does Glow Theory carry ...": the frame of a yes-or-no ask. */
const FRAME =
  /^\W*(?:(?:hi|hey|hello|hiya|ok|so|also|and|btw|quick question)\W+)*(?:do|does|did) (?:you|u|ya|y'?all|you guys|u guys|\w+(?: \w+)?) (offer|offers|provide|provides|sell|sells|carry|carries|stock|stocks|accept|accepts|take|takes|have|has|do|does)\b/i;

/**
 * "is the retinal serum safe if I'm trying to get pregnant?", "is it ok for my teen": whether a
 * product suits a case, which "We do not recommend the Retinal ... while pregnant" answers.
 */
const SUITS =
  /\b(safe|okay|suitable|alright)\b(?:\s+to\s+(?:use|wear|apply|take))?\s+(?:for|while|during|if|when|with|on|in|around)\b/i;

/**
 * "Do you offer wholesale?", "is it safe while pregnant?": the concepts of the words that frame a
 * yes-or-no ask, which are no part of what the answer must hold, when the question asks about
 * something else too.
 */
export function frameKeys(question: string, concepts: readonly Concept[]): string[] {
  const frames = [FRAME.exec(question)?.[1], SUITS.exec(question)?.[1]].flatMap((w) =>
    w ? [stem(w.toLowerCase())] : [],
  );
  if (frames.length === 0 || !concepts.some((c) => !isWeak(c.key))) return [];
  return concepts.filter((c) => isWeak(c.key) && c.asked.some((a) => frames.includes(a))).map((c) => c.key);
}
