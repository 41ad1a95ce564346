import type { DemoRequestRow } from "@shared/staff/staff.schema";
import { desc, eq } from "drizzle-orm";
import { demoRequests } from "../db/app.schema";
import type { Db } from "../db/client";

export async function insertDemoRequest(
  db: Db,
  values: { firstName: string; lastName: string; email: string; company: string; source: string },
): Promise<string> {
  const [row] = await db.insert(demoRequests).values(values).returning({ id: demoRequests.id });
  if (!row) throw new Error("demo request insert returned nothing");
  return row.id;
}

export async function listDemoRequests(db: Db, limit = 500): Promise<DemoRequestRow[]> {
  const rows = await db.select().from(demoRequests).orderBy(desc(demoRequests.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    company: r.company,
    source: r.source,
    status: r.status === "provisioned" ? "provisioned" : "new",
    team_id: r.teamId,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function findDemoRequest(db: Db, id: string) {
  const rows = await db.select().from(demoRequests).where(eq(demoRequests.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function markProvisioned(db: Db, id: string, teamId: string) {
  await db.update(demoRequests).set({ status: "provisioned", teamId }).where(eq(demoRequests.id, id));
}
