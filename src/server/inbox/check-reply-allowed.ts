import { findTemplateSlot, replyBlock, replyLength, replyLimit } from "@shared/inbox/reply-rules";
import { isConnectedStatus } from "@shared/integrations/integrations.schema";
import { DomainError } from "../http/errors";

type MessageFacts = {
  platform: string;
  messageType: string;
  hiddenAt: Date | null;
  platformDeletedAt: Date | null;
  integrationStatus: string | null;
  lastCustomerMessageAt: string | Date;
};

export const templateSlotError = (slot: string) =>
  `The reply still holds the template slot ${slot}: fill it or remove it before sending.`;
export const tooLongError = (platform: string, limit: number, length: number) =>
  `The reply is ${length} characters; ${platform === "tiktok" ? "TikTok" : "Instagram"} allows ${limit} here.`;

/**
 * Refuses a reply to a message the platform would not accept an answer to now (closed DM window,
 * hidden or deleted comment, disconnected account), whatever the reply says.
 */
export function checkReplyPossible(message: MessageFacts, now: Date): void {
  const block = replyBlock(
    {
      platform: message.platform,
      message_type: message.messageType,
      hidden_at: message.hiddenAt?.toISOString() ?? null,
      platform_deleted_at: message.platformDeletedAt?.toISOString() ?? null,
      integration_connected:
        message.integrationStatus !== null &&
        isConnectedStatus(message.integrationStatus as Parameters<typeof isConnectedStatus>[0]),
      last_customer_message_at: new Date(message.lastCustomerMessageAt).toISOString(),
    },
    now,
  );
  if (block) throw new DomainError(409, block.text, `REPLY_${block.code.toUpperCase()}`);
}

/**
 * Refuses, before any platform call, a reply that cannot or must not go out: one still holding a
 * template slot, one over the platform's length limit, and one the platform would not accept now
 * (`checkReplyPossible`).
 */
export function checkReplyAllowed(message: MessageFacts, content: string, now: Date): void {
  const slot = findTemplateSlot(content);
  if (slot) {
    throw new DomainError(400, templateSlotError(slot), "TEMPLATE_SLOT", {
      response_content: [templateSlotError(slot)],
    });
  }
  const limit = replyLimit({ platform: message.platform, message_type: message.messageType });
  const length = replyLength(content);
  if (length > limit) {
    const text = tooLongError(message.platform, limit, length);
    throw new DomainError(400, text, "TOO_LONG", { response_content: [text] });
  }
  checkReplyPossible(message, now);
}
