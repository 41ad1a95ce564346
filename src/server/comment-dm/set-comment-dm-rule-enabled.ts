import { COMMENT_DM_TEXTS } from "@shared/comment-dm/comment-dm.constants";
import type { CommentDmRule } from "@shared/comment-dm/comment-dm.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findRule, listRulesWithStats, updateRule } from "./comment-dm-rules.repository";
import { refuseOverlap } from "./save-comment-dm-rule";

/** Turns a rule on or off; turning one on is refused when it would DM people another rule DMs. */
export async function setCommentDmRuleEnabled(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  ruleId: string,
  enabled: boolean,
): Promise<CommentDmRule> {
  const rule = await findRule(deps.db, actor.teamId, ruleId);
  if (!rule) throw new DomainError(404, COMMENT_DM_TEXTS.ruleNotFound, "NOT_FOUND");
  if (enabled) await refuseOverlap(deps, actor.teamId, rule, ruleId);
  await updateRule(deps.db, actor.teamId, ruleId, { enabled, now: deps.now() });
  const [updated] = await listRulesWithStats(deps.db, actor.teamId, ruleId);
  if (!updated) throw new DomainError(404, COMMENT_DM_TEXTS.ruleNotFound, "NOT_FOUND");
  return updated;
}
