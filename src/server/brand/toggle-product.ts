import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { ProductToggle } from "@shared/brand/brand-settings.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { productBelongsToTeam } from "./brand-pack.repository";
import { setProductFlag } from "./brand-settings.repository";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

export async function toggleProduct(deps: AppDeps, actor: Actor, productId: string, toggle: ProductToggle) {
  if (!(await productBelongsToTeam(deps.db, actor.teamId, productId))) {
    throw new DomainError(404, BRAND_MESSAGES.productNotFound, "NOT_FOUND");
  }
  const product_config = await setProductFlag(
    deps.db,
    actor.teamId,
    productId,
    toggle.kind,
    toggle.enabled,
    deps.now(),
  );
  await scheduleBrandPackCompile(deps, actor.teamId);
  return { product_config };
}
