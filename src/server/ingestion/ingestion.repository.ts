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

/**
 * A DM thread of someone who is already a lead (a Comment-to-DM link made the lead before they
 * wrote) becomes the lead's, and the lead recounts its threads and takes the thread's last message
 * as its last conversation when that is later (never earlier), in one statement. A thread already
 * linked keeps its lead. Run on every DM, not only a thread's first: a lead committed while the
 * thread's first DM was being stored is still found by the next one.
 */
export async function linkThreadToSenderLead(
  db: Db,
  ref: IntegrationRef,
  threadId: string,
  sender: { platform: "instagram" | "tiktok"; platformId: string },
) {
  // A literal key, as the unique index (team_id, social_platform_ids->>'instagram') is written, so
  // the lookup uses it; the platform comes from a closed enum.
  const key = sql.raw(`'${sender.platform === "tiktok" ? "tiktok" : "instagram"}'`);
  // The count's subquery sees the threads as they were before this statement's update: those
  // already linked to the lead, and not this one, which was unlinked then.
  await db.execute(sql`
    with lead as (
      select id from leads where team_id = ${ref.teamId} and social_platform_ids->>${key} = ${sender.platformId}),
    linked as (
      update conversation_threads t set linked_lead_id = lead.id from lead
      where t.team_id = ${ref.teamId} and t.id = ${threadId} and t.linked_lead_id is null
      returning t.linked_lead_id as lead_id, t.last_message_at)
    update leads set thread_count = 1 + (
        select count(*) from conversation_threads
        where team_id = ${ref.teamId} and linked_lead_id = leads.id),
      primary_thread_id = coalesce(leads.primary_thread_id, ${threadId}),
      last_conversation_at = greatest(leads.last_conversation_at, linked.last_message_at),
      updated_at = now()
    from linked where leads.team_id = ${ref.teamId} and leads.id = linked.lead_id`);
}
