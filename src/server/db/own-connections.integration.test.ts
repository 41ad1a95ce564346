import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database";

describe("a database's own connections", () => {
  it("answer while every shared connection is taken (PostgreSQL); PGlite's one connection is its db", async () => {
    const database = await createTestDatabase();
    try {
      const own = database.ownConnections(1);
      if (!database.pool) {
        expect(own).toBe(database.db);
        return;
      }
      // openDatabase's default pool size: every shared connection held by someone else.
      const held = await Promise.all(Array.from({ length: 10 }, () => database.pool!.connect()));
      try {
        const result = (await own.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
        expect(result.rows).toEqual([{ one: 1 }]);
        expect(database.pool.waitingCount).toBe(0);
      } finally {
        for (const client of held) client.release();
      }
    } finally {
      await database.close();
    }
  });
});
