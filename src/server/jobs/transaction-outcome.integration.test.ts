import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client";
import { createTestDatabase } from "../test/test-database";
import { createCommitWatcher, currentTransactionId, type TransactionOutcome } from "./transaction-outcome";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("commit watcher", () => {
  it("tells each awaited transaction's outcome, with several waiting on one and on several at once", async () => {
    const watcher = createCommitWatcher(database.db, { intervalMs: 5 });
    const seen: Promise<TransactionOutcome>[] = [];
    // Asked from inside the transactions, as a send in a transaction does: answered once they end.
    await database.db.transaction(async (tx) => {
      seen.push(watcher.settled(await currentTransactionId(tx as unknown as Db)));
    });
    await database.db
      .transaction(async (tx) => {
        const xid = await currentTransactionId(tx as unknown as Db);
        seen.push(watcher.settled(xid), watcher.settled(xid));
        tx.rollback();
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      seen.push(watcher.settled(await currentTransactionId(tx as unknown as Db)));
    });
    expect(await Promise.all(seen)).toEqual(["committed", "aborted", "aborted", "committed"]);
  });

  it("answers a transaction that settled before it was asked about", async () => {
    const watcher = createCommitWatcher(database.db);
    let xid = "";
    await database.db.transaction(async (tx) => {
      xid = await currentTransactionId(tx as unknown as Db);
    });
    expect(await watcher.settled(xid)).toBe("committed");
  });
});
