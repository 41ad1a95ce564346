import type { Actor, AppDeps } from "../deps";
import { touchPresence } from "./routing-setup.repository";

/**
 * A person's realtime stream is open (connected, or a heartbeat): they are seen now. When that
 * makes them active again, the team's dashboards hear of it.
 */
export async function recordPresence(deps: Pick<AppDeps, "db" | "now" | "events">, actor: Actor) {
  const becameActive = await touchPresence(deps.db, actor.teamId, actor.userId, deps.now());
  if (becameActive) {
    await deps.events.publish({
      type: "presence.changed",
      teamId: actor.teamId,
      data: { user: actor.userId },
    });
  }
}
