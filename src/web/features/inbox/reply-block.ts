import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { type ReplyBlock, replyBlock } from "@shared/inbox/reply-rules";

/**
 * Why no reply can go to `focus` now (closed DM window, hidden or deleted comment, disconnected
 * account), or null. The DM window runs from the customer's latest message in the conversation.
 */
export function replyBlockOf(
  focus: InboxMessage,
  conversation: readonly InboxMessage[],
  now: Date,
): ReplyBlock | null {
  const latest = conversation.reduce((at, m) => (m.received_at > at ? m.received_at : at), focus.received_at);
  return replyBlock(
    {
      platform: focus.platform,
      message_type: focus.message_type,
      hidden_at: focus.hidden_at,
      platform_deleted_at: focus.platform_deleted_at,
      integration_connected: focus.integration_connected,
      last_customer_message_at: latest,
    },
    now,
  );
}
