import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { matchCommentRules } from "./match-comment-rules";
import { queueCommentDm } from "./send-comment-dm.job";

/**
 * The keyword pass, run inside the transaction that stores an Instagram comment: the rules' keyword
 * matches are recorded and each DM's send job is queued with the comment, so the DM waits for one
 * job, not for a matching job and then its sends (decision 022). A rollback leaves neither a match
 * nor a job; the unique indexes hold one DM per person and rule across concurrent deliveries.
 */
export async function queueKeywordDms(
  deps: Pick<AppDeps, "now" | "jobs">,
  tx: Db,
  teamId: string,
  messageId: string,
): Promise<number> {
  const matches = await matchCommentRules({ db: tx, now: deps.now }, teamId, messageId, "keywords");
  for (const matchId of matches) await queueCommentDm(deps, { matchId, teamId }, { tx });
  return matches.length;
}
