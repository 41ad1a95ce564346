import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { integrations } from "../db/integrations.schema";

/** Spec 1 §7: the team's active Shopify integration (one row: the newest). */
export async function findActiveShopify(db: Db, teamId: string) {
  const [row] = await db
    .select({
      id: integrations.id,
      shopDomain: integrations.shopDomain,
      platformUsername: integrations.platformUsername,
      pixelInstalled: integrations.pixelInstalled,
      pixelInstalledAt: integrations.pixelInstalledAt,
      pixelCodeGeneratedAt: integrations.pixelCodeGeneratedAt,
    })
    .from(integrations)
    .where(
      and(
        eq(integrations.teamId, teamId),
        eq(integrations.platform, "shopify"),
        eq(integrations.status, "active"),
      ),
    )
    .orderBy(desc(integrations.createdAt))
    .limit(1);
  return row ?? null;
}

/** The first time the code is shown is when it was generated; later views keep that date. */
export async function markPixelCodeGenerated(db: Db, teamId: string, id: string, now: Date) {
  await db
    .update(integrations)
    .set({ pixelCodeGeneratedAt: now })
    .where(
      and(
        eq(integrations.teamId, teamId),
        eq(integrations.id, id),
        isNull(integrations.pixelCodeGeneratedAt),
      ),
    );
}

/** Spec 1 §4: marked done sets pixel_installed with both timestamps. */
export async function markPixelInstalled(db: Db, teamId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(integrations)
    .set({
      pixelInstalled: true,
      pixelInstalledAt: now,
      pixelCodeGeneratedAt: sql`coalesce(${integrations.pixelCodeGeneratedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(eq(integrations.teamId, teamId), eq(integrations.id, id), eq(integrations.platform, "shopify")),
    )
    .returning({ id: integrations.id });
  return rows.length > 0;
}
