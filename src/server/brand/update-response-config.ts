import { applyResponseConfigChange, type ResponseConfigInput } from "@shared/ai/response-config.schema";
import type { ResponseConfigResponse } from "@shared/brand/brand-response-config.schema";
import {
  assertAutoReplyPrecision,
  recommendedResponseConfig,
} from "../automation/auto-reply-precision-guard";
import type { Actor, AppDeps } from "../deps";
import { findBrandSettings, saveResponseConfig } from "./brand-settings.repository";
import { responseConfigOf } from "./brand-settings-view";
import { getResponseConfig } from "./get-response-config";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/**
 * Merges the changed controls into the configuration in force and stores it whole, with intents
 * spelled canonically (shipping_order becomes shipping_orders). Refused (400) when it would switch an
 * intent's auto-reply on at a threshold measured below 95% precision.
 */
export async function updateResponseConfig(
  deps: AppDeps,
  actor: Actor,
  input: ResponseConfigInput,
): Promise<ResponseConfigResponse> {
  const saved = (await findBrandSettings(deps.db, actor.teamId))?.responseConfig ?? null;
  const current = saved != null ? responseConfigOf(saved) : recommendedResponseConfig(deps);
  const merged = applyResponseConfigChange(current, input);
  assertAutoReplyPrecision(deps, current, merged);
  await saveResponseConfig(deps.db, actor.teamId, merged, deps.now());
  await scheduleBrandPackCompile(deps, actor.teamId);
  return getResponseConfig(deps, actor);
}
