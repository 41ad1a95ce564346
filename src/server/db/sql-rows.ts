import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Raw SQL rows from either driver (node-postgres and PGlite both answer with `rows`). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
