import { parsePeriod } from "@shared/assistants/periods";
import { messageFilter, normalise } from "./message-selection";
import { parseLinks } from "./parse-links";
import type { Plan } from "./plan";

const REPLY_START =
  /^(?:please )?(?:can you )?(?:(?:reply|respond) to|answer|send (?:a |one )?(?:reply|answer) to|send\b.*\b(?:a |one )?(?:reply|answer)\b)/;
/** Where the reply's own words start: after "with:", "saying", "that says" or a colon. */
const REPLY_TEXT = /\s*(?:\b(?:with|saying|that says|reading)\b)?\s*:\s*|\s+(?:saying|that says)\s+/i;

/**
 * "Reply to today's shipping questions with: …" and the orders for tracking links. The reply's
 * words keep the person's own spelling; the selection (and its period) is read only from the words
 * before them, so "today" inside a reply does not select today's messages.
 */
export function parseOutward(question: string, now: Date): Plan | null {
  const q = normalise(question);
  if (REPLY_START.test(q)) {
    const marker = REPLY_TEXT.exec(question);
    const selection = normalise(marker ? question.slice(0, marker.index) : question);
    const period = parsePeriod(selection, now);
    const { filter, what } = messageFilter(selection, period, true);
    const template = marker ? question.slice(marker.index + marker[0].length) : "";
    return { kind: "reply", period, filter, what, template };
  }
  return parseLinks(question, now);
}
