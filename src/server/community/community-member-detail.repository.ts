import type { MemberDetail } from "@shared/community/community.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { type MemberListRow, pageOfMembers } from "./community-list.repository";

export async function findMemberRow(db: Db, teamId: string, id: string): Promise<MemberListRow | null> {
  const rows = await pageOfMembers(
    db,
    sql`m.team_id = ${teamId} and m.id = ${id} and m.merged_into_id is null`,
    1,
    0,
  );
  return rows[0] ?? null;
}

export type TimelineRow = Omit<MemberDetail["timeline"][number], "occurred_at"> & {
  occurred_at: Date | string;
};

/** Messages, clicks and orders of a member across platforms, newest first. */
export async function memberTimeline(db: Db, teamId: string, memberId: string, limit: number) {
  return sqlRows<TimelineRow>(
    db,
    sql`select i.kind, i.platform, i.occurred_at, i.ref_id, i.amount::float8 as amount, msg.content,
        idn.handle, o.order_number, o.currency, tl.destination_url
      from community_interactions i
      join community_identities idn on idn.id = i.identity_id
      left join messages msg on i.kind in ('comment', 'comment_reply', 'dm', 'mention') and msg.team_id = i.team_id and msg.id::text = i.ref_id
      left join orders o on i.kind = 'order' and o.team_id = i.team_id and o.id::text = i.ref_id
      left join link_clicks c on i.kind = 'click' and c.team_id = i.team_id and c.id::text = i.ref_id
      left join tracking_links tl on tl.id = c.tracking_link_id
      where i.team_id = ${teamId} and i.member_id = ${memberId} and i.kind <> 'reply_received'
      order by i.occurred_at desc, i.id desc limit ${limit}`,
  );
}

export async function memberIdentities(db: Db, teamId: string, memberId: string) {
  return sqlRows<{ id: string; platform: string; platform_id: string; handle: string | null }>(
    db,
    sql`select id, platform, platform_id, handle from community_identities
      where team_id = ${teamId} and member_id = ${memberId} order by created_at, id`,
  );
}

export async function memberMerges(db: Db, teamId: string, memberId: string) {
  return sqlRows<{
    id: string;
    kind: string;
    reason: string;
    created_at: Date | string;
    undone_at: Date | string | null;
    other_member_id: string;
  }>(
    db,
    sql`select id, kind, reason, created_at, undone_at, case when kept_member_id = ${memberId} then other_member_id else kept_member_id end as other_member_id
      from community_merges where team_id = ${teamId} and (kept_member_id = ${memberId} or other_member_id = ${memberId})
      order by created_at desc limit 50`,
  );
}

export type ProfileRow = {
  tags: string[];
  notes: string | null;
  marketing_consent: string;
  consent_source: string | null;
  consent_recorded_at: Date | string | null;
};

/** Tags, notes and consent of a live (not merged-away) member of the team. */
export async function memberProfile(db: Db, teamId: string, id: string): Promise<ProfileRow | null> {
  const rows = await sqlRows<ProfileRow>(
    db,
    sql`select tags, notes, marketing_consent, consent_source, consent_recorded_at
      from community_members where team_id = ${teamId} and id = ${id} and merged_into_id is null`,
  );
  return rows[0] ?? null;
}

/** Changes what is given; consent is stamped with its source and time. Null when no such member. */
export async function updateMemberProfile(
  db: Db,
  teamId: string,
  id: string,
  change: {
    tags?: string[] | undefined;
    notes?: string | null | undefined;
    consent?: { status: string; source: string } | undefined;
  },
  now: Date,
): Promise<ProfileRow | null> {
  const sets = [sql`updated_at = ${now.toISOString()}::timestamptz`];
  if (change.tags !== undefined)
    sets.push(sql`tags = array(select jsonb_array_elements_text(${JSON.stringify(change.tags)}::jsonb))`);
  if (change.notes !== undefined) sets.push(sql`notes = ${change.notes || null}`);
  if (change.consent)
    sets.push(
      sql`marketing_consent = ${change.consent.status}, consent_source = ${change.consent.source},
          consent_recorded_at = ${now.toISOString()}::timestamptz`,
    );
  const rows = await sqlRows<ProfileRow>(
    db,
    sql`update community_members set ${sql.join(sets, sql`, `)}
      where team_id = ${teamId} and id = ${id} and merged_into_id is null
      returning tags, notes, marketing_consent, consent_source, consent_recorded_at`,
  );
  return rows[0] ?? null;
}
