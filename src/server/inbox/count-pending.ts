import { INBOX_LOAD_LIMIT } from "@shared/inbox/inbox.constants";
import { tabCounts } from "@shared/inbox/inbox-filters";
import { groupIntoItems } from "@shared/inbox/inbox-grouping";
import type { AppDeps } from "../deps";
import { listInboxMessages } from "./inbox-messages.repository";

/**
 * The sidebar's inbox count: exactly the Pending tab's count, from the same list the inbox loads
 * (the same visibility, grouping of DMs into threads and spam rule), so the two never disagree.
 */
export async function countPendingInbox(deps: Pick<AppDeps, "db">, teamId: string): Promise<number> {
  const rows = await listInboxMessages(deps.db, teamId, INBOX_LOAD_LIMIT);
  return tabCounts(groupIntoItems(rows)).pending;
}
