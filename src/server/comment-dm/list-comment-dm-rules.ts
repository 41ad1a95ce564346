import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { listRulesWithStats } from "./comment-dm-rules.repository";

/** Every rule of the caller's team with its figures (members read them too). */
export async function listCommentDmRules(deps: Pick<AppDeps, "db">, actor: Actor) {
  const [rules, currency] = await Promise.all([
    listRulesWithStats(deps.db, actor.teamId),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return { success: true as const, rules, currency };
}
