import type { SendPlatformResponseInput } from "@shared/inbox/inbox.schema";
import { autoReplyJob } from "../automation/auto-reply.job";
import type { Actor, AppDeps } from "../deps";
import { sendPlatformResponse } from "../replies/send-platform-response";
import { findSenderName } from "./sender-name.repository";

/**
 * A person's reply from the inbox, sent through the platform under their name unless someone else
 * replied since they opened the conversation (409); an automatic reply still waiting for its delay
 * is cancelled, since the person answered.
 */
export async function sendInboxResponse(deps: AppDeps, actor: Actor, input: SendPlatformResponseInput) {
  const senderName = await findSenderName(deps.db, actor);
  const { responseId, cancelAutoReply } = await sendPlatformResponse(deps, {
    teamId: actor.teamId,
    messageId: input.message_id,
    content: input.response_content,
    responseType: input.response_type,
    senderName,
    senderUserId: actor.userId,
    aiResponseId: input.ai_response_id ?? null,
    ...(input.seen_response_id === undefined ? {} : { seenResponseId: input.seen_response_id }),
  });
  if (cancelAutoReply) await deps.jobs.cancel(autoReplyJob, cancelAutoReply);
  return { success: true as const, response_id: responseId };
}
