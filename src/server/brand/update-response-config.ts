import { normalizeIntent } from "@shared/ai/ai.constants";
import { type ResponseConfigInput, resolveResponseConfig } from "@shared/ai/response-config.schema";
import type { ResponseConfigResponse } from "@shared/brand/brand-response-config.schema";
import type { Actor, AppDeps } from "../deps";
import { findBrandSettings, saveResponseConfig } from "./brand-settings.repository";
import { responseConfigOf } from "./brand-settings-view";
import { getResponseConfig } from "./get-response-config";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/**
 * Merges the changed controls into the configuration in force and stores it whole, with intents
 * spelled canonically (shipping_order becomes shipping_orders).
 */
export async function updateResponseConfig(
  deps: AppDeps,
  actor: Actor,
  input: ResponseConfigInput,
): Promise<ResponseConfigResponse> {
  const current = responseConfigOf((await findBrandSettings(deps.db, actor.teamId))?.responseConfig ?? null);
  const intents = { ...current.intents };
  for (const [key, change] of Object.entries(input.intents ?? {})) {
    const intent = normalizeIntent(key);
    intents[intent] = { ...intents[intent], ...change };
  }
  const merged = resolveResponseConfig({ global: { ...current.global, ...input.global }, intents });
  await saveResponseConfig(deps.db, actor.teamId, merged, deps.now());
  await scheduleBrandPackCompile(deps, actor.teamId);
  return getResponseConfig(deps, actor);
}
