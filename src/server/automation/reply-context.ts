import type { BrandPack, BrandProduct } from "@shared/ai/brand-pack.schema";
import { loadBrandPack } from "../brand/load-brand-pack";
import type { Db } from "../db/client";

export type ReplyContext = { brand: BrandPack; products: BrandProduct[] };

/** What reply generation needs for a team: its brand pack and the products it may offer. */
export async function loadReplyContext(db: Db, teamId: string): Promise<ReplyContext> {
  const pack = await loadBrandPack(db, teamId);
  return { brand: pack, products: pack.products };
}
