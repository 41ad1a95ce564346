import type { Concept } from "./knowledge-query";
import { isWeak } from "./knowledge-sentences";
import { stem } from "./word-stems";

/** The verb of "do you offer ...", "does Glow Theory carry ...": the frame of a yes-or-no ask. */
const FRAME =
  /^\W*(?:(?:hi|hey|hello|hiya|ok|so|also|and|btw|quick question)\W+)*(?:do|does|did) (?:you|u|ya|y'?all|you guys|u guys|\w+(?: \w+)?) (offer|offers|provide|provides|sell|sells|carry|carries|stock|stocks|accept|accepts|take|takes|have|has|do|does)\b/i;

/**
 * "Do you offer wholesale?": the concepts of the verb that frames a yes-or-no ask, which are no part
 * of what the answer must hold, when the question asks about something else too.
 */
export function frameKeys(question: string, concepts: readonly Concept[]): string[] {
  const verb = FRAME.exec(question)?.[1];
  if (!verb || !concepts.some((c) => !isWeak(c.key))) return [];
  const frame = stem(verb.toLowerCase());
  return concepts.filter((c) => isWeak(c.key) && c.asked.includes(frame)).map((c) => c.key);
}
