import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * The id of the transaction `tx` runs in (assigned now if it had none). With it, anyone can later
 * ask PostgreSQL whether that transaction committed, without a hook into the caller's code.
 */
export async function currentTransactionId(tx: Db): Promise<string> {
  const result = await tx.execute<{ xid: string }>(sql`select pg_current_xact_id()::text as xid`);
  const xid = (result as unknown as { rows: { xid: string }[] }).rows[0]?.xid;
  if (!xid) throw new Error("no transaction id");
  return xid;
}

export type TransactionOutcome = "committed" | "aborted" | "in progress";

/** What became of a transaction; asked on the shared connection, never inside that transaction. */
export async function transactionOutcome(db: Db, xid: string): Promise<TransactionOutcome> {
  const result = await db.execute<{ status: TransactionOutcome | null }>(
    sql`select pg_xact_status(${xid}::xid8) as status`,
  );
  // null: so old it was frozen away, which only a committed transaction leaves behind.
  return (
    (result as unknown as { rows: { status: TransactionOutcome | null }[] }).rows[0]?.status ?? "committed"
  );
}

type Waiter = {
  resolve: (outcome: TransactionOutcome) => void;
  reject: (error: unknown) => void;
  deadline: number;
};

/**
 * Waits (polling) until transactions have committed or rolled back: one statement per interval asks
 * about every transaction still awaited, however many sends wait on them. (A loop per send put
 * hundreds of checks in the shared pool's queue during a burst, each ahead of real work.)
 */
export function createCommitWatcher(db: Db, options: { intervalMs?: number; timeoutMs?: number } = {}) {
  const waiting = new Map<string, Waiter[]>();
  let running = false;

  async function poll() {
    running = true;
    try {
      while (waiting.size > 0) {
        const xids = [...waiting.keys()];
        const outcomes = await transactionOutcomes(db, xids);
        const now = Date.now();
        for (const xid of xids) {
          const outcome = outcomes.get(xid) ?? "committed";
          const waiters = waiting.get(xid) ?? [];
          const left = outcome === "in progress" ? waiters.filter((w) => now <= w.deadline) : [];
          for (const waiter of waiters) if (!left.includes(waiter)) waiter.resolve(outcome);
          if (left.length > 0) waiting.set(xid, left);
          else waiting.delete(xid);
        }
        if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 5));
      }
    } catch (error) {
      for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error);
      waiting.clear();
    } finally {
      running = false;
    }
  }

  return {
    /** The transaction's outcome once it is settled ("in progress" after the timeout, 60 s). */
    settled(xid: string): Promise<TransactionOutcome> {
      return new Promise((resolve, reject) => {
        const deadline = Date.now() + (options.timeoutMs ?? 60_000);
        waiting.set(xid, [...(waiting.get(xid) ?? []), { resolve, reject, deadline }]);
        if (!running) void poll();
      });
    },
  };
}

async function transactionOutcomes(db: Db, xids: string[]): Promise<Map<string, TransactionOutcome>> {
  const values = sql.join(
    xids.map((xid) => sql`(${xid})`),
    sql`, `,
  );
  const result = await db.execute<{ xid: string; status: TransactionOutcome | null }>(
    sql`select x as xid, pg_xact_status(x::xid8) as status from (values ${values}) as v(x)`,
  );
  const rows = (result as unknown as { rows: { xid: string; status: TransactionOutcome | null }[] }).rows;
  // null: so old it was frozen away, which only a committed transaction leaves behind.
  return new Map(rows.map((row) => [String(row.xid), row.status ?? "committed"]));
}

/**
 * A pg-boss executor over the caller's transaction: pg-boss's positional SQL ($1, $2, ...) run
 * through Drizzle, so it works on node-postgres and PGlite alike.
 */
export function transactionExecutor(tx: Db) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]),
      );
      const result = await tx.execute(sql.join(chunks, sql.raw("")));
      return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
    },
  };
}
