import type { Db } from "../db/client";
import {
  applyLeadFunnel,
  type FunnelDayIncrement,
  type InsertedEvent,
  incrementFunnelDays,
  insertEventBatch,
  type LeadFunnelUpdate,
} from "./attribution-events.repository";
import type { TrackEventRow } from "./track-event-row";

type Pending = { row: TrackEventRow; resolve: (stored: boolean) => void; reject: (error: unknown) => void };

export type BatcherOptions = {
  /** Flush as soon as this many events wait. */
  maxBatch?: number;
  /** Or this long after the first one arrived. */
  maxDelayMs?: number;
  /** Transactions in flight at once (each holds one pooled connection). */
  maxConcurrent?: number;
};

/**
 * One INSERT per request caps near 5,000 events/s, so events wait a few milliseconds and are written
 * together. Each caller's promise settles only after its batch committed: the HTTP answer never
 * claims an event we might still lose. Resolves true when stored, false for a duplicate.
 */
export function createTrackEventBatcher(db: Db, options: BatcherOptions = {}) {
  const maxBatch = options.maxBatch ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 4;
  const maxConcurrent = options.maxConcurrent ?? 3;
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
      const inserted = await db.transaction(async (tx) => {
        const rows = await insertEventBatch(
          tx as unknown as Db,
          batch.map((p) => p.row),
        );
        await applyLeadFunnel(tx as unknown as Db, leadUpdates(rows));
        await incrementFunnelDays(tx as unknown as Db, funnelIncrements(rows));
        return rows;
      });
      const stored = new Set(inserted.map((r) => `${r.integration_id}|${r.client_event_id}`));
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
export type TrackEventBatcher = ReturnType<typeof createTrackEventBatcher>;

const dayOf = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

function leadUpdates(rows: InsertedEvent[]): LeadFunnelUpdate[] {
  const byLead = new Map<string, LeadFunnelUpdate>();
  for (const r of rows) {
    if (!r.lead_id) continue;
    const at = new Date(r.occurred_at).toISOString();
    const u = byLead.get(r.lead_id) ?? {
      leadId: r.lead_id,
      teamId: r.team_id,
      cart: false,
      clicked: false,
      checkoutAt: null,
      lastAt: at,
      interactions: 0,
    };
    u.cart ||= r.type === "add_to_cart";
    u.clicked ||= r.type === "click";
    if (r.type === "checkout" && (!u.checkoutAt || at < u.checkoutAt)) u.checkoutAt = at;
    if (at > u.lastAt) u.lastAt = at;
    u.interactions += 1;
    byLead.set(r.lead_id, u);
  }
  return [...byLead.values()].sort((a, b) => a.leadId.localeCompare(b.leadId));
}

function funnelIncrements(rows: InsertedEvent[]): FunnelDayIncrement[] {
  const byDay = new Map<string, FunnelDayIncrement>();
  for (const r of rows) {
    // Only events carrying a conversation's attribution belong to the conversation funnel.
    if (!r.attributed || (r.type !== "add_to_cart" && r.type !== "checkout")) continue;
    const day = dayOf(r.occurred_at);
    const key = `${r.team_id}|${day}`;
    const inc = byDay.get(key) ?? { teamId: r.team_id, day, addedToCart: 0, reachedCheckout: 0 };
    if (r.type === "add_to_cart") inc.addedToCart += 1;
    else inc.reachedCheckout += 1;
    byDay.set(key, inc);
  }
  return [...byDay.values()].sort((a, b) => `${a.teamId}|${a.day}`.localeCompare(`${b.teamId}|${b.day}`));
}
