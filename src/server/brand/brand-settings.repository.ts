import type { ResponseConfig } from "@shared/ai/response-config.schema";
import type { FormalityLevel, RuleList } from "@shared/brand/brand.constants";
import { eq, sql } from "drizzle-orm";
import { brandSettings } from "../db/brand.schema";
import type { Db } from "../db/client";

export type BrandSettingsRow = {
  brandName: string;
  targetAudience: string;
  brandTone: string;
  brandVoice: string;
  websiteUrl: string;
  industry: string;
  description: string;
  brandPersonality: string[];
  keyMessages: string[];
  formalityLevel: FormalityLevel;
  useEmojis: boolean;
  rulesAlways: string[];
  rulesNever: string[];
  autoEscalateKeywords: string[];
  featuredProductIds: string[];
  hiddenProductIds: string[];
  responseConfig: unknown;
  wizardCompleted: boolean;
  timezone: string;
  updatedAt: Date | null;
};

/** Columns a use case may write; team_id and updated_at are set here. */
export type BrandSettingsWrite = Partial<Omit<BrandSettingsRow, "updatedAt">>;

const RULE_COLUMNS = {
  always: brandSettings.rulesAlways,
  never: brandSettings.rulesNever,
  auto_escalate_keywords: brandSettings.autoEscalateKeywords,
} as const;

export async function findBrandSettings(db: Db, teamId: string): Promise<BrandSettingsRow | null> {
  const rows = await db.select().from(brandSettings).where(eq(brandSettings.teamId, teamId)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const { teamId: _team, formalityLevel, ...rest } = row;
  return { ...rest, formalityLevel: formalityLevel === "professional" ? "professional" : "casual" };
}

/** Creates the team's row on first write, so a patch never depends on a prior read. */
export async function upsertBrandSettings(db: Db, teamId: string, values: BrandSettingsWrite, now: Date) {
  await db
    .insert(brandSettings)
    .values({ teamId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: brandSettings.teamId, set: { ...values, updatedAt: now } });
}

async function ensureRow(db: Db, teamId: string): Promise<void> {
  await db.insert(brandSettings).values({ teamId }).onConflictDoNothing({ target: brandSettings.teamId });
}

/** Appends a phrase once (in one statement, so concurrent adds never drop each other). */
export async function addRulePhrase(db: Db, teamId: string, list: RuleList, phrase: string, now: Date) {
  await ensureRow(db, teamId);
  const column = RULE_COLUMNS[list];
  await db
    .update(brandSettings)
    .set({
      [columnKey(list)]:
        sql`case when ${phrase} = any(${column}) then ${column} else array_append(${column}, ${phrase}::text) end`,
      updatedAt: now,
    })
    .where(eq(brandSettings.teamId, teamId));
}

export async function removeRulePhrase(db: Db, teamId: string, list: RuleList, phrase: string, now: Date) {
  const column = RULE_COLUMNS[list];
  await db
    .update(brandSettings)
    .set({ [columnKey(list)]: sql`array_remove(${column}, ${phrase}::text)`, updatedAt: now })
    .where(eq(brandSettings.teamId, teamId));
}

function columnKey(list: RuleList): "rulesAlways" | "rulesNever" | "autoEscalateKeywords" {
  if (list === "always") return "rulesAlways";
  if (list === "never") return "rulesNever";
  return "autoEscalateKeywords";
}

/**
 * Featured and hidden exclude each other: turning one on takes the product out of the other list.
 * One statement, so two quick clicks cannot leave a product in both.
 */
export async function setProductFlag(
  db: Db,
  teamId: string,
  productId: string,
  kind: "featured" | "hidden",
  enabled: boolean,
  now: Date,
): Promise<{ featured: string[]; hidden: string[] }> {
  await ensureRow(db, teamId);
  const featured = brandSettings.featuredProductIds;
  const hidden = brandSettings.hiddenProductIds;
  const id = sql`${productId}::uuid`;
  const without = (column: typeof featured) => sql`array_remove(${column}, ${id})`;
  const withIt = (column: typeof featured) => sql`array_append(array_remove(${column}, ${id}), ${id})`;
  const [mine, other] = kind === "featured" ? [featured, hidden] : [hidden, featured];
  const set = {
    [kind === "featured" ? "featuredProductIds" : "hiddenProductIds"]: enabled ? withIt(mine) : without(mine),
    ...(enabled ? { [kind === "featured" ? "hiddenProductIds" : "featuredProductIds"]: without(other) } : {}),
    updatedAt: now,
  };
  const rows = await db
    .update(brandSettings)
    .set(set)
    .where(eq(brandSettings.teamId, teamId))
    .returning({ featured: brandSettings.featuredProductIds, hidden: brandSettings.hiddenProductIds });
  return rows[0] ?? { featured: [], hidden: [] };
}

export async function saveResponseConfig(db: Db, teamId: string, config: ResponseConfig, now: Date) {
  await upsertBrandSettings(db, teamId, { responseConfig: config }, now);
}
