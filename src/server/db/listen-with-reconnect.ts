import pg from "pg";

/** First wait before reconnecting a dropped LISTEN connection; it doubles up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

export type ListenOptions = {
  connectionString: string;
  channel: string;
  onNotification: (payload: string | undefined) => void;
  /**
   * Called after a reconnect: notifications sent while the connection was down are lost, so the
   * caller catches up (wakes its workers, tells its streams to refetch).
   */
  onReconnect?: () => void;
  log?: (line: string) => void;
};

export type Listener = { close: () => Promise<void> };

/**
 * A LISTEN connection that survives PostgreSQL restarts, failovers and a killed backend: when the
 * connection drops it reconnects with a growing delay (0.25 s up to 10 s) and listens again. The
 * first connection must succeed (a wrong URL fails the start); later drops never stop the process.
 * A PgBouncer in transaction mode cannot carry LISTEN: point this at the server directly
 * (docs/deploy.md).
 */
export async function listenWithReconnect(options: ListenOptions): Promise<Listener> {
  const log = options.log ?? (() => {});
  const channel = pg.escapeIdentifier(options.channel);
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let backoff = FIRST_BACKOFF_MS;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: options.connectionString });
    let dropped = false;
    const onDrop = (reason: string) => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners("notification");
      void client.end().catch(() => {});
      if (current === client) current = null;
      if (closed) return;
      log(`[listen ${options.channel}] connection lost (${reason}); reconnecting`);
      schedule();
    };
    client.on("error", (error) => onDrop(error.message));
    client.on("end", () => onDrop("ended"));
    client.on("notification", (message) => options.onNotification(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      dropped = true;
      client.removeAllListeners();
      client.on("error", () => {});
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const schedule = () => {
    if (closed || retry) return;
    const wait = backoff;
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      open().then(
        (client) => {
          if (closed) {
            void client.end().catch(() => {});
            return;
          }
          current = client;
          backoff = FIRST_BACKOFF_MS;
          log(`[listen ${options.channel}] reconnected`);
          options.onReconnect?.();
        },
        (error: unknown) => {
          log(`[listen ${options.channel}] reconnect failed: ${String(error)}`);
          schedule();
        },
      );
    }, wait);
    retry.unref();
  };

  current = await open();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
