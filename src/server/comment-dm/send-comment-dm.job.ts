import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { sendCommentDm } from "./send-comment-dm";

export const sendCommentDmJob = defineJob({
  name: "comment-dm.send-comment-dm",
  policy: "keyed",
  schema: z.object({ matchId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  concurrency: 4,
  handle: (deps, payload) => runSendCommentDm(deps, payload),
});

/** Sends one queued match; a rate limit or a transient failure queues it again for later. */
export async function runSendCommentDm(deps: AppDeps, payload: { matchId: string; teamId: string }) {
  const result = await sendCommentDm(deps, payload.teamId, payload.matchId);
  if (result.outcome === "later") await queueCommentDm(deps, payload, result.at);
}

export function queueCommentDm(
  deps: Pick<AppDeps, "jobs">,
  payload: { matchId: string; teamId: string },
  at?: Date,
) {
  return deps.jobs.send(sendCommentDmJob, payload, {
    singletonKey: `comment-dm:${payload.matchId}`,
    ...(at ? { startAfter: at } : {}),
  });
}
