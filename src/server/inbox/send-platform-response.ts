import { autoReplyJob } from "../automation/auto-reply.job";
import { demotePendingAuto } from "../automation/automation.repository";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  findMessageToAnswer,
  type ResponseType,
  recordSentResponse,
} from "./send-platform-response.repository";

export type SendResponseInput = {
  teamId: string;
  messageId: string;
  content: string;
  responseType: ResponseType;
  senderName: string;
  aiResponseId?: string | null;
};

export const REPLY_BLANK = "Reply text must not be blank";

/**
 * Sends a reply through the platform and, only once it went out, records it: the response row,
 * the message marked responded, the thread refreshed, the suggestion marked used. A failed send
 * throws with the platform's message and changes nothing.
 */
export async function sendPlatformResponse(
  deps: AppDeps,
  input: SendResponseInput,
): Promise<{ responseId: string }> {
  const content = input.content.trim();
  if (!content) throw new DomainError(400, REPLY_BLANK, "BLANK_REPLY", { response_content: [REPLY_BLANK] });
  const message = await findMessageToAnswer(deps.db, input.teamId, input.messageId);
  if (!message) throw new DomainError(404, "Message not found", "NOT_FOUND");
  if (message.platform !== "instagram" && message.platform !== "tiktok") {
    throw new DomainError(400, `Replies cannot be sent on ${message.platform}`, "UNSUPPORTED_PLATFORM");
  }

  const sender = await deps.senders.forIntegration(input.teamId, message.integrationId);
  const sent = await sender.send({
    platform: message.platform,
    messageType: message.messageType as "dm" | "comment" | "comment_reply" | "mention",
    platformMessageId: message.platformMessageId,
    senderPlatformId: message.senderPlatformId,
    postPlatformId:
      typeof message.metadata.post_platform_id === "string" ? message.metadata.post_platform_id : null,
    content,
  });

  const now = deps.now();
  const { responseId, cancelJob } = await deps.db.transaction(async (tx) => {
    const id = await recordSentResponse(tx, {
      teamId: input.teamId,
      messageId: message.id,
      threadId: message.threadId,
      content,
      senderName: input.senderName,
      responseType: input.responseType,
      aiResponseId: input.aiResponseId ?? null,
      platformResponseId: sent.platformResponseId,
      now,
    });
    const jobToCancel =
      input.responseType === "ai_auto" ? null : await demotePendingAuto(tx, input.teamId, message.id, now);
    await deps.events.publish(
      { type: "response.sent", teamId: input.teamId, data: { id: message.id, responseId: id } },
      tx,
    );
    return { responseId: id, cancelJob: jobToCancel };
  });
  if (cancelJob) await deps.jobs.cancel(autoReplyJob, cancelJob);
  return { responseId };
}
