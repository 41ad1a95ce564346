import type { RESPONSE_TYPES } from "@shared/inbox/inbox.constants";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { conversationResponses, conversationThreads, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";

export type ResponseType = (typeof RESPONSE_TYPES)[number];

export async function findMessageToAnswer(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      id: messages.id,
      integrationId: messages.integrationId,
      platform: messages.platform,
      messageType: messages.messageType,
      platformMessageId: messages.platformMessageId,
      senderPlatformId: messages.senderPlatformId,
      metadata: messages.metadata,
      threadId: messages.threadId,
      status: messages.status,
      hiddenAt: messages.hiddenAt,
      platformDeletedAt: messages.platformDeletedAt,
      integrationStatus: integrations.status,
      // The DM window runs from the customer's last message in the conversation.
      lastCustomerMessageAt: sql<string>`coalesce((select max(o.received_at) from ${messages} o
        where o.team_id = ${teamId} and o.integration_id = ${messages.integrationId}
          and o.sender_platform_id = ${messages.senderPlatformId} and o.message_type = 'dm'
          and ${messages.messageType} = 'dm'), ${messages.receivedAt})`,
    })
    .from(messages)
    .leftJoin(integrations, eq(integrations.id, messages.integrationId))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  return rows[0] ?? null;
}

type Conversation = {
  id: string;
  threadId: string | null;
  messageType: string;
  integrationId: string;
  senderPlatformId: string;
};

/** The key a send claims its conversation under: the same scope as findLatestResponse. */
export function conversationKey(message: Conversation): string {
  if (message.threadId) return `thread:${message.threadId}`;
  if (message.messageType === "dm") return `dm:${message.integrationId}:${message.senderPlatformId}`;
  return `message:${message.id}`;
}

/**
 * The newest reply in the message's conversation as the inbox shows it: its thread, a DM's
 * conversation with its sender when it has no thread, else the message alone (conversationKey).
 */
export async function findLatestResponse(db: Db, teamId: string, message: Conversation) {
  const scope = message.threadId
    ? eq(messages.threadId, message.threadId)
    : message.messageType === "dm"
      ? and(
          isNull(messages.threadId),
          eq(messages.integrationId, message.integrationId),
          eq(messages.senderPlatformId, message.senderPlatformId),
          eq(messages.messageType, "dm"),
        )
      : eq(messages.id, message.id);
  const [row] = await db
    .select({
      id: conversationResponses.id,
      senderName: conversationResponses.senderName,
      createdAt: conversationResponses.createdAt,
      sentAt: conversationResponses.sentAt,
    })
    .from(conversationResponses)
    .innerJoin(messages, eq(messages.id, conversationResponses.parentMessageId))
    .where(and(eq(conversationResponses.teamId, teamId), eq(messages.teamId, teamId), scope))
    .orderBy(desc(conversationResponses.createdAt), desc(conversationResponses.id))
    .limit(1);
  return row ?? null;
}

/** The platform said the comment is gone: replies to it are refused from now on. */
export async function markPlatformDeleted(db: Db, teamId: string, messageId: string, now: Date) {
  await db
    .update(messages)
    .set({ platformDeletedAt: now, updatedAt: now })
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)));
}

export async function recordSentResponse(
  db: Db,
  values: {
    teamId: string;
    messageId: string;
    threadId: string | null;
    content: string;
    senderName: string;
    responseType: ResponseType;
    aiResponseId: string | null;
    platformResponseId: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(conversationResponses)
    .values({
      teamId: values.teamId,
      parentMessageId: values.messageId,
      content: values.content,
      senderName: values.senderName,
      senderType: "agent",
      responseType: values.responseType,
      sentViaPlatform: true,
      platformResponseId: values.platformResponseId,
      aiResponseId: values.aiResponseId,
      createdAt: values.now,
      sentAt: values.now,
    })
    .returning({ id: conversationResponses.id });
  if (!row) throw new Error("response insert returned nothing");
  await db
    .update(messages)
    .set({ status: "responded", updatedAt: values.now })
    .where(and(eq(messages.teamId, values.teamId), eq(messages.id, values.messageId)));
  if (values.threadId) {
    const automated = values.responseType === "ai_auto";
    // A person who replies has read the conversation up to the message answered (one that came in
    // while it was open had stayed unread, and the answered thread stayed pending).
    if (!automated)
      await db
        .update(messages)
        .set({ status: "read", updatedAt: values.now })
        .where(
          and(
            eq(messages.teamId, values.teamId),
            eq(messages.threadId, values.threadId),
            eq(messages.status, "unread"),
            sql`${messages.receivedAt} <= (select m.received_at from ${messages} m where m.id = ${values.messageId})`,
          ),
        );
    const unread = sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${values.threadId} and ${messages.status} = 'unread')`;
    await db
      .update(conversationThreads)
      .set({
        lastMessageAt: values.now,
        unreadCount: unread,
        status: sql`case when ${unread} > 0 then 'unread' else 'responded' end`,
        conversationStage: "ongoing",
        ...(automated
          ? {
              automatedResponseCount: sql`${conversationThreads.automatedResponseCount} + 1`,
              automationStatus: sql`case when ${conversationThreads.automationStatus} = 'manual' and ${conversationThreads.automatedResponseCount} = 0 then 'automated' when ${conversationThreads.automationStatus} = 'automated' then 'automated' else 'mixed' end`,
            }
          : {
              automationStatus: sql`case when ${conversationThreads.automatedResponseCount} > 0 then 'mixed' else 'manual' end`,
            }),
      })
      .where(and(eq(conversationThreads.teamId, values.teamId), eq(conversationThreads.id, values.threadId)));
  }
  return row.id;
}
