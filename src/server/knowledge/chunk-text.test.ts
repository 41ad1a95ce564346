import { describe, expect, it } from "vitest";
import { CHUNK_CHARACTERS, chunkText, exceedsPassageLimit, MAX_CHUNKS_PER_SOURCE } from "./chunk-text";

// Paragraphs of just over half a passage: each becomes a passage of its own.
const paragraphs = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Paragraph ${i}. ${"Serums are vegan. ".repeat(CHUNK_CHARACTERS / 32)}`,
  ).join("\n\n");

describe("the passage limit of one source", () => {
  it("says a text is cut only when passages past the limit are left out", () => {
    const fits = paragraphs(MAX_CHUNKS_PER_SOURCE);
    expect(chunkText(fits)).toHaveLength(MAX_CHUNKS_PER_SOURCE);
    expect(exceedsPassageLimit(fits)).toBe(false);

    const longer = paragraphs(MAX_CHUNKS_PER_SOURCE + 1);
    expect(chunkText(longer)).toHaveLength(MAX_CHUNKS_PER_SOURCE);
    expect(exceedsPassageLimit(longer)).toBe(true);
  });
});
