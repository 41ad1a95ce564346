import type { AttributionMethod } from "@shared/attribution/attribution.constants";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type Credit = {
  leadId: string | null;
  messageId: string | null;
  trackingLinkId: string | null;
  cid: string | null;
};
export type FoundAttribution = Credit & { method: AttributionMethod };
export type Window = { teamId: string; integrationId: string; from: string; to: string };

const one = async (db: Db, query: ReturnType<typeof sql>) => (await sqlRows<Credit>(db, query))[0] ?? null;

/** A click inside the window: the strongest evidence, it names the link, message and lead. */
export const creditByClick = (db: Db, w: Window, cid: string) =>
  one(
    db,
    sql`select c.lead_id as "leadId", c.message_id as "messageId", c.tracking_link_id as "trackingLinkId",
      c.id::text as cid from link_clicks c
    where c.id = ${cid}::uuid and c.team_id = ${w.teamId} and c.clicked_at between ${w.from} and ${w.to}`,
  );

/** A message that carried a tracking link sent inside the window. */
export const creditByMessage = (db: Db, w: Window, mid: string) =>
  one(
    db,
    sql`select t.lead_id as "leadId", t.message_id as "messageId", t.id as "trackingLinkId", null as cid
    from tracking_links t
    where t.team_id = ${w.teamId} and t.message_id = ${mid}::uuid and t.created_at between ${w.from} and ${w.to}
    order by t.created_at desc limit 1`,
  );

/** The pixel's events for this checkout (or this order id), newest first, that carry our ids. */
export async function pixelIdsFor(
  db: Db,
  w: Window,
  by: { checkoutToken?: string | null; orderId?: string },
) {
  if (!by.checkoutToken && !by.orderId) return [];
  const match = by.checkoutToken ? sql`checkout_token = ${by.checkoutToken}` : sql`order_id = ${by.orderId}`;
  return sqlRows<{ cid: string | null; mid: string | null }>(
    db,
    sql`select cid, mid from attribution_events
    where integration_id = ${w.integrationId} and ${match} and (cid is not null or mid is not null)
    order by occurred_at desc limit 5`,
  );
}

/**
 * A lead whose conversation was active inside the window, by the order's email or phone (phones
 * compare on their last ten digits, so a country prefix written or not still matches).
 */
export const creditByContact = (db: Db, w: Window, field: "email" | "phone", value: string) =>
  one(
    db,
    sql`select l.id as "leadId", null as "messageId", null as "trackingLinkId", null as cid from leads l
    where l.team_id = ${w.teamId} and ${
      field === "email"
        ? sql`lower(l.email) = lower(${value})`
        : sql`right(regexp_replace(coalesce(l.phone, ''), '[^0-9]', '', 'g'), 10) = right(${value}, 10)`
    } and coalesce(l.last_conversation_at, l.last_interaction) between ${w.from} and ${w.to}
    order by l.last_conversation_at desc nulls last limit 1`,
  );

/** A discount code handed out with a tracking link inside the window. */
export const creditByDiscountCode = (db: Db, w: Window, codes: string[]) =>
  one(
    db,
    sql`select t.lead_id as "leadId", t.message_id as "messageId", t.id as "trackingLinkId", null as cid
    from tracking_links t
    where t.team_id = ${w.teamId} and upper(t.discount_code) = any(${sql.param(codes.map((c) => c.toUpperCase()))}::text[])
      and t.created_at between ${w.from} and ${w.to}
    order by t.created_at desc limit 1`,
  );

/** A tracking link's short code written into the cart note. */
export const creditByLinkCode = (db: Db, w: Window, code: string) =>
  one(
    db,
    sql`select t.lead_id as "leadId", t.message_id as "messageId", t.id as "trackingLinkId", null as cid
    from tracking_links t where t.code = ${code} and t.team_id = ${w.teamId} and t.created_at between ${w.from} and ${w.to}`,
  );
