import { askingText } from "./knowledge-query";

/** A question word that opens a second question joined on ("... and how long ...", "Also what ..."). */
const JOINED_ASK =
  /\s+(?:and\s+also|and|also|plus)[\s,]+(?=(?:what|whats|what's|how|which|when|where|who|why|is|are|do|does|can|could|will|would)\b)/gi;
/** "Also" or "and" opening a question after a question mark. */
const LEADING_JOIN = /^(?:and\s+also|also|and|plus|oh and|btw)[\s,]+/i;
/** A question that points back to the one before it ("how long does it take?"): not asked alone. */
const POINTS_BACK = /\b(?:it|its|it's|that|this|they|them|those|these|one)\b/i;

/** A thing the question names itself before its pronoun ("can I return the mist if I opened it?"). */
const OWN_OBJECT = /\b(?:the|a|an|my|your|our)\s+\p{L}{3,}/iu;
/** The piece's first pronoun points back, unless the piece named its own thing before it. */
function pointsBack(text: string): boolean {
  const pronoun = POINTS_BACK.exec(text);
  return pronoun !== null && !OWN_OBJECT.test(text.slice(0, pronoun.index));
}

/** "... and how long", "how much?": too short to ask anything but of the question before it. */
const elliptic = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 2;

const asks = (text: string) => text.includes("?") || askingText(text) !== null;

/**
 * The separate questions of one message, each to be searched on its own: "Do you ship to Canada and
 * how long does it take? Also what is your return window?" asks where and how long (one question,
 * its second half points back to the first) and the return window. Split at a question mark and at
 * "also" / "and" before a question word; a piece that points back stays with the one before it.
 * Fewer than two questions: none.
 */
export function separateAsks(message: string): string[] {
  const pieces = message
    .split(/(?<=\?)\s+/)
    .flatMap((sentence) => sentence.split(JOINED_ASK))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");
  const asked: string[] = [];
  for (const piece of pieces) {
    const own = piece.replace(LEADING_JOIN, "");
    const previous = asked.at(-1);
    if (previous !== undefined && (pointsBack(own) || elliptic(own) || !asks(own)))
      asked[asked.length - 1] = `${previous} and ${own}`;
    else if (asks(own)) asked.push(own);
  }
  return asked.length >= 2 && asked.length <= 3 ? asked : [];
}
