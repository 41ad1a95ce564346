import { randomUUID } from "node:crypto";
import { DEFAULT_ENGAGEMENT_VALUES } from "@shared/community/community.constants";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { countedOrderInteraction } from "./community-orders.repository";

export type IdentityKey = { teamId: string; platform: string; platformId: string };
export type Identity = { id: string; memberId: string; handle: string | null };

export async function findIdentity(db: Db, key: IdentityKey): Promise<Identity | null> {
  const rows = await sqlRows<Identity>(
    db,
    sql`select i.id, i.member_id as "memberId", i.handle from community_identities i
      where i.team_id = ${key.teamId} and i.platform = ${key.platform} and i.platform_id = ${key.platformId}`,
  );
  return rows[0] ?? null;
}

/** Another id of the same platform account: the platform gave the same username for both. */
export async function findMemberByHandle(db: Db, teamId: string, platform: string, handle: string) {
  const rows = await sqlRows<{ memberId: string }>(
    db,
    sql`select i.member_id as "memberId" from community_identities i
      join community_members m on m.id = i.member_id and m.merged_into_id is null
      where i.team_id = ${teamId} and i.platform = ${platform} and lower(i.handle) = lower(${handle})
      order by i.created_at limit 1`,
  );
  return rows[0]?.memberId ?? null;
}
/** The member of the platform identities a lead was created for. */
export async function findMemberOfLead(db: Db, teamId: string, leadId: string) {
  const rows = await sqlRows<{ memberId: string }>(
    db,
    sql`select i.member_id as "memberId" from leads l
      join community_identities i on i.team_id = l.team_id
        and ((i.platform = 'instagram' and i.platform_id = l.social_platform_ids->>'instagram')
          or (i.platform = 'tiktok' and i.platform_id = l.social_platform_ids->>'tiktok'))
      where l.team_id = ${teamId} and l.id = ${leadId} limit 1`,
  );
  return rows[0]?.memberId ?? null;
}

/** The identity and member a stored message came from. */
export async function findSenderOfMessage(db: Db, teamId: string, messageId: string) {
  const rows = await sqlRows<{ identityId: string; memberId: string; platform: string }>(
    db,
    sql`select identity_id as "identityId", member_id as "memberId", platform from community_interactions
      where team_id = ${teamId} and ref_id = ${messageId}
        and kind in ('comment', 'comment_reply', 'dm', 'mention') limit 1`,
  );
  return rows[0] ?? null;
}

export type NewIdentity = IdentityKey & { handle: string | null; at: Date };

/** Adds an identity to a member; returns the identity that holds the key (an earlier one wins a race). */
export async function addIdentity(db: Db, memberId: string, who: NewIdentity): Promise<Identity> {
  const rows = await sqlRows<Identity>(
    db,
    sql`insert into community_identities (team_id, member_id, platform, platform_id, handle)
      values (${who.teamId}, ${memberId}, ${who.platform}, ${who.platformId}, ${who.handle})
      on conflict (team_id, platform, platform_id) do nothing
      returning id, member_id as "memberId", handle`,
  );
  if (rows[0]) {
    await refreshSearchText(db, who.teamId, memberId);
    return rows[0];
  }
  const existing = await findIdentity(db, who);
  if (!existing) throw new Error("identity neither inserted nor found");
  return existing;
}

/** A new member holding one identity. Two first messages of one person racing share the winner's member. */
export async function createMemberWithIdentity(
  db: Db,
  who: NewIdentity,
  profile: { displayName: string | null; email: string | null },
): Promise<Identity> {
  const memberId = randomUUID();
  await db.execute(sql`
    insert into community_members (id, team_id, display_name, handle, email, first_seen_at, last_seen_at)
    values (${memberId}, ${who.teamId}, ${profile.displayName}, ${who.platform === "email" ? null : who.handle},
      ${profile.email}, ${who.at.toISOString()}, ${who.at.toISOString()})`);
  const identity = await addIdentity(db, memberId, who);
  if (identity.memberId !== memberId) {
    await db.execute(sql`delete from community_members where id = ${memberId} and team_id = ${who.teamId}`);
  }
  return identity;
}

export async function updateIdentityHandle(db: Db, teamId: string, identity: Identity, handle: string) {
  if (identity.handle === handle) return;
  await db.execute(
    sql`update community_identities set handle = ${handle} where id = ${identity.id} and team_id = ${teamId}`,
  );
  await db.execute(
    sql`update community_members set handle = coalesce(handle, ${handle}) where id = ${identity.memberId} and team_id = ${teamId}`,
  );
  await refreshSearchText(db, teamId, identity.memberId);
}

export type InteractionKind =
  | "comment"
  | "comment_reply"
  | "dm"
  | "mention"
  | "click"
  | "order"
  | "reply_received";

/** Stores one interaction once; true when it is new (the caller then counts it). */
export async function insertInteraction(
  db: Db,
  i: {
    teamId: string;
    identity: Identity;
    kind: InteractionKind;
    refId: string;
    platform: string;
    amount?: number;
    at: Date;
  },
): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`insert into community_interactions (team_id, member_id, identity_id, kind, ref_id, platform, amount, occurred_at)
      values (${i.teamId}, ${i.identity.memberId}, ${i.identity.id}, ${i.kind}, ${i.refId}, ${i.platform},
        ${String(i.amount ?? 0)}, ${i.at.toISOString()})
      on conflict (team_id, kind, ref_id) do nothing returning id`,
  );
  return rows.length > 0;
}

const COUNTER: Record<InteractionKind, SQL> = {
  comment: sql`message_count = message_count + 1, comment_count = comment_count + 1`,
  comment_reply: sql`message_count = message_count + 1, comment_count = comment_count + 1`,
  dm: sql`message_count = message_count + 1, dm_count = dm_count + 1`,
  mention: sql`message_count = message_count + 1, mention_count = mention_count + 1`,
  click: sql`click_count = click_count + 1`,
  order: sql`order_count = order_count + 1`,
  reply_received: sql`replies_received = replies_received + 1`,
};

/** The member's audience size, as the platform's profile last gave it. */
export async function setFollowers(db: Db, teamId: string, memberId: string, followers: number) {
  await db.execute(
    sql`update community_members set followers_count = ${followers} where id = ${memberId} and team_id = ${teamId}`,
  );
}

/** Counts one new interaction on its member: the incremental update, then EMV from the new counters. */
export async function countInteraction(
  db: Db,
  teamId: string,
  memberId: string,
  kind: InteractionKind,
  channel: string,
  at: Date,
  amount = 0,
) {
  const active = kind !== "reply_received";
  await db.execute(sql`
    update community_members set ${COUNTER[kind]},
      order_total = order_total + ${String(amount)},
      channels = case when ${channel} = any(channels) then channels else channels || ${channel}::text end,
      ${
        active
          ? sql`first_seen_at = least(first_seen_at, ${at.toISOString()}::timestamptz),
      last_seen_at = greatest(last_seen_at, ${at.toISOString()}::timestamptz),`
          : sql``
      }
      updated_at = now()
    where id = ${memberId} and team_id = ${teamId}`);
  await refreshDerived(db, teamId, sql`m.id = ${memberId}`);
}

const V = DEFAULT_ENGAGEMENT_VALUES;

/**
 * EMV and the virality factor from the counters (EMV_FORMULA and VIRALITY_FORMULA in
 * @shared/community/community.constants, the same sums as community-metrics.ts), for the members the
 * condition picks: one member on each new interaction, the whole team only when its values change.
 */
export async function refreshDerived(db: Db, teamId: string, which: SQL) {
  await db.execute(sql`
    with s as (
      select coalesce(x.value_per_comment, ${V.valuePerComment}) as c, coalesce(x.value_per_dm, ${V.valuePerDm}) as d,
        coalesce(x.value_per_mention, ${V.valuePerMention}) as mn, coalesce(x.value_per_reply, ${V.valuePerReply}) as r,
        coalesce(x.value_per_like, ${V.valuePerLike}) as l, coalesce(x.value_per_share, ${V.valuePerShare}) as sh,
        coalesce(x.cpm, ${V.cpm}) as cpm
      from (select 1) one left join community_settings x on x.team_id = ${teamId}
    )
    update community_members m set
      emv = round(m.comment_count * s.c + m.dm_count * s.d + m.mention_count * s.mn + m.replies_received * s.r
        + m.likes_received * s.l + m.shares_received * s.sh
        + m.mention_count * coalesce(m.followers_count, 0) * s.cpm / 1000.0, 2),
      virality = ((m.replies_received + m.likes_received + m.shares_received)::float8
        / greatest(1, m.comment_count + m.mention_count))::real
    from s where m.team_id = ${teamId} and ${which}`);
}

/** The text search looks in: every handle, the name and the email, lower-cased. */
export async function refreshSearchText(db: Db, teamId: string, memberId: string) {
  await db.execute(sql`
    update community_members m set search_text = lower(concat_ws(' ', m.display_name, m.email,
      (select string_agg(coalesce(i.handle, ''), ' ') from community_identities i where i.member_id = m.id)))
    where m.id = ${memberId} and m.team_id = ${teamId}`);
}

/** Rebuilds one member's counters from its interactions: after a merge, split or undo moved history. */
export async function recountMember(db: Db, teamId: string, memberId: string) {
  await db.execute(sql`
    update community_members m set
      message_count = a.messages, comment_count = a.comments, dm_count = a.dms, mention_count = a.mentions,
      click_count = a.clicks, order_count = a.orders, order_total = a.order_total, replies_received = a.replies,
      likes_received = a.likes,
      channels = a.channels,
      email = (select i.platform_id from community_identities i where i.member_id = m.id and i.platform = 'email'
        order by i.created_at limit 1),
      first_seen_at = coalesce(a.first_at, m.first_seen_at), last_seen_at = coalesce(a.last_at, m.last_seen_at),
      handle = coalesce((select i.handle from community_identities i where i.member_id = m.id and i.platform <> 'email'
        and i.handle is not null order by i.created_at limit 1), m.handle),
      updated_at = now()
    from (
      select count(*) filter (where kind in ('comment', 'comment_reply', 'dm', 'mention'))::int as messages,
        count(*) filter (where kind in ('comment', 'comment_reply'))::int as comments,
        count(*) filter (where kind = 'dm')::int as dms,
        count(*) filter (where kind = 'mention')::int as mentions,
        count(*) filter (where kind = 'click')::int as clicks,
        count(*) filter (where kind = 'order' and ${countedOrderInteraction})::int as orders,
        coalesce(sum(amount) filter (where kind = 'order'), 0) as order_total,
        count(*) filter (where kind = 'reply_received')::int as replies,
        coalesce(sum(like_count) filter (where kind in ('comment', 'comment_reply')), 0)::int as likes,
        coalesce(array_agg(distinct case when kind = 'order' then 'shopify' else platform end)
          filter (where kind <> 'reply_received'), '{}') as channels,
        min(occurred_at) filter (where kind <> 'reply_received') as first_at,
        max(occurred_at) filter (where kind <> 'reply_received') as last_at
      from community_interactions ci where team_id = ${teamId} and member_id = ${memberId}
    ) a
    where m.id = ${memberId} and m.team_id = ${teamId}`);
  await refreshSearchText(db, teamId, memberId);
  await refreshDerived(db, teamId, sql`m.id = ${memberId}`);
}

/** Moves identities (and the history that came through them) to another member of the team. */
export async function moveIdentities(
  db: Db,
  teamId: string,
  identityIds: string[],
  move: { from: string; to: string },
) {
  if (identityIds.length === 0) return;
  const moved = await sqlRows<{ id: string }>(
    db,
    sql`update community_identities set member_id = ${move.to}
      where team_id = ${teamId} and member_id = ${move.from} and id = any(${sql.param(identityIds)}::uuid[])
      returning id`,
  );
  if (moved.length === 0) return;
  await db.execute(sql`update community_interactions set member_id = ${move.to}
    where team_id = ${teamId} and identity_id = any(${sql.param(moved.map((m) => m.id))}::uuid[])`);
}

export type MemberState = { id: string; mergedIntoId: string | null; email: string | null };

/** Locks the members (in id order, so two merges never deadlock) and returns those of the team. */
export async function lockMembers(db: Db, teamId: string, ids: string[]): Promise<MemberState[]> {
  return sqlRows<MemberState>(
    db,
    sql`select id, merged_into_id as "mergedIntoId", email from community_members
      where team_id = ${teamId} and id = any(${sql.param(ids)}::uuid[]) order by id for update`,
  );
}

export async function identitiesOf(db: Db, teamId: string, memberId: string) {
  return sqlRows<{ id: string; platform: string; platformId: string; handle: string | null }>(
    db,
    sql`select id, platform, platform_id as "platformId", handle from community_identities
      where team_id = ${teamId} and member_id = ${memberId} order by created_at, id`,
  );
}

export async function setMergedInto(db: Db, teamId: string, memberId: string, into: string | null) {
  await db.execute(sql`update community_members set merged_into_id = ${into}, updated_at = now()
    where id = ${memberId} and team_id = ${teamId}`);
}

export async function fillMemberEmail(db: Db, teamId: string, memberId: string, email: string) {
  await db.execute(sql`update community_members set email = coalesce(email, ${email})
    where id = ${memberId} and team_id = ${teamId}`);
  await refreshSearchText(db, teamId, memberId);
}

export async function fillMemberName(db: Db, teamId: string, memberId: string, name: string) {
  await db.execute(sql`update community_members set display_name = coalesce(display_name, ${name})
    where id = ${memberId} and team_id = ${teamId}`);
  await refreshSearchText(db, teamId, memberId);
}

export async function insertMergeRecord(
  db: Db,
  r: {
    teamId: string;
    kind: "merge" | "split";
    keptMemberId: string;
    otherMemberId: string;
    identityIds: string[];
    reason: string;
    actorUserId: string | null;
  },
): Promise<string> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`insert into community_merges (team_id, kind, kept_member_id, other_member_id, identity_ids, reason, actor_user_id)
      values (${r.teamId}, ${r.kind}, ${r.keptMemberId}, ${r.otherMemberId}, ${sql.param(r.identityIds)}::uuid[],
        ${r.reason}, ${r.actorUserId}) returning id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("merge record insert returned nothing");
  return id;
}

export type MergeRecord = {
  id: string;
  kind: "merge" | "split";
  keptMemberId: string;
  otherMemberId: string;
  identityIds: string[];
  undoneAt: Date | null;
};

export async function lockMergeRecord(db: Db, teamId: string, id: string): Promise<MergeRecord | null> {
  const rows = await sqlRows<MergeRecord>(
    db,
    sql`select id, kind, kept_member_id as "keptMemberId", other_member_id as "otherMemberId",
      identity_ids as "identityIds", undone_at as "undoneAt"
      from community_merges where team_id = ${teamId} and id = ${id} for update`,
  );
  return rows[0] ?? null;
}

export async function markUndone(db: Db, teamId: string, id: string) {
  await db.execute(
    sql`update community_merges set undone_at = now() where id = ${id} and team_id = ${teamId}`,
  );
}

/** A new member without identities yet: the target of a split. */
export async function createEmptyMember(db: Db, teamId: string, at: Date): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into community_members (id, team_id, first_seen_at, last_seen_at)
    values (${id}, ${teamId}, ${at.toISOString()}, ${at.toISOString()})`);
  return id;
}

export async function countInteractionsOf(db: Db, teamId: string, memberId: string): Promise<number> {
  const rows = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_interactions where team_id = ${teamId} and member_id = ${memberId}`,
  );
  return rows[0]?.n ?? 0;
}
