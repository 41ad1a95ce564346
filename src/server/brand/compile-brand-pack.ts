import { BrandPackSchema, BrandProductSchema, type KnowledgeSnippet } from "@shared/ai/brand-pack.schema";
import { z } from "zod";
import { teamCurrency } from "../analytics/analytics.repository";
import type { AppDeps } from "../deps";
import { listProcessedKnowledge } from "./brand-documents.repository";
import { listActiveProducts, savePack } from "./brand-pack.repository";
import { findBrandSettings } from "./brand-settings.repository";

/** The stored pack: the engine's BrandPack plus the products replies may recommend (never hidden ones). */
export const CompiledBrandPackSchema = BrandPackSchema.extend({
  products: z.array(BrandProductSchema).default([]),
});
export type CompiledBrandPack = z.output<typeof CompiledBrandPackSchema>;

// Passages keep each snippet a readable size for grounding; the caps keep the pack small enough
// to load on every suggestion.
const PASSAGE_CHARACTERS = 1500;
const MAX_CHARACTERS_PER_DOCUMENT = 30_000;
const MAX_KNOWLEDGE_CHARACTERS = 150_000;

function passages(text: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const paragraph of text.slice(0, MAX_CHARACTERS_PER_DOCUMENT).split(/\n+/)) {
    if (current && current.length + paragraph.length > PASSAGE_CHARACTERS) {
      out.push(current);
      current = "";
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current.trim()) out.push(current);
  return out;
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Builds the pack from the team's current settings, active products and processed knowledge. */
export async function buildBrandPack(db: AppDeps["db"], teamId: string): Promise<CompiledBrandPack> {
  const [settings, products, documents, currency] = await Promise.all([
    findBrandSettings(db, teamId),
    listActiveProducts(db, teamId),
    listProcessedKnowledge(db, teamId),
    teamCurrency(db, teamId),
  ]);
  const featured = new Set(settings?.featuredProductIds ?? []);
  const hidden = new Set(settings?.hiddenProductIds ?? []);

  const knowledge: KnowledgeSnippet[] = [];
  let budget = MAX_KNOWLEDGE_CHARACTERS;
  for (const doc of documents) {
    const texts = [doc.keyFacts.join("\n"), ...passages(doc.extractedText ?? "")].filter((t) => t.trim());
    for (const text of texts) {
      if (budget - text.length < 0) break;
      budget -= text.length;
      knowledge.push({ source_name: doc.documentName, text });
    }
  }

  return CompiledBrandPackSchema.parse({
    brand_name: settings?.brandName ?? "",
    description: optional(settings?.description),
    brand_tone: optional(settings?.brandTone),
    brand_voice: optional(settings?.brandVoice),
    brand_personality: settings?.brandPersonality ?? [],
    target_audience: optional(settings?.targetAudience),
    key_messages: settings?.keyMessages ?? [],
    formality_level: settings?.formalityLevel ?? "casual",
    use_emojis: settings?.useEmojis ?? false,
    response_rules: {
      always: settings?.rulesAlways ?? [],
      never: settings?.rulesNever ?? [],
      auto_escalate_keywords: settings?.autoEscalateKeywords ?? [],
    },
    knowledge,
    products: products
      .filter((p) => !hidden.has(p.id))
      .map((p) => ({
        id: p.id,
        title: p.title,
        handle: p.handle,
        ...(p.description ? { description: p.description } : {}),
        ...(p.price_min !== null ? { price_min: p.price_min } : {}),
        ...(p.price_max !== null ? { price_max: p.price_max } : {}),
        // Replies quote prices in the store's own currency.
        currency,
        featured: featured.has(p.id),
        hidden: false,
      })),
  });
}

/** compile_brand_pack: rebuilds and stores the team's pack. */
export async function compileBrandPack(
  deps: Pick<AppDeps, "db" | "now">,
  teamId: string,
): Promise<CompiledBrandPack> {
  const pack = await buildBrandPack(deps.db, teamId);
  await savePack(deps.db, teamId, pack, deps.now());
  return pack;
}
