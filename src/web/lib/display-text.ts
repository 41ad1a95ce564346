/**
 * Combining marks stacked on one letter beyond what any writing system uses: "Zalgo" text, whose
 * dozens of marks per letter draw over the rows above and below it.
 * Vietnamese, Thai and Devanagari put up to four marks on a letter; more are cut at display only
 * (what the customer sent is stored and answered as sent).
 */
const MARKS_PER_LETTER = 4;
const MARK_RUN = new RegExp(`(\\p{M}{${MARKS_PER_LETTER}})\\p{M}+`, "gu");

/** A customer's text as the screen draws it: at most four combining marks on a letter. */
export function displayText(text: string): string {
  return text.replace(MARK_RUN, "$1");
}
