import type { BrandProductItem } from "@shared/brand/brand-settings.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { listActiveProducts } from "./brand-pack.repository";
import { findBrandSettings } from "./brand-settings.repository";

/** The product grid: active products by title with the team's featured and hidden choices. */
export async function listBrandProducts(
  deps: AppDeps,
  actor: Actor,
): Promise<{ products: BrandProductItem[]; currency: string }> {
  const [rows, settings, currency] = await Promise.all([
    listActiveProducts(deps.db, actor.teamId),
    findBrandSettings(deps.db, actor.teamId),
    teamCurrency(deps.db, actor.teamId),
  ]);
  const featured = new Set(settings?.featuredProductIds ?? []);
  const hidden = new Set(settings?.hiddenProductIds ?? []);
  return {
    currency,
    products: rows.map(({ description: _description, ...p }) => ({
      ...p,
      featured: featured.has(p.id),
      hidden: hidden.has(p.id),
    })),
  };
}
