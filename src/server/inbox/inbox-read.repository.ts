import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { conversationThreads, messages } from "../db/inbox.schema";

/** Sets an unread message read; returns its thread id, or undefined when the team has no such message. */
export async function markMessageRead(
  db: Db,
  teamId: string,
  messageId: string,
  now: Date,
): Promise<{ threadId: string | null; changed: boolean } | undefined> {
  const [found] = await db
    .select({ threadId: messages.threadId, status: messages.status })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  if (!found) return undefined;
  if (found.status !== "unread") return { threadId: found.threadId, changed: false };
  await db
    .update(messages)
    .set({ status: "read", updatedAt: now })
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId), eq(messages.status, "unread")));
  if (found.threadId) await refreshUnreadCount(db, teamId, found.threadId);
  return { threadId: found.threadId, changed: true };
}

/** unread_count follows the thread's unread messages; an all-read thread stops being unread. */
async function refreshUnreadCount(db: Db, teamId: string, threadId: string) {
  const unread = sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${threadId} and ${messages.status} = 'unread')`;
  await db
    .update(conversationThreads)
    .set({
      unreadCount: unread,
      status: sql`case when ${unread} = 0 and ${conversationThreads.status} = 'unread' then 'read' else ${conversationThreads.status} end`,
    })
    .where(and(eq(conversationThreads.teamId, teamId), eq(conversationThreads.id, threadId)));
}

/** Marks every message of a stored thread read and sets unread_count to 0; false if not the team's. */
export async function markStoredThreadRead(
  db: Db,
  teamId: string,
  threadId: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(conversationThreads)
    .set({
      unreadCount: 0,
      status: sql`case when ${conversationThreads.status} = 'unread' then 'read' else ${conversationThreads.status} end`,
    })
    .where(and(eq(conversationThreads.teamId, teamId), eq(conversationThreads.id, threadId)))
    .returning({ id: conversationThreads.id });
  if (updated.length === 0) return false;
  await db
    .update(messages)
    .set({ status: "read", updatedAt: now })
    .where(and(eq(messages.teamId, teamId), eq(messages.threadId, threadId), eq(messages.status, "unread")));
  return true;
}

/** Marks the unread DMs of one platform and sender read (DMs stored without a thread row). */
export async function markSenderDmsRead(
  db: Db,
  teamId: string,
  platform: string,
  sender: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: "read", updatedAt: now })
    .where(
      and(
        eq(messages.teamId, teamId),
        eq(messages.platform, platform),
        eq(messages.senderUsername, sender),
        eq(messages.messageType, "dm"),
        eq(messages.status, "unread"),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
