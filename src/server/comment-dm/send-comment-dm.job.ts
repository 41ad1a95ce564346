import { z } from "zod";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { sendCommentDm } from "./send-comment-dm";

export const sendCommentDmJob = defineJob({
  name: "comment-dm.send-comment-dm",
  policy: "keyed",
  schema: z.object({ matchId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  // The keyword DMs' own queue (queued with the comment): most of a run waits on the database and
  // the Graph API, so twelve run at once, on six connections of their own: ingestion's burst (50
  // comments/s, ~15 statements each) queued hundreds of queries on the shared pool, and a DM's
  // queries waited behind them for seconds (decision 022).
  concurrency: 12,
  drainBacklog: true,
  ownConnections: 6,
  handle: (deps, payload) => runSendCommentDm(deps, payload),
});

/** Sends one queued match; a rate limit or a transient failure queues it again for later. */
export async function runSendCommentDm(deps: AppDeps, payload: { matchId: string; teamId: string }) {
  const result = await sendCommentDm(deps, payload.teamId, payload.matchId);
  if (result.outcome === "later") await queueCommentDm(deps, payload, { at: result.at });
}

/** `at`: not before then (a rate limit, a retry); `tx`: queued in the transaction that made the match. */
export function queueCommentDm(
  deps: Pick<AppDeps, "jobs">,
  payload: { matchId: string; teamId: string },
  options: { at?: Date; tx?: Db } = {},
) {
  return deps.jobs.send(sendCommentDmJob, payload, {
    singletonKey: `comment-dm:${payload.matchId}`,
    ...(options.at ? { startAfter: options.at } : {}),
    ...(options.tx ? { tx: options.tx } : {}),
  });
}
