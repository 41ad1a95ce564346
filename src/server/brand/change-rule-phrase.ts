import type { RuleChange } from "@shared/brand/brand-settings.schema";
import type { Actor, AppDeps } from "../deps";
import { addRulePhrase, findBrandSettings, removeRulePhrase } from "./brand-settings.repository";
import { toBrandSettings } from "./brand-settings-view";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/** Adds a phrase to, or removes it from, one of the always / never / auto-escalate lists. */
export async function changeRulePhrase(
  deps: AppDeps,
  actor: Actor,
  change: RuleChange,
  action: "add" | "remove",
) {
  const apply = action === "add" ? addRulePhrase : removeRulePhrase;
  await apply(deps.db, actor.teamId, change.list, change.phrase, deps.now());
  await scheduleBrandPackCompile(deps, actor.teamId);
  return { response_rules: toBrandSettings(await findBrandSettings(deps.db, actor.teamId)).response_rules };
}
