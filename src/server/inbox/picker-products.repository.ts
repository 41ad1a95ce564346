import type { PickerProduct } from "@shared/inbox/inbox.schema";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";

/** The team's active products for the tracking-link picker, by title, at most `limit`. */
export async function listPickerProducts(db: Db, teamId: string, limit: number): Promise<PickerProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      handle: products.handle,
      priceMin: products.priceMin,
      priceMax: products.priceMax,
      imageUrl: products.imageUrl,
      status: products.status,
      variants: products.variants,
    })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.status, "active")))
    .orderBy(asc(products.title))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    handle: r.handle,
    price_min: r.priceMin === null ? null : Number(r.priceMin),
    price_max: r.priceMax === null ? null : Number(r.priceMax),
    image_url: r.imageUrl,
    status: r.status,
    variants: r.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, image_url: v.image_url })),
  }));
}
