import { INBOX_LOAD_LIMIT } from "@shared/inbox/inbox.constants";
import type { InboxSearchResponse } from "@shared/inbox/inbox.schema";
import type { Actor, AppDeps } from "../deps";
import { threadsWithMessageContaining } from "./inbox-search.repository";

/**
 * The inbox search's server half: which of the conversations the list can show hold a message with
 * the text, earlier messages included. The browser matches the rest (single messages, handles, the
 * messages the list carries) on the list it has.
 */
export async function searchInbox(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  text: string,
): Promise<InboxSearchResponse> {
  const threadIds = await threadsWithMessageContaining(deps.db, actor.teamId, text, INBOX_LOAD_LIMIT);
  return { success: true, thread_ids: threadIds };
}
