import type { BrandPack, BrandProduct } from "@shared/ai/brand-pack.schema";
import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import { SuggestionSetSchema } from "@shared/ai/suggestion-set.schema";
import { expect } from "vitest";
import { analyzeMessage } from "./message-analyzer";
import { type SuggestInput, suggestReplies } from "./reply-suggester";

/** The reply suggester's tests' brand, catalogue and helpers. */
export const brand: BrandPack = {
  brand_name: "Lunara",
  brand_tone: "Playful",
  formality_level: "casual",
  use_emojis: true,
  key_messages: ["Every formula is vegan and made in Canada."],
  response_rules: { always: [], never: [], auto_escalate_keywords: [] },
  knowledge: [],
};
export const products: BrandProduct[] = [
  { id: "serum", title: "Glow Serum", price_min: 38 },
  { id: "blush", title: "Cloud Blush", price_min: 24, featured: true },
  { id: "oil", title: "Lip Oil", price_min: 18, hidden: true },
];

export function suggest(text: string, overrides: Partial<SuggestInput> = {}) {
  const set = suggestReplies({
    message: { text },
    analysis: analyzeMessage({ text }),
    brand,
    products,
    ...overrides,
  });
  expect(SuggestionSetSchema.parse(set)).toEqual(set);
  return set;
}
export const allText = (set: ReturnType<typeof suggest>) => set.suggestions.map((s) => s.content).join("\n");
/** A sentence the knowledge index quotes, with its citation. */
export const quoted = (
  quote: string,
  source_name: string,
  source_kind: "document" | "link" | "product",
  chunk_id = "c1",
) => ({ chunk_id, source_kind, source_name, quote });
/** A message read as the given intent, whatever the embedded analysis says. */
export const readAs = (normalized_intent: MessageAnalysis["normalized_intent"]) => ({
  ...analyzeMessage({ text: "x" }),
  normalized_intent,
});
