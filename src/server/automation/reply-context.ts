import { type BrandPack, BrandPackSchema, type BrandProduct } from "@shared/ai/brand-pack.schema";
import { eq } from "drizzle-orm";
import { findPack, listActiveProducts } from "../brand/brand-pack.repository";
import { findBrandSettings } from "../brand/brand-settings.repository";
import { organization } from "../db/auth.schema";
import type { Db } from "../db/client";

export type ReplyContext = { brand: BrandPack; products: BrandProduct[] };

/**
 * What reply generation needs for a team: its compiled brand pack (or, before the brand is set
 * up, just its name) and its active products with the featured and hidden choices.
 */
export async function loadReplyContext(db: Db, teamId: string): Promise<ReplyContext> {
  const [pack, settings, active] = await Promise.all([
    findPack(db, teamId),
    findBrandSettings(db, teamId),
    listActiveProducts(db, teamId),
  ]);
  const parsed = BrandPackSchema.safeParse(pack);
  let brand: BrandPack;
  if (parsed.success) {
    brand = parsed.data;
  } else {
    const [team] = await db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, teamId));
    brand = { brand_name: settings?.brandName || team?.name || "our team" };
  }
  const featured = new Set(settings?.featuredProductIds ?? []);
  const hidden = new Set(settings?.hiddenProductIds ?? []);
  const products = active.map((p) => ({
    id: p.id,
    title: p.title,
    handle: p.handle,
    ...(p.description ? { description: p.description } : {}),
    ...(p.price_min !== null ? { price_min: p.price_min } : {}),
    ...(p.price_max !== null ? { price_max: p.price_max } : {}),
    featured: featured.has(p.id),
    hidden: hidden.has(p.id),
  }));
  return { brand, products };
}
