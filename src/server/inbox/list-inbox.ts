import { INBOX_LOAD_LIMIT } from "@shared/inbox/inbox.constants";
import type { InboxListResponse } from "@shared/inbox/inbox.schema";
import { countMessages, messagesOf } from "@shared/inbox/inbox-filters";
import { groupIntoItems } from "@shared/inbox/inbox-grouping";
import type { Actor, AppDeps } from "../deps";
import { listInboxMessages } from "./inbox-messages.repository";

/** The inbox list: the 200 newest visible messages of the team, DMs grouped into threads. */
export async function listInbox(deps: Pick<AppDeps, "db">, actor: Actor): Promise<InboxListResponse> {
  const rows = await listInboxMessages(deps.db, actor.teamId, INBOX_LOAD_LIMIT);
  const items = groupIntoItems(rows);
  return { success: true, items, counters: countMessages(messagesOf(items)) };
}
