import type { Integration } from "@shared/integrations/integrations.schema";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { integrations, webhookDeliveries } from "../db/integrations.schema";

export type Platform = "instagram" | "tiktok" | "shopify";

/** A connected account as the server uses it: with its encrypted token and settings, never sent out. */
export type IntegrationRecord = {
  id: string;
  teamId: string;
  platform: Platform;
  status: string;
  shopDomain: string | null;
  platformUsername: string | null;
  platformAccountId: string;
  accessTokenEncrypted: string;
  settings: Record<string, unknown>;
};

const recordColumns = {
  id: integrations.id,
  teamId: integrations.teamId,
  platform: integrations.platform,
  status: integrations.status,
  shopDomain: integrations.shopDomain,
  platformUsername: integrations.platformUsername,
  platformAccountId: integrations.platformAccountId,
  accessTokenEncrypted: integrations.accessTokenEncrypted,
  settings: integrations.settings,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listTeamIntegrations(db: Db, teamId: string): Promise<Integration[]> {
  const rows = await db
    .select({
      id: integrations.id,
      platform: integrations.platform,
      status: integrations.status,
      platformUsername: integrations.platformUsername,
      shopDomain: integrations.shopDomain,
      followerCount: integrations.followerCount,
      currency: integrations.currency,
      createdAt: integrations.createdAt,
      lastError: integrations.lastError,
      lastErrorAt: integrations.lastErrorAt,
      pixelInstalled: integrations.pixelInstalled,
      pixelInstalledAt: integrations.pixelInstalledAt,
      pixelCodeGeneratedAt: integrations.pixelCodeGeneratedAt,
    })
    .from(integrations)
    .where(eq(integrations.teamId, teamId))
    .orderBy(desc(integrations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    platform: r.platform as Integration["platform"],
    status: r.status as Integration["status"],
    platform_username: r.platformUsername,
    shop_domain: r.shopDomain,
    follower_count: r.followerCount,
    currency: r.currency,
    created_at: r.createdAt.toISOString(),
    last_error: r.lastError,
    last_error_at: iso(r.lastErrorAt),
    pixel_installed: r.pixelInstalled,
    pixel_installed_at: iso(r.pixelInstalledAt),
    pixel_code_generated_at: iso(r.pixelCodeGeneratedAt),
  }));
}

const asRecord = (r: Omit<IntegrationRecord, "platform"> & { platform: string }): IntegrationRecord => ({
  ...r,
  platform: r.platform as Platform,
});

/** Scoped by team: the one lookup routes use. */
export async function findTeamIntegration(
  db: Db,
  teamId: string,
  id: string,
): Promise<IntegrationRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(integrations)
    .where(and(eq(integrations.teamId, teamId), eq(integrations.id, id)));
  return row ? asRecord(row) : null;
}

/** Webhooks and the poll job know the platform's account (or shop), not the team. */
export async function findIntegrationsByAccount(db: Db, platform: Platform, accountId: string) {
  const rows = await db
    .select(recordColumns)
    .from(integrations)
    .where(and(eq(integrations.platform, platform), eq(integrations.platformAccountId, accountId)));
  return rows.map(asRecord);
}

export async function listIntegrationsByPlatform(db: Db, platform: Platform, statuses: string[]) {
  const rows = await db
    .select(recordColumns)
    .from(integrations)
    .where(and(eq(integrations.platform, platform), inArray(integrations.status, statuses)));
  return rows.map(asRecord);
}

export type ConnectValues = {
  teamId: string;
  platform: Platform;
  platformAccountId: string;
  platformUsername: string | null;
  shopDomain?: string | null;
  accessTokenEncrypted: string;
  tokenExpiresAt: Date | null;
  followerCount: number | null;
  currency?: string | null;
  status: "connected" | "active";
  settings: Record<string, unknown>;
  /**
   * Settings a first connect starts with and a reconnect of the same account keeps as they are (a
   * poll watermark: moving it on a reconnect would skip what arrived while the account waited).
   */
  firstConnectSettings?: Record<string, unknown>;
  now: Date;
};

/** The account (same platform and account id or shop) is connected by another team. */
export class AccountInAnotherTeamError extends Error {
  constructor(readonly platform: Platform) {
    super(`${platform} account is connected by another team`);
  }
}

const ACCOUNT_UNIQUE_INDEX = "integrations_platform_account_uq";

function isAccountUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code !== "23505") continue;
    return (pg.constraint ?? pg.message ?? "").includes(ACCOUNT_UNIQUE_INDEX);
  }
  return false;
}

/**
 * Connecting the same account again reconnects it: new token, healthy again, settings merged (the
 * stored ones win over `firstConnectSettings`, the new `settings` over both). A platform account's
 * messages belong to one team: an account another team holds throws AccountInAnotherTeamError (the
 * check answers the usual case; the unique index on platform and account answers two teams at once).
 */
export async function upsertIntegration(db: Db, v: ConnectValues): Promise<string> {
  const [elsewhere] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.platform, v.platform),
        eq(integrations.platformAccountId, v.platformAccountId),
        ne(integrations.teamId, v.teamId),
      ),
    )
    .limit(1);
  if (elsewhere) throw new AccountInAnotherTeamError(v.platform);
  try {
    return await insertOrReconnect(db, v);
  } catch (error) {
    if (isAccountUniqueViolation(error)) throw new AccountInAnotherTeamError(v.platform);
    throw error;
  }
}

async function insertOrReconnect(db: Db, v: ConnectValues): Promise<string> {
  const values = {
    teamId: v.teamId,
    platform: v.platform,
    platformAccountId: v.platformAccountId,
    platformUsername: v.platformUsername,
    shopDomain: v.shopDomain ?? null,
    accessTokenEncrypted: v.accessTokenEncrypted,
    tokenExpiresAt: v.tokenExpiresAt,
    followerCount: v.followerCount,
    currency: v.currency ?? null,
    status: v.status,
    settings: { ...v.firstConnectSettings, ...v.settings },
    updatedAt: v.now,
  };
  const [row] = await db
    .insert(integrations)
    .values(values)
    .onConflictDoUpdate({
      target: [integrations.teamId, integrations.platform, integrations.platformAccountId],
      set: {
        ...values,
        settings: sql`${JSON.stringify(v.firstConnectSettings ?? {})}::jsonb || ${integrations.settings} || ${JSON.stringify(v.settings)}::jsonb`,
        lastError: null,
        lastErrorAt: null,
      },
    })
    .returning({ id: integrations.id });
  if (!row) throw new Error("integration upsert returned no row");
  return row.id;
}

export async function updateIntegrationToken(
  db: Db,
  id: string,
  values: { accessTokenEncrypted: string; tokenExpiresAt: Date | null; now: Date },
) {
  await db
    .update(integrations)
    .set({
      accessTokenEncrypted: values.accessTokenEncrypted,
      tokenExpiresAt: values.tokenExpiresAt,
      updatedAt: values.now,
    })
    .where(eq(integrations.id, id));
}

/** Merges keys into settings (poll watermark, last sync) without touching the others. */
export async function mergeIntegrationSettings(
  db: Db,
  id: string,
  patch: Record<string, unknown>,
  now: Date,
) {
  await db
    .update(integrations)
    .set({ settings: sql`${integrations.settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now })
    .where(eq(integrations.id, id));
}

/** Connection health: an auth failure (or an uninstall) turns the card red with a reconnect action. */
export async function markIntegrationError(db: Db, id: string, message: string, now: Date) {
  await db
    .update(integrations)
    .set({ status: "error", lastError: message.slice(0, 500), lastErrorAt: now, updatedAt: now })
    .where(eq(integrations.id, id));
}

/** A call that worked after an error state means the connection is healthy again. */
export async function markIntegrationHealthy(db: Db, id: string, status: "connected" | "active", now: Date) {
  await db
    .update(integrations)
    .set({ status, lastError: null, lastErrorAt: null, updatedAt: now })
    .where(and(eq(integrations.id, id), eq(integrations.status, "error")));
}

/** Remembers a platform's webhook delivery; false when it was delivered before (a retry). */
export async function recordWebhookDelivery(
  db: Db,
  delivery: { source: string; deliveryId: string; topic: string },
): Promise<boolean> {
  const rows = await db
    .insert(webhookDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.deliveryId });
  return rows.length > 0;
}
