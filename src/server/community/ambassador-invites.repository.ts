import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type InviteRow = {
  id: string;
  member_id: string;
  handle: string | null;
  display_name: string | null;
  email: string | null;
  status: string;
  invited_by: string;
  invited_at: Date | string;
  status_changed_at: Date | string;
};

const SELECT = sql`select v.id, v.member_id, m.handle, nullif(trim(m.display_name), '') as display_name, m.email, v.status,
    coalesce(nullif(u.name, ''), u.email, 'A former team member') as invited_by, v.invited_at, v.status_changed_at
  from community_ambassador_invites v
  join community_members m on m.id = v.member_id and m.team_id = v.team_id
  left join "user" u on u.id = v.invited_by_user_id`;

export async function listInvites(db: Db, teamId: string): Promise<InviteRow[]> {
  return sqlRows<InviteRow>(db, sql`${SELECT} where v.team_id = ${teamId} order by v.invited_at desc, v.id`);
}

export async function findInvite(db: Db, teamId: string, id: string): Promise<InviteRow | null> {
  const [row] = await sqlRows<InviteRow>(db, sql`${SELECT} where v.team_id = ${teamId} and v.id = ${id}`);
  return row ?? null;
}

export async function isActiveMember(db: Db, teamId: string, memberId: string): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select id from community_members where team_id = ${teamId} and id = ${memberId} and merged_into_id is null`,
  );
  return rows.length === 1;
}

/** The invite, or null when the member is already on the list (the unique (team, member) index). */
export async function insertInvite(
  db: Db,
  r: { teamId: string; memberId: string; userId: string; at: Date },
) {
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`insert into community_ambassador_invites (team_id, member_id, invited_by_user_id, invited_at, status_changed_at)
      values (${r.teamId}, ${r.memberId}, ${r.userId}, ${r.at.toISOString()}, ${r.at.toISOString()})
      on conflict (team_id, member_id) do nothing returning id`,
  );
  return row?.id ?? null;
}

export async function setInviteStatus(db: Db, teamId: string, id: string, status: string, at: Date) {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`update community_ambassador_invites set status = ${status}, status_changed_at = ${at.toISOString()}
      where team_id = ${teamId} and id = ${id} returning id`,
  );
  return rows.length === 1;
}
