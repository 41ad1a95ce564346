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

/** Waits (polling) until a transaction has committed or rolled back. */
export async function settledOutcome(
  db: Db,
  xid: string,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<TransactionOutcome> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const outcome = await transactionOutcome(db, xid);
    if (outcome !== "in progress" || Date.now() > deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 5));
  }
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
