import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";
import type { ShopifyProduct } from "../platforms/shopify/shopify-mapping";

export type ProductOwner = { integrationId: string; teamId: string; storeUrl: string | null };

function priceRange(product: ShopifyProduct): { min: string | null; max: string | null } {
  const prices = product.variants.map((v) => Number(v.price)).filter((p) => Number.isFinite(p));
  if (prices.length === 0) return { min: null, max: null };
  return { min: Math.min(...prices).toFixed(2), max: Math.max(...prices).toFixed(2) };
}

/** Insert or refresh one product; columns other domains own (featured, hidden flags elsewhere) are untouched. */
export async function upsertProduct(db: Db, owner: ProductOwner, product: ShopifyProduct, now: Date) {
  const range = priceRange(product);
  const values = {
    title: product.title,
    handle: product.handle,
    status: product.status === "unknown" ? "draft" : product.status,
    imageUrl: product.image_url,
    description: product.description,
    onlineStoreUrl: owner.storeUrl ? `${owner.storeUrl}/products/${product.handle}` : null,
    priceMin: range.min,
    priceMax: range.max,
    variants: product.variants.map((v) => ({
      id: v.shopify_variant_id,
      title: v.title,
      price: v.price,
      image_url: v.image_url,
      sku: v.sku,
      available: v.available,
    })),
    updatedAt: now,
  };
  await db
    .insert(products)
    .values({
      teamId: owner.teamId,
      integrationId: owner.integrationId,
      shopifyProductId: product.shopify_product_id,
      ...values,
    })
    .onConflictDoUpdate({ target: [products.integrationId, products.shopifyProductId], set: values });
}

/** After a full sync: products the store no longer lists are kept (orders point at them) but archived. */
export async function archiveProductsNotIn(db: Db, integrationId: string, seenIds: string[], now: Date) {
  const conditions = [eq(products.integrationId, integrationId), sql`${products.status} <> 'archived'`];
  if (seenIds.length > 0) conditions.push(notInArray(products.shopifyProductId, seenIds));
  const rows = await db
    .update(products)
    .set({ status: "archived", updatedAt: now })
    .where(and(...conditions))
    .returning({ id: products.id });
  return rows.length;
}
