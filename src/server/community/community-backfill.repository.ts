import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type UncountedMessage = {
  id: string;
  team_id: string;
  platform: "instagram" | "tiktok";
  message_type: "dm" | "comment" | "comment_reply" | "mention";
  content: string;
  sender_username: string;
  sender_platform_id: string;
  parent_message_id: string | null;
  received_at: Date | string;
};

/** Stored messages no member counts yet (those from before members existed), oldest first. */
export async function uncountedMessages(db: Db, limit: number) {
  return sqlRows<UncountedMessage>(
    db,
    sql`select msg.id, msg.team_id, msg.platform, msg.message_type, msg.content, msg.sender_username,
        msg.sender_platform_id, msg.parent_message_id, msg.received_at
      from messages msg
      where msg.platform in ('instagram', 'tiktok') and msg.message_type in ('dm', 'comment', 'comment_reply', 'mention')
        and not exists (select 1 from community_interactions i where i.team_id = msg.team_id
          and i.kind = msg.message_type and i.ref_id = msg.id::text)
      order by msg.received_at, msg.id limit ${limit}`,
  );
}

export type UncountedOrder = {
  id: string;
  team_id: string;
  email: string | null;
  name: string | null;
  lead_id: string | null;
  total: number;
  processed_at: Date | string;
};

/** Stored orders no member counts yet, oldest first, with the lead attribution credited them to. */
/**
 * Whether a message or an order that can make a member (it has an email) is counted by none: a
 * database that never ran the backfill. Orders with neither email nor credited lead never make one,
 * so they do not count here, or every start would queue the backfill again.
 */
export async function hasUncountedWork(db: Db): Promise<boolean> {
  const [row] = await sqlRows<{ pending: boolean }>(
    db,
    sql`select exists (select 1 from messages msg
        where msg.platform in ('instagram', 'tiktok') and msg.message_type in ('dm', 'comment', 'comment_reply', 'mention')
          and not exists (select 1 from community_interactions i where i.team_id = msg.team_id
            and i.kind = msg.message_type and i.ref_id = msg.id::text))
      or exists (select 1 from orders o where nullif(trim(o.email), '') is not null
          and not exists (select 1 from community_interactions i where i.team_id = o.team_id
            and i.kind = 'order' and i.ref_id = o.id::text)) as pending`,
  );
  return row?.pending === true;
}

/** Orders no member counts, oldest first, after the cursor (an order that makes no member stays uncounted). */
export async function uncountedOrders(
  db: Db,
  limit: number,
  after: { at: string; id: string } | null = null,
) {
  return sqlRows<UncountedOrder>(
    db,
    sql`select o.id, o.team_id, o.email, nullif(concat_ws(' ', o.order_data->'customer'->>'first_name',
          o.order_data->'customer'->>'last_name'), '') as name,
        (select a.lead_id from order_attributions a where a.order_id = o.id limit 1) as lead_id,
        o.total_price::float8 as total, o.processed_at
      from orders o
      where not exists (select 1 from community_interactions i where i.team_id = o.team_id
        and i.kind = 'order' and i.ref_id = o.id::text)
        ${after ? sql`and (o.processed_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by o.processed_at, o.id limit ${limit}`,
  );
}
