import type { CommunitySettingsInput } from "@shared/community/community-settings.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { refreshDerived } from "./community-members.repository";

type SettingsRow = {
  value_per_comment: number;
  value_per_dm: number;
  value_per_mention: number;
  value_per_reply: number;
  value_per_like: number;
  value_per_share: number;
  cpm: number;
  ambassador_min_messages: number;
  ambassador_min_followers: number;
};

/** The team's saved values, or null when it never saved any (the defaults apply). */
export async function readCommunitySettings(db: Db, teamId: string): Promise<CommunitySettingsInput | null> {
  const [row] = await sqlRows<SettingsRow>(
    db,
    sql`select value_per_comment::float8 as value_per_comment, value_per_dm::float8 as value_per_dm,
        value_per_mention::float8 as value_per_mention, value_per_reply::float8 as value_per_reply,
        value_per_like::float8 as value_per_like, value_per_share::float8 as value_per_share, cpm::float8 as cpm,
        ambassador_min_messages, ambassador_min_followers
      from community_settings where team_id = ${teamId}`,
  );
  if (!row) return null;
  return {
    valuePerComment: Number(row.value_per_comment),
    valuePerDm: Number(row.value_per_dm),
    valuePerMention: Number(row.value_per_mention),
    valuePerReply: Number(row.value_per_reply),
    valuePerLike: Number(row.value_per_like),
    valuePerShare: Number(row.value_per_share),
    cpm: Number(row.cpm),
    ambassadorMinMessages: row.ambassador_min_messages,
    ambassadorMinFollowers: row.ambassador_min_followers,
  };
}

const money = (n: number) => n.toFixed(2);

/**
 * Saves the team's values and thresholds and, in the same transaction, recomputes the stored EMV
 * (and virality) of every member of the team in ONE update (refreshDerived over the team): EMV is a
 * stored column kept incrementally per interaction, so new values must rewrite it or the table,
 * its EMV order and the cards would keep the old values.
 */
export async function saveCommunitySettings(db: Db, teamId: string, s: CommunitySettingsInput, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into community_settings (team_id, value_per_comment, value_per_dm, value_per_mention, value_per_reply,
        value_per_like, value_per_share, cpm, ambassador_min_messages, ambassador_min_followers, updated_at)
      values (${teamId}, ${money(s.valuePerComment)}, ${money(s.valuePerDm)}, ${money(s.valuePerMention)},
        ${money(s.valuePerReply)}, ${money(s.valuePerLike)}, ${money(s.valuePerShare)}, ${money(s.cpm)},
        ${s.ambassadorMinMessages}, ${s.ambassadorMinFollowers}, ${now.toISOString()})
      on conflict (team_id) do update set value_per_comment = excluded.value_per_comment,
        value_per_dm = excluded.value_per_dm, value_per_mention = excluded.value_per_mention,
        value_per_reply = excluded.value_per_reply, value_per_like = excluded.value_per_like,
        value_per_share = excluded.value_per_share, cpm = excluded.cpm,
        ambassador_min_messages = excluded.ambassador_min_messages,
        ambassador_min_followers = excluded.ambassador_min_followers, updated_at = excluded.updated_at`);
    await refreshDerived(tx as unknown as Db, teamId, sql`m.merged_into_id is null`);
  });
}
