import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import type { TrackEventRow } from "./track-event-row";

export type StoredEventKey = { integration_id: string; client_event_id: string };

/**
 * A whole batch in ONE statement (one round trip, atomic on its own): the multi-row INSERT of the
 * events (arrays unnested server-side, so twelve parameters whatever the batch size; duplicates
 * skipped by the unique key), each event's lead resolved from its click id or else its message id,
 * the leads' funnel advanced and the day's funnel counters raised for the rows actually inserted.
 * A lead is written only when its funnel moves (first click, first cart, first checkout): browsing
 * events would otherwise rewrite the same hot rows thousands of times. Leads are locked in id order and funnel days written in key order, so two batches in flight at
 * once wait for each other at worst, never deadlock. Returns the keys of the stored events.
 */
export async function writeEventBatch(db: Db, rows: TrackEventRow[]): Promise<StoredEventKey[]> {
  const col = <T>(pick: (r: TrackEventRow) => T) => sql.param(rows.map(pick));
  return sqlRows<StoredEventKey>(
    db,
    sql`
    with ins as (
      insert into attribution_events
        (team_id, integration_id, client_event_id, type, client_id, mid, cid, lead_id, checkout_token, order_id, payload, occurred_at)
      select v.team_id, v.integration_id, v.client_event_id, v.type, v.client_id, v.mid, v.cid,
        case when v.type in ('click', 'add_to_cart', 'checkout', 'payment_info', 'checkout_completed') then coalesce(
          (select c.lead_id from link_clicks c where c.id = v.cid::uuid and c.team_id = v.team_id),
          (select t.lead_id from tracking_links t
            where t.team_id = v.team_id and t.message_id = v.mid::uuid and t.lead_id is not null
            order by t.created_at desc limit 1)) end,
        v.checkout_token, v.order_id, v.payload::jsonb, v.occurred_at
      from unnest(
        ${col((r) => r.teamId)}::text[], ${col((r) => r.integrationId)}::uuid[],
        ${col((r) => r.clientEventId)}::text[], ${col((r) => r.type)}::text[], ${col((r) => r.clientId)}::text[],
        ${col((r) => r.mid)}::text[], ${col((r) => r.cid)}::text[], ${col((r) => r.checkoutToken)}::text[],
        ${col((r) => r.orderId)}::text[], ${col((r) => r.payload)}::text[],
        ${col((r) => r.occurredAt.toISOString())}::timestamptz[]
      ) as v(team_id, integration_id, client_event_id, type, client_id, mid, cid, checkout_token, order_id, payload, occurred_at)
      on conflict (integration_id, client_event_id) do nothing
      returning integration_id, client_event_id, team_id, type, lead_id, occurred_at,
        (mid is not null or cid is not null) as attributed
    ),
    per_lead as (
      select lead_id, team_id, bool_or(type = 'add_to_cart') as cart, bool_or(type = 'click') as clicked,
        min(occurred_at) filter (where type = 'checkout') as checkout_at, max(occurred_at) as last_at
      from ins where lead_id is not null group by lead_id, team_id
    ),
    locked as (
      select l.id from leads l join per_lead p on l.id = p.lead_id and l.team_id = p.team_id
      where (p.cart and not l.has_cart) or (p.clicked and l.click_count = 0)
        or (p.checkout_at is not null and l.checkout_started_at is null)
      order by l.id for update of l
    ),
    leads_done as (
      update leads l set
        has_cart = l.has_cart or p.cart,
        click_count = case when p.clicked and l.click_count = 0 then 1 else l.click_count end,
        checkout_started_at = coalesce(l.checkout_started_at, p.checkout_at),
        last_interaction = greatest(l.last_interaction, p.last_at),
        total_interactions = l.total_interactions + 1,
        updated_at = now()
      from per_lead p where l.id = p.lead_id and l.team_id = p.team_id and l.id in (select id from locked)
      returning l.id
    ),
    funnel_done as (
      insert into funnel_days (team_id, day, added_to_cart, reached_checkout)
      select team_id, (occurred_at at time zone 'UTC')::date,
        count(*) filter (where type = 'add_to_cart')::int, count(*) filter (where type = 'checkout')::int
      from ins where attributed and type in ('add_to_cart', 'checkout') group by 1, 2 order by 1, 2
      on conflict (team_id, day) do update set
        added_to_cart = funnel_days.added_to_cart + excluded.added_to_cart,
        reached_checkout = funnel_days.reached_checkout + excluded.reached_checkout
      returning 1
    )
    select integration_id, client_event_id from ins`,
  );
}
