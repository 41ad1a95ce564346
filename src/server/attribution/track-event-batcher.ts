import type { Db } from "../db/client";
import { writeEventBatch } from "./attribution-events.repository";
import type { TrackEventRow } from "./track-event-row";

type Pending = { row: TrackEventRow; resolve: (stored: boolean) => void; reject: (error: unknown) => void };

export type BatcherOptions = {
  /** Flush as soon as this many events wait. */
  maxBatch?: number;
  /** Or this long after the first one arrived. */
  maxDelayMs?: number;
  /**
   * Batch statements in flight at once: they overlap each other's commit and planning time, and a
   * busy moment just makes the next batch larger.
   */
  maxConcurrent?: number;
  /**
   * Called with the rows a batch stored, after its commit and before its callers are answered;
   * a failure here is reported to `onError` and does not fail the stored events.
   */
  onStored?: (rows: TrackEventRow[]) => Promise<void>;
  onError?: (error: unknown) => void;
};

/**
 * One INSERT per request caps near 5,000 events/s, so events wait a few milliseconds and are written
 * together. Each caller's promise settles only after its batch committed: the HTTP answer never
 * claims an event we might still lose. Resolves true when stored, false for a duplicate.
 */
export function createTrackEventBatcher(db: Db, options: BatcherOptions = {}) {
  const maxBatch = options.maxBatch ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 2;
  const maxConcurrent = options.maxConcurrent ?? 4;
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;
  const idle = new Set<() => void>();

  const schedule = () => {
    if (queue.length >= maxBatch) flush();
    else if (!timer && queue.length > 0) timer = setTimeout(flush, maxDelayMs);
  };

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0 && inFlight < maxConcurrent) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      write(batch).finally(() => {
        inFlight -= 1;
        if (queue.length > 0) flush();
        else if (inFlight === 0) for (const done of idle) done();
      });
    }
  }

  async function write(batch: Pending[]) {
    try {
      const inserted = await writeEventBatch(
        db,
        batch.map((p) => p.row),
      );
      const stored = new Set(inserted.map((r) => `${r.integration_id}|${r.client_event_id}`));
      if (options.onStored && stored.size > 0) {
        const rows = batch
          .map((p) => p.row)
          .filter((r) => stored.has(`${r.integrationId}|${r.clientEventId}`));
        await options.onStored(rows).catch((error) => options.onError?.(error));
      }
      for (const p of batch) {
        const key = `${p.row.integrationId}|${p.row.clientEventId}`;
        // The first of two identical events in one batch is the stored one.
        p.resolve(stored.delete(key));
      }
    } catch (error) {
      // One poisoned row must not sink its neighbours: retry each alone, settling each on its own.
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const p of batch) await write([p]);
    }
  }

  return {
    add(row: TrackEventRow): Promise<boolean> {
      return new Promise((resolve, reject) => {
        queue.push({ row, resolve, reject });
        schedule();
      });
    },
    /** Writes what is queued and waits for every batch in flight (shutdown). */
    async drain(): Promise<void> {
      flush();
      if (inFlight === 0 && queue.length === 0) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          idle.delete(done);
          resolve();
        };
        idle.add(done);
      });
    },
  };
}
