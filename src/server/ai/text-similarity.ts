/**
 * Closeness of two messages for the team's nearest-neighbour corrections: cosine of character
 * trigram counts over a normalised text (case, links, @handles and digits folded), so a typo, an
 * order number or a different customer handle does not make a repeat of a corrected message new.
 */
export type TextSignature = { grams: Map<string, number>; norm: number };

const LINK = /\b(?:https?:\/\/|www\.)\S+/giu;
const HANDLE = /@[\p{L}\p{N}_.]+/gu;
const DIGITS = /\p{N}+/gu;
const NOT_WORD = /[^\p{L}\p{N}\p{Extended_Pictographic}]+/gu;

export function normalizeForSimilarity(text: string): string {
  return text
    .toLowerCase()
    .replace(LINK, " url ")
    .replace(HANDLE, " ")
    .replace(DIGITS, "0")
    .replace(NOT_WORD, " ")
    .trim();
}

export function textSignature(text: string): TextSignature {
  const chars = [...` ${normalizeForSimilarity(text)} `];
  const grams = new Map<string, number>();
  if (chars.length > 2) {
    for (let i = 0; i + 3 <= chars.length; i++) {
      const gram = chars.slice(i, i + 3).join("");
      grams.set(gram, (grams.get(gram) ?? 0) + 1);
    }
  }
  let squares = 0;
  for (const count of grams.values()) squares += count * count;
  return { grams, norm: Math.sqrt(squares) };
}

/** 0 (nothing shared) to 1 (the same text once normalised). */
export function similarity(a: TextSignature, b: TextSignature): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.grams.size <= b.grams.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [gram, count] of small.grams) dot += count * (large.grams.get(gram) ?? 0);
  return Math.min(1, dot / (a.norm * b.norm));
}

/**
 * Many signatures indexed by trigram, so the closest to a new text is found by touching only the
 * texts that share a trigram with it (one add per shared trigram), not by comparing with each.
 */
export class SimilarityIndex {
  private readonly postings = new Map<string, { ids: number[]; counts: number[] }>();
  private readonly norms: Float64Array;

  constructor(signatures: readonly TextSignature[]) {
    this.norms = new Float64Array(signatures.map((s) => s.norm));
    signatures.forEach((signature, id) => {
      for (const [gram, count] of signature.grams) {
        let posting = this.postings.get(gram);
        if (!posting) {
          posting = { ids: [], counts: [] };
          this.postings.set(gram, posting);
        }
        posting.ids.push(id);
        posting.counts.push(count);
      }
    });
  }

  /** The most similar indexed text at or above `min` (the lowest index wins a tie), or null. */
  nearest(signature: TextSignature, min: number): { id: number; similarity: number } | null {
    if (signature.norm === 0 || this.norms.length === 0) return null;
    const dots = new Float64Array(this.norms.length);
    for (const [gram, count] of signature.grams) {
      const posting = this.postings.get(gram);
      if (!posting) continue;
      for (let i = 0; i < posting.ids.length; i++) dots[posting.ids[i]!]! += count * posting.counts[i]!;
    }
    let best: { id: number; similarity: number } | null = null;
    for (let id = 0; id < dots.length; id++) {
      const dot = dots[id]!;
      if (dot === 0) continue;
      const s = Math.min(1, dot / (signature.norm * this.norms[id]!));
      if (s >= min && (!best || s > best.similarity)) best = { id, similarity: s };
    }
    return best;
  }
}
