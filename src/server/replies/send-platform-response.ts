import { REPLY_CONFLICT_CODE, type ReplyConflict, replyConflictMessage } from "@shared/inbox/reply-conflict";
import { demotePendingAuto } from "../automation/automation.repository";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { checkReplyAllowed } from "../inbox/check-reply-allowed";
import { completeOnReply } from "../routing/routing-queue.repository";
import { holdConversation } from "./hold-conversation";
import { markSuggestionUsed } from "./response-suggestions.repository";
import {
  conversationKey,
  findLatestResponse,
  findMessageToAnswer,
  markPlatformDeleted,
  type ResponseType,
  recordSentResponse,
} from "./send-platform-response.repository";

export type SendResponseInput = {
  teamId: string;
  messageId: string;
  content: string;
  responseType: ResponseType;
  senderName: string;
  /** The person who sends it (none for automatic replies): credited with the routing item it completes. */
  senderUserId?: string | null;
  aiResponseId?: string | null;
  /**
   * A person's send: the conversation's latest reply they had seen (null: none). Another reply since
   * refuses the send (409) before the platform is called. Undefined: no check (automatic senders).
   */
  seenResponseId?: string | null;
};

export const REPLY_BLANK = "Reply text must not be blank";

/** A comment the platform says is gone is remembered, so the inbox says so before the next try. */
async function sendOrRecord<T>(deps: AppDeps, teamId: string, messageId: string, send: () => Promise<T>) {
  try {
    return await send();
  } catch (error) {
    if (error instanceof DomainError && error.code === "COMMENT_DELETED")
      await markPlatformDeleted(deps.db, teamId, messageId, deps.now());
    throw error;
  }
}

/** Refuses a send when the conversation has a reply its sender had not seen: who sent it and when. */
async function checkNoUnseenReply(
  deps: AppDeps,
  teamId: string,
  message: Parameters<typeof findLatestResponse>[2],
  seenResponseId: string | null,
): Promise<void> {
  const latest = await findLatestResponse(deps.db, teamId, message);
  if (!latest || latest.id === seenResponseId) return;
  const conflict: ReplyConflict = {
    response_id: latest.id,
    sender_name: latest.senderName,
    sent_at: (latest.sentAt ?? latest.createdAt).toISOString(),
  };
  throw new DomainError(
    409,
    replyConflictMessage(latest.senderName),
    REPLY_CONFLICT_CODE,
    undefined,
    conflict,
  );
}

/**
 * Sends a reply through the platform and, only once it went out, records it: the response row,
 * the message marked responded, the thread refreshed, the suggestion marked used. A failed send
 * throws with the platform's message and changes nothing. Sends to one conversation go one at a
 * time (holdConversation, decision 056). A person's reply demotes a pending automatic reply:
 * `cancelAutoReply` names its queued job, which the caller cancels (the automatic reply's job
 * sends through here, so this module cannot import it).
 */
export async function sendPlatformResponse(
  deps: AppDeps,
  input: SendResponseInput,
): Promise<{ responseId: string; cancelAutoReply: string | null }> {
  const content = input.content.trim();
  if (!content) throw new DomainError(400, REPLY_BLANK, "BLANK_REPLY", { response_content: [REPLY_BLANK] });
  const message = await findMessageToAnswer(deps.db, input.teamId, input.messageId);
  if (!message) throw new DomainError(404, "Message not found", "NOT_FOUND");
  if (message.platform !== "instagram" && message.platform !== "tiktok") {
    throw new DomainError(400, `Replies cannot be sent on ${message.platform}`, "UNSUPPORTED_PLATFORM");
  }

  checkReplyAllowed(message, content, deps.now());
  const platform = message.platform;
  const conversation = {
    teamId: input.teamId,
    conversationKey: conversationKey(message),
    senderName: input.senderName,
  };
  // Held from the check until the reply is recorded: of two sends in one instant, the second
  // checks against the first one's reply, or sends when the first one failed.
  const { responseId, cancelJob } = await holdConversation(deps, conversation, async () => {
    if (input.seenResponseId !== undefined)
      await checkNoUnseenReply(deps, input.teamId, message, input.seenResponseId);
    const sender = await deps.senders.forIntegration(input.teamId, message.integrationId);
    const sent = await sendOrRecord(deps, input.teamId, message.id, () =>
      sender.send({
        platform,
        messageType: message.messageType as "dm" | "comment" | "comment_reply" | "mention",
        platformMessageId: message.platformMessageId,
        senderPlatformId: message.senderPlatformId,
        postPlatformId:
          typeof message.metadata.post_platform_id === "string" ? message.metadata.post_platform_id : null,
        content,
      }),
    );
    const now = deps.now();
    return deps.db.transaction(async (tx) => {
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
      if (input.aiResponseId) await markSuggestionUsed(tx, input.teamId, input.aiResponseId);
      await completeOnReply(tx, input.teamId, message.id, now, input.senderUserId ?? null);
      const jobToCancel =
        input.responseType === "ai_auto" ? null : await demotePendingAuto(tx, input.teamId, message.id, now);
      await deps.events.publish(
        { type: "response.sent", teamId: input.teamId, data: { id: message.id, responseId: id } },
        tx,
      );
      return { responseId: id, cancelJob: jobToCancel };
    });
  });
  return { responseId, cancelAutoReply: cancelJob };
}
