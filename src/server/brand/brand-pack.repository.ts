import type { BrandProductItem } from "@shared/brand/brand-settings.schema";
import { and, asc, eq } from "drizzle-orm";
import { brandPacks } from "../db/brand.schema";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** The team's active store products ordered by title (spec: "Select products: active only"). */
export async function listActiveProducts(
  db: Db,
  teamId: string,
): Promise<(Omit<BrandProductItem, "featured" | "hidden"> & { description: string | null })[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      handle: products.handle,
      description: products.description,
      imageUrl: products.imageUrl,
      priceMin: products.priceMin,
      priceMax: products.priceMax,
    })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.status, "active")))
    .orderBy(asc(products.title));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    handle: r.handle,
    description: r.description,
    image_url: r.imageUrl,
    price_min: toNumber(r.priceMin),
    price_max: toNumber(r.priceMax),
  }));
}

export async function productBelongsToTeam(db: Db, teamId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.id, productId)))
    .limit(1);
  return rows.length > 0;
}

export async function savePack(db: Db, teamId: string, pack: unknown, now: Date) {
  await db
    .insert(brandPacks)
    .values({ teamId, pack, compiledAt: now })
    .onConflictDoUpdate({ target: brandPacks.teamId, set: { pack, compiledAt: now } });
}

export async function findPack(db: Db, teamId: string): Promise<unknown | null> {
  const rows = await db
    .select({ pack: brandPacks.pack })
    .from(brandPacks)
    .where(eq(brandPacks.teamId, teamId))
    .limit(1);
  return rows[0]?.pack ?? null;
}
