import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "./sql-rows";
import type { TrackEventRow } from "./track-event-row";

export type InsertedEvent = {
  integration_id: string;
  client_event_id: string;
  team_id: string;
  type: string;
  lead_id: string | null;
  occurred_at: Date | string;
  attributed: boolean;
};

/**
 * One multi-row INSERT for a whole batch (arrays unnested server-side: one statement, twelve
 * parameters whatever the batch size). The lead is resolved in the same statement from the click id
 * (link_clicks) or else the message id (tracking_links). Duplicates are skipped by the unique key.
 */
export async function insertEventBatch(db: Db, rows: TrackEventRow[]): Promise<InsertedEvent[]> {
  const col = <T>(pick: (r: TrackEventRow) => T) => sql.param(rows.map(pick));
  return sqlRows<InsertedEvent>(
    db,
    sql`
    insert into attribution_events
      (team_id, integration_id, client_event_id, type, client_id, mid, cid, lead_id, checkout_token, order_id, payload, occurred_at)
    select v.team_id, v.integration_id, v.client_event_id, v.type, v.client_id, v.mid, v.cid,
      coalesce(
        (select c.lead_id from link_clicks c where c.id = v.cid::uuid and c.team_id = v.team_id),
        (select t.lead_id from tracking_links t
          where t.team_id = v.team_id and t.message_id = v.mid::uuid and t.lead_id is not null
          order by t.created_at desc limit 1)),
      v.checkout_token, v.order_id, v.payload::jsonb, v.occurred_at
    from unnest(
      ${col((r) => r.teamId)}::text[], ${col((r) => r.integrationId)}::uuid[],
      ${col((r) => r.clientEventId)}::text[], ${col((r) => r.type)}::text[], ${col((r) => r.clientId)}::text[],
      ${col((r) => r.mid)}::text[], ${col((r) => r.cid)}::text[], ${col((r) => r.checkoutToken)}::text[],
      ${col((r) => r.orderId)}::text[], ${col((r) => r.payload)}::text[], ${col((r) => r.occurredAt.toISOString())}::timestamptz[]
    ) as v(team_id, integration_id, client_event_id, type, client_id, mid, cid, checkout_token, order_id, payload, occurred_at)
    on conflict (integration_id, client_event_id) do nothing
    returning integration_id, client_event_id, team_id, type, lead_id, occurred_at,
      (mid is not null or cid is not null) as attributed`,
  );
}

export type LeadFunnelUpdate = {
  leadId: string;
  teamId: string;
  cart: boolean;
  clicked: boolean;
  checkoutAt: string | null;
  lastAt: string;
  interactions: number;
};

/** Advances each lead's funnel once per batch; ids arrive sorted so concurrent batches never deadlock. */
export async function applyLeadFunnel(db: Db, updates: LeadFunnelUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const col = <T>(pick: (u: LeadFunnelUpdate) => T) => sql.param(updates.map(pick));
  await db.execute(sql`
    update leads l set
      has_cart = l.has_cart or v.cart,
      click_count = case when v.clicked and l.click_count = 0 then 1 else l.click_count end,
      checkout_started_at = coalesce(l.checkout_started_at, v.checkout_at),
      last_interaction = greatest(l.last_interaction, v.last_at),
      total_interactions = l.total_interactions + v.n,
      updated_at = now()
    from unnest(${col((u) => u.leadId)}::uuid[], ${col((u) => u.teamId)}::text[], ${col((u) => u.cart)}::bool[],
      ${col((u) => u.clicked)}::bool[], ${col((u) => u.checkoutAt)}::timestamptz[], ${col((u) => u.lastAt)}::timestamptz[],
      ${col((u) => u.interactions)}::int[]) as v(id, team_id, cart, clicked, checkout_at, last_at, n)
    where l.id = v.id and l.team_id = v.team_id`);
}

export type FunnelDayIncrement = {
  teamId: string;
  day: string;
  addedToCart: number;
  reachedCheckout: number;
};

export async function incrementFunnelDays(db: Db, increments: FunnelDayIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  const col = <T>(pick: (u: FunnelDayIncrement) => T) => sql.param(increments.map(pick));
  await db.execute(sql`
    insert into funnel_days (team_id, day, added_to_cart, reached_checkout)
    select * from unnest(${col((u) => u.teamId)}::text[], ${col((u) => u.day)}::date[],
      ${col((u) => u.addedToCart)}::int[], ${col((u) => u.reachedCheckout)}::int[])
    on conflict (team_id, day) do update set
      added_to_cart = funnel_days.added_to_cart + excluded.added_to_cart,
      reached_checkout = funnel_days.reached_checkout + excluded.reached_checkout`);
}
