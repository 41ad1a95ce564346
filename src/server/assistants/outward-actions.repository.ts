import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/** What a bulk reply or link knows of one message: who sent it, what it says, their lead's first name. */
export type MessageFacts = {
  id: string;
  platform: string;
  sender: string;
  content: string;
  firstName: string | null;
};

export const messageFacts = (db: Db, teamId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as MessageFacts[])
    : sqlRows<MessageFacts>(
        db,
        sql`select m.id, m.platform, m.sender_username as sender, m.content,
          (select l.first_name from leads l where l.team_id = m.team_id
             and l.social_platform_ids ->> m.platform = m.sender_platform_id limit 1) as "firstName"
        from messages m where m.team_id = ${teamId} and m.id = any(${sql.param(ids)}::uuid[])`,
      );

/** The selection kept to one message per customer (the first in the selection's order). */
export async function firstPerCustomer(db: Db, teamId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select distinct on (m.platform, m.sender_platform_id) m.id
      from unnest(${sql.param(ids)}::uuid[]) with ordinality as s(id, n)
      join messages m on m.id = s.id and m.team_id = ${teamId}
      order by m.platform, m.sender_platform_id, s.n`,
  );
  const kept = new Set(rows.map((r) => r.id));
  return ids.filter((id) => kept.has(id));
}

/** The team's connected stores: a tracking link may lead only to one of them. */
export const teamStores = (db: Db, teamId: string) =>
  sqlRows<{ id: string; shopDomain: string }>(
    db,
    sql`select id, shop_domain as "shopDomain" from integrations
      where team_id = ${teamId} and platform = 'shopify' and shop_domain is not null`,
  );

/** A reply this action already sent to the message (a run cut short after the send, before its record). */
export async function replyAlreadySent(
  db: Db,
  teamId: string,
  messageId: string,
  content: string,
  since: Date,
): Promise<boolean> {
  const rows = await sqlRows<{ one: number }>(
    db,
    sql`select 1 as one from conversation_responses where team_id = ${teamId} and parent_message_id = ${messageId}
      and content = ${content} and sent_at >= ${since.toISOString()}::timestamptz limit 1`,
  );
  return rows.length > 0;
}

/** A link this action already made for the message, by product or by destination. */
export async function linkAlreadyMade(
  db: Db,
  teamId: string,
  messageId: string,
  to: { productId: string } | { url: string },
  since: Date,
): Promise<string | null> {
  const rows = await sqlRows<{ code: string }>(
    db,
    sql`select code from tracking_links where team_id = ${teamId} and message_id = ${messageId}
      and created_at >= ${since.toISOString()}::timestamptz
      and ${"productId" in to ? sql`product_id = ${to.productId}` : sql`destination_url = ${to.url}`} limit 1`,
  );
  return rows[0]?.code ?? null;
}

/** One message done: its outcome kept with the action and the progress advanced, together. */
export async function recordOutcome(
  db: Db,
  teamId: string,
  actionId: string,
  messageId: string,
  outcome: { ok: boolean; detail: string },
) {
  await db.execute(sql`update assistant_actions
    set previous = previous || jsonb_build_object(${messageId}::text, ${JSON.stringify(outcome)}::jsonb),
      processed = processed + 1
    where id = ${actionId} and team_id = ${teamId} and status = 'running'`);
}

/** The person who confirmed, as they act in the inbox (a reply goes out under their name). */
export async function findTeamPerson(db: Db, teamId: string, userId: string) {
  const rows = await sqlRows<{ userId: string; email: string; role: string }>(
    db,
    sql`select u.id as "userId", u.email, mb.role from member mb join "user" u on u.id = mb.user_id
      where mb.organization_id = ${teamId} and u.id = ${userId} limit 1`,
  );
  return rows[0] ?? null;
}
