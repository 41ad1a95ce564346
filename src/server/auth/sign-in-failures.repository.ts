import { eq, lt, sql } from "drizzle-orm";
import { signInFailures } from "../db/app.schema";
import type { Db } from "../db/client";

const ROW = {
  failures: signInFailures.failures,
  lastFailureAt: signInFailures.lastFailureAt,
  blockedUntil: signInFailures.blockedUntil,
};

export type SignInFailureRow = { failures: number; lastFailureAt: Date; blockedUntil: Date };

export async function readSignInFailures(db: Db, key: string): Promise<SignInFailureRow | null> {
  const rows = await db.select(ROW).from(signInFailures).where(eq(signInFailures.key, key)).limit(1);
  return rows[0] ?? null;
}

/**
 * Counts one failure atomically across processes: the key's row is locked (created first when
 * missing) and `next` computes the new row from the previous one.
 */
export async function recordSignInFailure(
  db: Db,
  key: string,
  at: Date,
  next: (previous: SignInFailureRow | null) => SignInFailureRow,
): Promise<SignInFailureRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values({ key, failures: 0, lastFailureAt: at, blockedUntil: new Date(0) })
      .onConflictDoNothing();
    const [locked] = await tx
      .select(ROW)
      .from(signInFailures)
      .where(eq(signInFailures.key, key))
      .for("update");
    const row = next(locked && locked.failures > 0 ? locked : null);
    await tx.update(signInFailures).set(row).where(eq(signInFailures.key, key));
    return row;
  });
}

export async function deleteSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** Rows of accounts with no failure since `before`; a few thousand at a time. */
export async function deleteSignInFailuresBefore(db: Db, before: Date, limit = 5000): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(
      sql`${signInFailures.key} in (select ${signInFailures.key} from ${signInFailures} where ${lt(signInFailures.lastFailureAt, before)} limit ${limit})`,
    )
    .returning({ key: signInFailures.key });
  return rows.length;
}
