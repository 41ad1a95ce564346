import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { refreshDerived } from "./community-members.repository";

export type RecentComment = {
  interactionId: number;
  /** The comment's id on the platform. */
  commentId: string;
  /** The post (TikTok: video) the comment is on, where ingestion stored it. */
  postId: string | null;
  likeCount: number | null;
};

/**
 * One batch of an account's comments (and replies) received since `since` and counted for a member,
 * that this run has not asked about yet (`likes_read_at` before `runStart`): never-read first, then
 * the ones read longest ago, so a run cut short resumes next time where it stopped. Comments the
 * platform said were deleted are left out.
 */
export async function listRecentComments(
  db: Db,
  o: { teamId: string; integrationId: string; since: Date; runStart: Date; limit: number },
): Promise<RecentComment[]> {
  const rows = await sqlRows<RecentComment>(
    db,
    sql`select i.id::int8 as "interactionId", m.platform_message_id as "commentId",
        m.metadata->>'post_platform_id' as "postId", i.like_count as "likeCount"
      from community_interactions i
      -- The case keeps the uuid cast away from other kinds' references (orders, clicks).
      join messages m on m.team_id = i.team_id
        and m.id = case when i.kind in ('comment', 'comment_reply') then i.ref_id::uuid end
      where i.team_id = ${o.teamId} and i.kind in ('comment', 'comment_reply')
        and i.occurred_at >= ${o.since.toISOString()}::timestamptz
        and (i.likes_read_at is null or i.likes_read_at < ${o.runStart.toISOString()}::timestamptz)
        and m.integration_id = ${o.integrationId} and m.platform_deleted_at is null
      order by i.likes_read_at nulls first, i.id limit ${o.limit}`,
  );
  return rows.map((r) => ({ ...r, interactionId: Number(r.interactionId) }));
}

/** The platform was asked about these comments now (whether or not it gave a count). */
export async function markLikesRead(db: Db, teamId: string, interactionIds: number[], at: Date) {
  if (interactionIds.length === 0) return;
  await db.execute(sql`
    update community_interactions set likes_read_at = ${at.toISOString()}::timestamptz
    where team_id = ${teamId} and id in (${sql.join(
      interactionIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/**
 * Stores a comment's like count and adds the difference from the last stored count to its member's
 * likes_received (an unlike takes one off), then recomputes that member's EMV and virality from the
 * row. Reading the same count again changes nothing. Answers the difference applied.
 */
export async function storeLikeCount(db: Db, teamId: string, interactionId: number, likes: number) {
  const rows = await sqlRows<{ memberId: string; delta: number }>(
    db,
    sql`update community_interactions i set like_count = ${likes}
      from (select id, coalesce(like_count, 0) as before from community_interactions
        where team_id = ${teamId} and id = ${interactionId} for update) old
      where i.id = old.id and i.team_id = ${teamId}
      returning i.member_id as "memberId", (${likes} - old.before)::int as delta`,
  );
  const row = rows[0];
  if (!row || row.delta === 0) return 0;
  await db.execute(sql`
    update community_members set likes_received = greatest(0, likes_received + ${row.delta}), updated_at = now()
    where id = ${row.memberId} and team_id = ${teamId}`);
  await refreshDerived(db, teamId, sql`m.id = ${row.memberId}`);
  return row.delta;
}
