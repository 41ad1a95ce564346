import { type SendStoreActionMessageInput, STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { sendInboxResponse } from "../inbox/send-inbox-response";
import {
  claimActionMessage,
  findActionForSend,
  findThreadMessage,
  releaseActionMessage,
} from "./store.repository";
import { loadStoreContext } from "./store-context";

/**
 * send-store-action-message: a code or link made from the store panel, sent later as the person's
 * reply in its conversation, through the inbox's own send (the reply is recorded, the message reads
 * responded, a waiting auto-reply is cancelled). Sending a reply is every team member's right, so
 * it needs no store permission. Each text is sent once; an expired code is refused.
 */
export async function sendStoreActionMessage(options: {
  deps: AppDeps;
  actor: Actor;
  threadId: string;
  actionId: string;
  input: SendStoreActionMessageInput;
}): Promise<{ sentAt: string }> {
  const { deps, actor, threadId, actionId, input } = options;
  await loadStoreContext(deps, actor, threadId);
  const message = await findThreadMessage(deps.db, actor.teamId, threadId, input.messageId);
  if (!message)
    throw new DomainError(400, STORE_TEXTS.messageNotInThread, "MESSAGE_NOT_IN_THREAD", {
      messageId: [STORE_TEXTS.messageNotInThread],
    });
  const where = { teamId: actor.teamId, threadId, actionId };
  const now = deps.now();
  const text = await claimActionMessage(deps.db, where, now);
  if (!text) throw await whyNotSendable(deps, where, now);
  try {
    await sendInboxResponse(deps, actor, {
      message_id: message.id,
      response_content: text,
      platform: message.platform === "tiktok" ? "tiktok" : "instagram",
      response_type: "manual",
    });
  } catch (error) {
    // Nothing reached the customer: the text stays offered.
    await releaseActionMessage(deps.db, actor.teamId, actionId);
    throw error;
  }
  return { sentAt: now.toISOString() };
}

async function whyNotSendable(
  deps: AppDeps,
  where: { teamId: string; threadId: string; actionId: string },
  now: Date,
): Promise<DomainError> {
  const row = await findActionForSend(deps.db, where);
  if (!row) return new DomainError(404, STORE_TEXTS.actionNotFound, "NOT_FOUND");
  if (!row.message) return new DomainError(409, STORE_TEXTS.nothingToSend, "NOTHING_TO_SEND");
  if (row.sentAt) return new DomainError(409, STORE_TEXTS.alreadySent, "ALREADY_SENT");
  if (row.expiresAt && row.expiresAt <= now)
    return new DomainError(410, STORE_TEXTS.codeExpired, "CODE_EXPIRED");
  return new DomainError(409, STORE_TEXTS.alreadySent, "ALREADY_SENT");
}
