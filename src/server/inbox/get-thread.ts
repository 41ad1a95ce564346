import { isFallbackThreadId } from "@shared/inbox/inbox.constants";
import type { ThreadResponse } from "@shared/inbox/inbox.schema";
import { buildThread } from "@shared/inbox/inbox-grouping";
import { z } from "zod";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { listSenderDms, listThreadMessages, type MessageWithThread } from "./inbox-messages.repository";

export const THREAD_NOT_FOUND = "Conversation not found";

/** 'fallback-{platform}-{sender}': platforms carry no dash, so the sender is everything after it. */
export function parseFallbackThreadId(id: string): { platform: string; sender: string } | null {
  const match = /^fallback-([a-z]+)-(.+)$/.exec(id);
  return match ? { platform: match[1]!, sender: match[2]! } : null;
}

export async function loadThreadRows(deps: Pick<AppDeps, "db">, teamId: string, id: string) {
  let rows: MessageWithThread[] = [];
  if (isFallbackThreadId(id)) {
    const parsed = parseFallbackThreadId(id);
    if (parsed) rows = await listSenderDms(deps.db, teamId, parsed.platform, parsed.sender);
  } else if (z.uuid().safeParse(id).success) {
    rows = await listThreadMessages(deps.db, teamId, id);
  }
  return rows;
}

/** The thread view: its messages by sequence_number with their responses and analysis. */
export async function getThread(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
): Promise<ThreadResponse> {
  const rows = await loadThreadRows(deps, actor.teamId, id);
  if (rows.length === 0) throw new DomainError(404, THREAD_NOT_FOUND, "NOT_FOUND");
  return { success: true, thread: buildThread(rows) };
}
