import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { MATCH_PASSES, type MatchPass, matchCommentRules } from "./match-comment-rules";
import { sendCommentDm } from "./send-comment-dm";
import { queueCommentDm } from "./send-comment-dm.job";

export const matchCommentRulesJob = defineJob({
  name: "comment-dm.match-comment-rules",
  policy: "keyed",
  // Jobs queued before the keyword pass existed carry no pass: they ran after the analysis.
  schema: z.object({
    messageId: z.uuid(),
    teamId: z.string().min(1),
    pass: z.enum(MATCH_PASSES).default("intent"),
  }),
  retryLimit: 3,
  retryDelaySeconds: 2,
  // Most of a run is the wait on the Graph API (public reply, private reply). Its pace is the
  // analysis's now that keyword DMs are queued with the comment (queue-keyword-dms.ts).
  concurrency: 4,
  handle: (deps, payload) => runMatchCommentRules(deps, payload),
});

/**
 * Runs when a comment's analysis is stored (intent pass): records the rules it matches and sends
 * their DMs at once; a send that must wait is queued as its own job. The keyword pass runs in the
 * comment's own transaction (queue-keyword-dms.ts); a keyword-pass job queued before that change
 * still runs here.
 */
export async function runMatchCommentRules(
  deps: AppDeps,
  payload: { messageId: string; teamId: string; pass: MatchPass },
) {
  const matches = await matchCommentRules(deps, payload.teamId, payload.messageId, payload.pass);
  for (const matchId of matches) {
    const result = await sendCommentDm(deps, payload.teamId, matchId).catch(async (error: unknown) => {
      // The match stays queued for its own job: nothing is lost when this run fails.
      await queueCommentDm(deps, { matchId, teamId: payload.teamId });
      throw error;
    });
    if (result.outcome === "later")
      await queueCommentDm(deps, { matchId, teamId: payload.teamId }, { at: result.at });
  }
}
