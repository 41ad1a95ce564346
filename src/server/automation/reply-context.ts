import type { BrandPack, BrandProduct } from "@shared/ai/brand-pack.schema";
import { findBrandSettings } from "../brand/brand-settings.repository";
import { loadBrandPack } from "../brand/load-brand-pack";
import type { Db } from "../db/client";

export type ReplyContext = { brand: BrandPack; products: BrandProduct[] };

/**
 * What reply generation needs for a team: its brand pack and the products it may offer. The pack is
 * recompiled by a job a moment after a change, so the hidden list is read live: a product hidden a
 * second ago is never offered by a reply generated now.
 */
export async function loadReplyContext(db: Db, teamId: string): Promise<ReplyContext> {
  const [pack, settings] = await Promise.all([loadBrandPack(db, teamId), findBrandSettings(db, teamId)]);
  const hidden = new Set(settings?.hiddenProductIds ?? []);
  const products = pack.products.map((p) => (hidden.has(p.id) ? { ...p, hidden: true, featured: false } : p));
  return { brand: pack, products };
}
