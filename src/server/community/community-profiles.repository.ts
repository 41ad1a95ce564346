import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { KeptProfile } from "../db/community.schema";
import { sqlRows } from "../db/sql-rows";

/** A member's tags, notes and consent, as a merge combines them and its undo restores them. */
export async function profileOf(db: Db, teamId: string, memberId: string): Promise<KeptProfile> {
  const [row] = await sqlRows<{
    tags: string[];
    notes: string | null;
    marketing_consent: string;
    consent_source: string | null;
    consent_recorded_at: Date | string | null;
  }>(
    db,
    sql`select tags, notes, marketing_consent, consent_source, consent_recorded_at
      from community_members where team_id = ${teamId} and id = ${memberId}`,
  );
  if (!row) throw new Error(`member ${memberId} not found in its team`);
  return {
    tags: row.tags,
    notes: row.notes,
    marketingConsent: row.marketing_consent,
    consentSource: row.consent_source,
    consentRecordedAt: row.consent_recorded_at ? new Date(row.consent_recorded_at).toISOString() : null,
  };
}

export async function setProfile(db: Db, teamId: string, memberId: string, p: KeptProfile) {
  await db.execute(
    sql`update community_members set tags = ${sql.param(p.tags)}::text[], notes = ${p.notes},
        marketing_consent = ${p.marketingConsent}, consent_source = ${p.consentSource},
        consent_recorded_at = ${p.consentRecordedAt}, updated_at = now()
      where team_id = ${teamId} and id = ${memberId}`,
  );
}

export async function setKeptProfile(db: Db, teamId: string, mergeId: string, p: KeptProfile) {
  await db.execute(
    sql`update community_merges set kept_profile = ${JSON.stringify(p)}::jsonb
      where team_id = ${teamId} and id = ${mergeId}`,
  );
}

export async function keptProfileOf(db: Db, teamId: string, mergeId: string): Promise<KeptProfile | null> {
  const [row] = await sqlRows<{ kept_profile: KeptProfile | null }>(
    db,
    sql`select kept_profile from community_merges where team_id = ${teamId} and id = ${mergeId}`,
  );
  return row?.kept_profile ?? null;
}
