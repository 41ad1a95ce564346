import type { PixelSetup } from "@shared/integrations/integrations.schema";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findActiveShopify, markPixelCodeGenerated, markPixelInstalled } from "./pixel.repository";
import { generatePixelCode } from "./pixel-code";

type Deps = Pick<AppDeps, "db" | "now" | "publicUrl">;

/** The pixel setup page's data: the active store (or none) and the code customised for it. */
export async function getPixelSetup(deps: Deps, teamId: string): Promise<PixelSetup> {
  const store = await findActiveShopify(deps.db, teamId);
  if (!store?.shopDomain) return { integration: null, code: null };
  const generatedAt = store.pixelCodeGeneratedAt ?? deps.now();
  await markPixelCodeGenerated(deps.db, teamId, store.id, generatedAt);
  return {
    integration: {
      id: store.id,
      shop_domain: store.shopDomain,
      platform_username: store.platformUsername,
      pixel_installed: store.pixelInstalled,
      pixel_installed_at: store.pixelInstalledAt?.toISOString() ?? null,
    },
    code: generatePixelCode({
      trackUrl: `${deps.publicUrl}/api/track`,
      shopDomain: store.shopDomain,
      generatedAt,
    }),
  };
}

export async function markPixelDone(deps: Deps, teamId: string, integrationId?: string) {
  const id = integrationId ?? (await findActiveShopify(deps.db, teamId))?.id;
  if (!id || !(await markPixelInstalled(deps.db, teamId, id, deps.now()))) {
    throw new DomainError(404, "No Shopify Store Connected", "NO_STORE");
  }
  return { success: true as const };
}
