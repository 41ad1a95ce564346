import { DOMAIN_EVENT_TYPES } from "@shared/realtime/domain-events";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Db } from "../db/client";
import { listenWithReconnect } from "../db/listen-with-reconnect";

export const CHANNEL = "lunara_events";

/** Something that happened to a team's data; listeners (realtime, jobs) react to it. */
export const domainEventSchema = z.object({
  type: z.enum(DOMAIN_EVENT_TYPES),
  teamId: z.string(),
  /** Ids and small facts only: NOTIFY payloads are capped at 8 kB. */
  data: z.record(z.string(), z.unknown()).default({}),
});
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type EventListener = (event: DomainEvent) => void;

export type EventBus = {
  /** Sends through PostgreSQL NOTIFY: inside a transaction (`db` = tx) it fires on commit only. */
  publish: (event: DomainEvent, db?: Db) => Promise<void>;
  subscribe: (listener: EventListener) => () => void;
  /**
   * Called when events may have been missed (the LISTEN connection dropped and came back): streams
   * tell their browsers to refetch.
   */
  onResync: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

/**
 * Domain events travel through LISTEN/NOTIFY, so every server process (and every open inbox on
 * any of them) hears what any process did.
 */
export async function createEventBus(
  database: Database,
  log: (line: string) => void = () => {},
): Promise<EventBus> {
  const connectionString = database.url;
  const listeners = new Set<EventListener>();
  const resyncListeners = new Set<() => void>();
  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    let parsed: ReturnType<typeof domainEventSchema.safeParse>;
    try {
      parsed = domainEventSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const listener of listeners) {
      // One broken listener (a stream that just closed) must not stop the others or the bus.
      try {
        listener(parsed.data);
      } catch {}
    }
  };

  let stop: () => Promise<void>;
  if (database.kind === "postgres" && connectionString) {
    // Survives a PostgreSQL restart or failover: reconnects and has every stream refetch.
    const listener = await listenWithReconnect({
      connectionString,
      channel: CHANNEL,
      onNotification: dispatch,
      onReconnect: () => {
        for (const resync of resyncListeners) {
          try {
            resync();
          } catch {}
        }
      },
      log,
    });
    stop = listener.close;
  } else if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, dispatch);
    stop = async () => {
      await unlisten();
    };
  } else {
    throw new Error("event bus needs a PostgreSQL connection string or PGlite");
  }

  return {
    publish: async (event, db = database.db) => {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync: (listener) => {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      resyncListeners.clear();
      await stop();
    },
  };
}
