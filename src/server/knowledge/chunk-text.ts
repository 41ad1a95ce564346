/**
 * Passages of a source: paragraphs packed up to a size a reply can quote from, long paragraphs cut
 * at sentence ends. Headings stay with the paragraph that follows them, so "Returns" travels with
 * the sentences about returns.
 */
export const CHUNK_CHARACTERS = 700;
/** A huge document is indexed up to this many passages (about 280,000 characters). */
export const MAX_CHUNKS_PER_SOURCE = 400;

/**
 * Titles and abbreviations whose period ends no sentence ("Dr. Lena Marsh", "St. John's", "e.g.
 * rosehip"): sentence ends are read past them here and in knowledge-sentences.ts.
 */
export const ABBREVIATIONS = String.raw`\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Jr|St|Mt|Ste|vs|approx|e\.g|i\.e)`;
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?])(?<!${ABBREVIATIONS}\.)\s+`, "u");

function splitLong(paragraph: string): string[] {
  if (paragraph.length <= CHUNK_CHARACTERS) return [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of paragraph.split(SENTENCE_END)) {
    const pieces =
      sentence.length > CHUNK_CHARACTERS
        ? (sentence.match(new RegExp(`.{1,${CHUNK_CHARACTERS}}`, "gsu")) ?? [])
        : [sentence];
    for (const piece of pieces) {
      if (current && current.length + piece.length + 1 > CHUNK_CHARACTERS) {
        out.push(current);
        current = "";
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) out.push(current);
  return out;
}

const isHeading = (paragraph: string) => paragraph.length < 60 && !/[.!?:]$/.test(paragraph);

export function chunkText(text: string): string[] {
  return chunkTextCounted(text).chunks;
}

/** Whether the passage limit leaves part of this text out of the index (the admin is told). */
export const exceedsPassageLimit = (text: string) => chunkTextCounted(text).cut;

function chunkTextCounted(text: string): { chunks: string[]; cut: boolean } {
  const raw = text
    .replaceAll("\u0000", "")
    .split(/\n\s*\n|\n(?=[A-Z#*•-])/u)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length > 0);
  // A heading travels with the paragraph under it, on its own line.
  const paragraphs: string[] = [];
  let heading = "";
  for (const paragraph of withListsWhole(raw)) {
    if (isHeading(paragraph)) {
      heading = heading ? `${heading} - ${paragraph}` : paragraph;
      continue;
    }
    const [first, ...rest] = splitLong(paragraph);
    paragraphs.push(heading ? `${heading}\n${first}` : (first as string), ...rest);
    heading = "";
  }
  if (heading) paragraphs.push(heading);
  const chunks: string[] = [];
  let current = "";
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 1 > CHUNK_CHARACTERS) {
      chunks.push(current);
      current = "";
      if (chunks.length >= MAX_CHUNKS_PER_SOURCE) return { chunks, cut: true };
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current && chunks.length >= MAX_CHUNKS_PER_SOURCE) return { chunks, cut: true };
  if (current) chunks.push(current);
  return { chunks, cut: false };
}

/** A list item: a short line ending as a sentence does ("Gift cards."). */
const LIST_ITEM = /^.{1,200}[.!;]$/u;

/**
 * A paragraph opening a list ("These cannot be returned:") with its items, one per line, so that a
 * passage never holds the items without what they are.
 */
function withListsWhole(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    const last = out.at(-1);
    const open = last !== undefined && /:$/.test(last.split("\n")[0] ?? "");
    if (open && LIST_ITEM.test(paragraph) && last.length + paragraph.length < CHUNK_CHARACTERS - 100) {
      out[out.length - 1] = `${last}\n${paragraph}`;
      continue;
    }
    out.push(paragraph);
  }
  return out;
}
