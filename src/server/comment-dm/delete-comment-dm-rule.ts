import { COMMENT_DM_TEXTS } from "@shared/comment-dm/comment-dm.constants";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteRule } from "./comment-dm-rules.repository";

/** Deletes a rule and its match history; the DMs it sent and their tracked links stay. */
export async function deleteCommentDmRule(deps: Pick<AppDeps, "db">, actor: Actor, ruleId: string) {
  if (!(await deleteRule(deps.db, actor.teamId, ruleId)))
    throw new DomainError(404, COMMENT_DM_TEXTS.ruleNotFound, "NOT_FOUND");
}
