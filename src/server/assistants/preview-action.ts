import {
  type ActionKind,
  ADMIN_ONLY_ACTIONS,
  PREVIEW_TTL_MINUTES,
} from "@shared/assistants/assistants.constants";
import type { ActionPreview } from "@shared/assistants/assistants.schema";
import type { MessageFilter } from "@shared/assistants/message-filter";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { toPreview } from "./action-preview";
import { insertAction } from "./assistant-actions.repository";
import { selectMessageIds } from "./assistant-messages.repository";
import { firstPerCustomer } from "./outward-actions.repository";

/** The largest selection one action may touch; a wider filter is refused with this count named. */
export const MAX_ACTION_MESSAGES = 20_000;
export const ADMIN_ONLY_TEXT = "Only a team admin can do that. Ask an admin of your team to run it.";

export function assertMayRun(actor: Actor, kind: ActionKind) {
  if (ADMIN_ONLY_ACTIONS.includes(kind) && actor.role !== "admin")
    throw new DomainError(403, ADMIN_ONLY_TEXT, "ADMIN_ONLY");
}

/**
 * Stores what an action would do, server side, for the person who asked: the selection is frozen
 * now, and nothing changes until that person confirms before the preview expires.
 */
export async function previewAction(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: {
    kind: ActionKind;
    filter: MessageFilter;
    params: Record<string, unknown>;
    conversationId: string | null;
  },
): Promise<ActionPreview> {
  assertMayRun(actor, input.kind);
  const now = deps.now();
  const selected = await selectMessageIds(deps.db, actor.teamId, input.filter, now, MAX_ACTION_MESSAGES + 1);
  if (selected.length > MAX_ACTION_MESSAGES)
    throw new DomainError(
      422,
      `That selects more than ${MAX_ACTION_MESSAGES.toLocaleString("en-CA")} messages: narrow it with a period or an intent.`,
    );
  // A tracking link is the customer's: one per customer, tied to their first message of the selection.
  const ids =
    input.kind === "tracking_links" ? await firstPerCustomer(deps.db, actor.teamId, selected) : selected;
  const row = await insertAction(deps.db, {
    teamId: actor.teamId,
    userId: actor.userId,
    conversationId: input.conversationId,
    kind: input.kind,
    params: input.kind === "tracking_links" ? { ...input.params, messages: selected.length } : input.params,
    filter: input.filter,
    messageIds: ids,
    total: ids.length,
    expiresAt: new Date(now.getTime() + PREVIEW_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return toPreview(deps.db, row);
}
