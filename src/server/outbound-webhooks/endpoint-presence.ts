import type { Db } from "../db/client";
import type { EventBus } from "../realtime/event-bus";
import { teamHasEndpoint } from "./outbound-webhooks.repository";

/** An answer this old is asked again (a safety net: every new endpoint is announced). */
const TTL_MS = 5 * 60_000;
const MAX_TEAMS = 50_000;

/**
 * Whether a team has any outbound webhook endpoint, asked for every public domain event before a
 * fan-out job is queued: most teams have none, and a job per event (queued, fetched, completed,
 * its endpoints read) was a fifth of the statements of a comment storm. A new endpoint is announced
 * on the event bus (`webhook.endpoint_created`, on commit) and every process forgets its answer for
 * that team. NOTIFY delivers in commit order, so an event committed after the endpoint is heard
 * after the announcement and asks afresh; a lookup begun before the announcement is not kept.
 */
export function createEndpointPresence(db: Db, events: EventBus, now: () => number = Date.now) {
  const known = new Map<string, { answer: Promise<boolean>; until: number }>();
  // Listens for as long as the bus lives (closing the bus ends its listeners).
  events.subscribe((event) => {
    if (event.type === "webhook.endpoint_created") known.delete(event.teamId);
  });
  events.onResync(() => known.clear());
  return {
    has(teamId: string): Promise<boolean> {
      const cached = known.get(teamId);
      if (cached && cached.until > now()) return cached.answer;
      if (known.size >= MAX_TEAMS) known.clear();
      const entry = { answer: teamHasEndpoint(db, teamId), until: now() + TTL_MS };
      known.set(teamId, entry);
      // A failed lookup is not kept: the next event asks again.
      entry.answer.catch(() => {
        if (known.get(teamId) === entry) known.delete(teamId);
      });
      return entry.answer;
    },
  };
}
