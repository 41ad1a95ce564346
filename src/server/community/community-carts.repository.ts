import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { abandonedCheckoutsSql } from "./community-list.repository";

export type OpenCartRow = {
  checkout_token: string;
  occurred_at: Date | string;
  payload: unknown;
  integration_id: string;
  member_id: string | null;
  handle: string | null;
  shop_domain: string | null;
  reminder_sent_at: Date | string | null;
};

const MAX_LISTED = 200;

/**
 * The team's open abandoned checkouts (no order for the checkout yet), newest first, each with its
 * latest pixel event, member and reminder. One row per checkout token.
 */
export async function listOpenCarts(db: Db, teamId: string, now: Date, token?: string) {
  return sqlRows<OpenCartRow>(
    db,
    sql`select * from (
        select distinct on (a.checkout_token) a.checkout_token, a.occurred_at, a.payload, a.integration_id,
          a.member_id, m.handle, g.shop_domain, r.sent_at as reminder_sent_at
        from (${abandonedCheckoutsSql(teamId, now)}) a
        left join community_members m on m.team_id = ${teamId} and m.id = a.member_id
        left join integrations g on g.team_id = ${teamId} and g.id = a.integration_id
        left join community_cart_reminders r on r.team_id = ${teamId} and r.checkout_token = a.checkout_token
        where a.order_id is null ${token === undefined ? sql`` : sql`and a.checkout_token = ${token}`}
        order by a.checkout_token, a.occurred_at desc
      ) c order by c.occurred_at desc, c.checkout_token limit ${MAX_LISTED}`,
  );
}

export type MemberDm = { message_id: string; platform: string; username: string | null };

/** The member's latest DM (on any platform): the conversation a cart reminder would answer. */
export async function latestDmOfMember(db: Db, teamId: string, memberId: string): Promise<MemberDm | null> {
  const [row] = await sqlRows<MemberDm>(
    db,
    sql`select msg.id as message_id, msg.platform, msg.sender_username as username
      from community_interactions i
      join messages msg on msg.team_id = i.team_id and msg.id::text = i.ref_id
      where i.team_id = ${teamId} and i.member_id = ${memberId} and i.kind = 'dm'
      order by i.occurred_at desc limit 1`,
  );
  return row ?? null;
}

export async function memberConsent(db: Db, teamId: string, memberId: string): Promise<string | null> {
  const [row] = await sqlRows<{ marketing_consent: string }>(
    db,
    sql`select marketing_consent from community_members where team_id = ${teamId} and id = ${memberId}`,
  );
  return row?.marketing_consent ?? null;
}

export type CartReminder = {
  id: string;
  member_id: string;
  message_id: string;
  tracking_link_code: string;
  sent_at: Date | string | null;
};

export async function findCartReminder(db: Db, teamId: string, token: string): Promise<CartReminder | null> {
  const [row] = await sqlRows<CartReminder>(
    db,
    sql`select id, member_id, message_id, tracking_link_code, sent_at from community_cart_reminders
      where team_id = ${teamId} and checkout_token = ${token}`,
  );
  return row ?? null;
}

/** The suggestion's reminder (a new DM or a new link replaces an unsent one's). */
export async function upsertCartReminder(
  db: Db,
  r: { teamId: string; token: string; memberId: string; messageId: string; code: string },
) {
  await db.execute(
    sql`insert into community_cart_reminders (team_id, checkout_token, member_id, message_id, tracking_link_code)
      values (${r.teamId}, ${r.token}, ${r.memberId}, ${r.messageId}, ${r.code})
      on conflict (team_id, checkout_token) do update set member_id = excluded.member_id,
        message_id = excluded.message_id, tracking_link_code = excluded.tracking_link_code
      where community_cart_reminders.sent_at is null`,
  );
}

/** Marks the reminder sent, once: false when someone else sent it first. */
export async function claimCartReminder(db: Db, teamId: string, id: string, userId: string, now: Date) {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`update community_cart_reminders set sent_at = ${now.toISOString()}, sent_by_user_id = ${userId}
      where team_id = ${teamId} and id = ${id} and sent_at is null returning id`,
  );
  return rows.length === 1;
}

export async function releaseCartReminder(db: Db, teamId: string, id: string) {
  await db.execute(
    sql`update community_cart_reminders set sent_at = null, sent_by_user_id = null
      where team_id = ${teamId} and id = ${id}`,
  );
}
