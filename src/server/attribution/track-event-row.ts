import { createHash } from "node:crypto";
import type { TrackEvent } from "@shared/attribution/track-event.schema";
import type { KnownStore } from "./store-directory";

export type TrackEventRow = {
  teamId: string;
  integrationId: string;
  clientEventId: string;
  type: string;
  clientId: string;
  mid: string | null;
  cid: string | null;
  checkoutToken: string | null;
  orderId: string | null;
  payload: string;
  occurredAt: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only ids we issued are looked up; anything else stays in the payload for the record. */
const ourId = (value: string | null | undefined) => (value && UUID.test(value) ? value.toLowerCase() : null);

const MAX_SKEW_MS = 24 * 60 * 60 * 1000;

/** The pixel's clock is the customer's: an unreadable or far-future time becomes the receipt time. */
function occurredAt(timestamp: string | number, now: Date): Date {
  const parsed = typeof timestamp === "number" ? new Date(timestamp) : new Date(timestamp);
  const t = parsed.getTime();
  if (Number.isNaN(t) || t > now.getTime() + MAX_SKEW_MS || t < now.getTime() - 30 * MAX_SKEW_MS) return now;
  return parsed;
}

export function toTrackEventRow(event: TrackEvent, store: KnownStore, now: Date): TrackEventRow {
  const attribution = "attribution" in event ? event.attribution : undefined;
  const checkoutToken = "checkoutToken" in event ? event.checkoutToken : null;
  // The pixel names orders by GraphQL id (gid://shopify/OrderIdentity/123); webhooks by the number.
  const rawOrderId = event.type === "checkout_completed" ? (event.orderId ?? null) : null;
  const orderId = rawOrderId ? rawOrderId.slice(rawOrderId.lastIndexOf("/") + 1) : null;
  const { store: _store, eventId, ...payload } = event;
  // Without an id from the pixel, the event's own content names it: a resent keepalive counts once.
  const clientEventId =
    eventId ??
    createHash("sha1")
      .update(
        JSON.stringify([
          event.type,
          event.clientId,
          event.timestamp,
          checkoutToken,
          orderId,
          attribution?.cid ?? null,
          attribution?.mid ?? null,
          event.type === "add_to_cart" ? (event.cartData.variantId ?? null) : null,
        ]),
      )
      .digest("base64url");
  return {
    teamId: store.teamId,
    integrationId: store.integrationId,
    clientEventId,
    type: event.type,
    clientId: event.clientId,
    mid: ourId(attribution?.mid),
    cid: ourId(attribution?.cid),
    checkoutToken,
    orderId,
    payload: JSON.stringify(payload),
    occurredAt: occurredAt(event.timestamp, now),
  };
}
