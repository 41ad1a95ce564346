import { INBOX_LOAD_LIMIT, SCHEDULED_AUTO_LIMIT } from "@shared/inbox/inbox.constants";
import type { InboxListResponse } from "@shared/inbox/inbox.schema";
import { countItems } from "@shared/inbox/inbox-filters";
import { groupIntoItems } from "@shared/inbox/inbox-grouping";
import type { Actor, AppDeps } from "../deps";
import { listInboxMessages, listScheduledAutoReplies } from "./inbox-messages.repository";

/**
 * The inbox list: the 200 newest visible messages of the team, DMs grouped into threads, and the
 * auto-replies still waiting to be sent (which the list leaves out), so a person can stop them.
 */
export async function listInbox(deps: Pick<AppDeps, "db">, actor: Actor): Promise<InboxListResponse> {
  const [rows, scheduled] = await Promise.all([
    listInboxMessages(deps.db, actor.teamId, INBOX_LOAD_LIMIT),
    listScheduledAutoReplies(deps.db, actor.teamId, SCHEDULED_AUTO_LIMIT),
  ]);
  const items = groupIntoItems(rows);
  return { success: true, items, counters: countItems(items), scheduled };
}
