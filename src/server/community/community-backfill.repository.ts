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
export async function uncountedOrders(db: Db, limit: number) {
  return sqlRows<UncountedOrder>(
    db,
    sql`select o.id, o.team_id, o.email, nullif(concat_ws(' ', o.order_data->'customer'->>'first_name',
          o.order_data->'customer'->>'last_name'), '') as name,
        (select a.lead_id from order_attributions a where a.order_id = o.id limit 1) as lead_id,
        o.total_price::float8 as total, o.processed_at
      from orders o
      where not exists (select 1 from community_interactions i where i.team_id = o.team_id
        and i.kind = 'order' and i.ref_id = o.id::text)
      order by o.processed_at, o.id limit ${limit}`,
  );
}
