import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { conversationThreads, messages } from "../db/inbox.schema";
import type { IncomingMessage } from "../platforms/incoming-message";

export type IntegrationRef = { integrationId: string; teamId: string };

/** Inserts the message unless the platform already delivered it; returns the new id or null. */
export async function insertMessageOnce(
  db: Db,
  ref: IntegrationRef,
  incoming: IncomingMessage,
): Promise<string | null> {
  const rows = await db
    .insert(messages)
    .values({
      teamId: ref.teamId,
      integrationId: ref.integrationId,
      platform: incoming.platform,
      platformMessageId: incoming.platform_message_id,
      messageType: incoming.message_type,
      content: incoming.content,
      senderUsername: incoming.sender_username ?? incoming.sender_platform_id,
      senderPlatformId: incoming.sender_platform_id,
      parentPlatformId: incoming.parent_platform_id ?? null,
      postUrl: incoming.post_url ?? null,
      postCaption: incoming.post_caption ?? null,
      postThumbnailUrl: incoming.post_thumbnail_url ?? null,
      receivedAt: incoming.received_at,
      metadata: {
        ...(incoming.post_platform_id ? { post_platform_id: incoming.post_platform_id } : {}),
        account_platform_id: incoming.account_platform_id,
      },
    })
    .onConflictDoNothing({ target: [messages.integrationId, messages.platformMessageId] })
    .returning({ id: messages.id });
  return rows[0]?.id ?? null;
}

/** Links a reply to the stored message it answers, when we have that message. */
export async function linkParent(db: Db, ref: IntegrationRef, messageId: string, parentPlatformId: string) {
  await db
    .update(messages)
    .set({
      parentMessageId: sql`(select id from ${messages} where ${messages.integrationId} = ${ref.integrationId} and ${messages.platformMessageId} = ${parentPlatformId})`,
    })
    .where(and(eq(messages.id, messageId), eq(messages.teamId, ref.teamId)));
}

/**
 * Adds a DM to its sender's thread (created on the first DM) and numbers it. The upsert's row
 * lock serialises two DMs of one sender arriving at once.
 */
export async function addToThread(db: Db, ref: IntegrationRef, messageId: string, incoming: IncomingMessage) {
  const [thread] = await db
    .insert(conversationThreads)
    .values({
      teamId: ref.teamId,
      integrationId: ref.integrationId,
      platform: incoming.platform,
      senderHandle: incoming.sender_username ?? incoming.sender_platform_id,
      senderPlatformId: incoming.sender_platform_id,
      threadType: "dm",
      status: "unread",
      messageCount: 1,
      unreadCount: 1,
      lastMessageAt: incoming.received_at,
      lastMessageContent: incoming.content,
      lastMessageType: incoming.message_type,
    })
    .onConflictDoUpdate({
      target: [
        conversationThreads.integrationId,
        conversationThreads.senderPlatformId,
        conversationThreads.threadType,
      ],
      set: {
        messageCount: sql`${conversationThreads.messageCount} + 1`,
        unreadCount: sql`${conversationThreads.unreadCount} + 1`,
        status: "unread",
        lastMessageAt: sql`greatest(${conversationThreads.lastMessageAt}, excluded.last_message_at)`,
        lastMessageContent: incoming.content,
        lastMessageType: incoming.message_type,
        ...(incoming.sender_username ? { senderHandle: incoming.sender_username } : {}),
      },
    })
    .returning({ id: conversationThreads.id, messageCount: conversationThreads.messageCount });
  if (!thread) throw new Error("thread upsert returned nothing");
  await db
    .update(messages)
    .set({
      threadId: thread.id,
      sequenceNumber: thread.messageCount,
      isThreadStarter: thread.messageCount === 1,
    })
    .where(eq(messages.id, messageId));
  return thread.id;
}
