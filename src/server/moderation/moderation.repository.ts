import type { ModerationAction, ModerationEvent } from "@shared/inbox/moderation.schema";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { messages } from "../db/inbox.schema";
import { inboxSettings, moderationEvents } from "../db/inbox-moderation.schema";

export async function findMessageForModeration(db: Db, teamId: string, messageId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      integrationId: messages.integrationId,
      platform: messages.platform,
      messageType: messages.messageType,
      platformMessageId: messages.platformMessageId,
      metadata: messages.metadata,
      hiddenAt: messages.hiddenAt,
      hiddenOnPlatform: messages.hiddenOnPlatform,
      spamAt: messages.spamAt,
    })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  return row ?? null;
}

type Change = { hiddenAt?: Date | null; hiddenOnPlatform?: boolean; spamAt?: Date | null };

/** The message's moderation state and its audit line; the caller runs it in a transaction. */
export async function applyModeration(
  db: Db,
  teamId: string,
  messageId: string,
  change: Change,
  event: {
    action: ModerationAction;
    onPlatform: boolean;
    reason: string;
    actor: string;
    error: string | null;
    now: Date;
  },
): Promise<ModerationEvent> {
  await db
    .update(messages)
    .set({ ...change, updatedAt: event.now })
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)));
  const [row] = await db
    .insert(moderationEvents)
    .values({
      teamId,
      messageId,
      action: event.action,
      onPlatform: event.onPlatform,
      reason: event.reason,
      actor: event.actor,
      error: event.error,
      createdAt: event.now,
    })
    .returning();
  if (!row) throw new Error("moderation event insert returned nothing");
  return toEvent(row);
}

/** Marks a freshly analysed message spam (the analysis labelled it possible_spam). */
export async function markSpamFromAnalysis(db: Db, teamId: string, messageId: string, now: Date) {
  await db
    .update(messages)
    .set({ spamAt: now, updatedAt: now })
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)));
}

export async function listModerationEvents(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select()
    .from(moderationEvents)
    .where(and(eq(moderationEvents.teamId, teamId), eq(moderationEvents.messageId, messageId)))
    .orderBy(desc(moderationEvents.createdAt));
  return rows.map(toEvent);
}

function toEvent(row: typeof moderationEvents.$inferSelect): ModerationEvent {
  return {
    id: row.id,
    action: row.action as ModerationAction,
    on_platform: row.onPlatform,
    reason: row.reason,
    actor: row.actor,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findInboxSettings(db: Db, teamId: string) {
  const [row] = await db
    .select({ hideSpamOnPlatform: inboxSettings.hideSpamOnPlatform })
    .from(inboxSettings)
    .where(eq(inboxSettings.teamId, teamId));
  return { hide_spam_on_platform: row?.hideSpamOnPlatform ?? false };
}

export async function saveInboxSettings(db: Db, teamId: string, hideSpamOnPlatform: boolean, now: Date) {
  await db
    .insert(inboxSettings)
    .values({ teamId, hideSpamOnPlatform, updatedAt: now })
    .onConflictDoUpdate({ target: inboxSettings.teamId, set: { hideSpamOnPlatform, updatedAt: now } });
  return { hide_spam_on_platform: hideSpamOnPlatform };
}
