import type { Deadline } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { openDeadlines } from "./routing-queue.repository";

/** As many as the inbox list can show (its newest 200 messages) and some more. */
const DEADLINES_LIMIT = 500;

/** SLA and reply-window deadlines of the open routing items, for the inbox rows' countdowns. */
export async function listDeadlines(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
): Promise<{ deadlines: Deadline[] }> {
  return { deadlines: await openDeadlines(deps.db, actor.teamId, DEADLINES_LIMIT) };
}
