import { isFallbackThreadId } from "@shared/inbox/inbox.constants";
import { z } from "zod";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { parseFallbackThreadId, THREAD_NOT_FOUND } from "./get-thread";
import { markMessageRead, markSenderDmsRead, markStoredThreadRead } from "./inbox-read.repository";

type Deps = Pick<AppDeps, "db" | "events" | "now">;

/** Selecting an unread message sets it read (and its thread's unread_count follows). */
export async function markMessageAsRead(deps: Deps, actor: Actor, messageId: string) {
  await deps.db.transaction(async (tx) => {
    const result = await markMessageRead(tx, actor.teamId, messageId, deps.now());
    if (!result) throw new DomainError(404, "Message not found", "NOT_FOUND");
    if (result.changed) {
      await deps.events.publish(
        { type: "message.updated", teamId: actor.teamId, data: { id: messageId, threadId: result.threadId } },
        tx,
      );
    }
  });
  return { success: true as const };
}

/** Selecting a thread marks its messages read and sets unread_count to 0. */
export async function markThreadAsRead(deps: Deps, actor: Actor, threadId: string) {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    let found = false;
    if (isFallbackThreadId(threadId)) {
      // A fallback id names no row; the update is team-scoped, so another team's sender changes nothing.
      const parsed = parseFallbackThreadId(threadId);
      if (parsed) await markSenderDmsRead(tx, actor.teamId, parsed.platform, parsed.sender, now);
      found = parsed !== null;
    } else if (z.uuid().safeParse(threadId).success) {
      found = await markStoredThreadRead(tx, actor.teamId, threadId, now);
    }
    if (!found) throw new DomainError(404, THREAD_NOT_FOUND, "NOT_FOUND");
    await deps.events.publish({ type: "message.updated", teamId: actor.teamId, data: { threadId } }, tx);
  });
  return { success: true as const };
}
