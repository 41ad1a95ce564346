import { SPAM_FILTER_ACTOR } from "@shared/inbox/moderation.schema";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { moderateMessage } from "./moderate-message";
import { findMessageForModeration } from "./moderation.repository";

const HIDE_SPAM_RETRY_LIMIT = 3;

/**
 * With the team's switch on, a comment the analysis marked spam is hidden on its platform. The
 * platform's transient failures are retried; the last attempt, or a refusal, hides it in Lunara only.
 */
export async function runHideSpam(
  deps: AppDeps,
  payload: { messageId: string; teamId: string },
  job: { attempt: number } = { attempt: 1 },
) {
  const message = await findMessageForModeration(deps.db, payload.teamId, payload.messageId);
  // A person may have said "not spam", or hidden it already, before the job ran.
  if (!message?.spamAt || message.hiddenAt) return;
  await moderateMessage(
    deps,
    { teamId: payload.teamId, name: SPAM_FILTER_ACTOR },
    payload.messageId,
    { action: "hide", reason: "spam" },
    { throwRetryable: job.attempt <= HIDE_SPAM_RETRY_LIMIT },
  );
}

export const hideSpamJob = defineJob({
  name: "moderation.hide-spam",
  policy: "keyed",
  schema: z.object({ messageId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: HIDE_SPAM_RETRY_LIMIT,
  retryDelaySeconds: 15,
  handle: (deps, payload, job) => runHideSpam(deps, payload, job),
});
