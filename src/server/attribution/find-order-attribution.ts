import { TRACKING_PARAMS } from "@shared/attribution/attribution.constants";
import type { StoreOrder } from "@shared/attribution/store-order.schema";
import type { Db } from "../db/client";
import { landingSiteIds } from "./landing-site-ids";
import {
  type Credit,
  creditByClick,
  creditByContact,
  creditByDiscountCode,
  creditByLinkCode,
  creditByMessage,
  type FoundAttribution,
  pixelIdsFor,
  type Window,
} from "./order-attribution.repository";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const LINK_CODE = /\/t\/([A-Za-z0-9]{4,32})\b/;

const attribute = (order: StoreOrder, name: string) => {
  const value = order.note_attributes.find((a) => a.name === name)?.value?.trim();
  return value && UUID.test(value) ? value.match(UUID)![0].toLowerCase() : null;
};

async function fromIds(db: Db, w: Window, ids: { cid: string | null; mid: string | null }) {
  if (ids.cid) {
    const credit = await creditByClick(db, w, ids.cid);
    if (credit) return { credit, via: "cid" as const };
  }
  if (ids.mid) {
    const credit = await creditByMessage(db, w, ids.mid);
    if (credit) return { credit, via: "mid" as const };
  }
  return null;
}

const found = (credit: Credit, method: FoundAttribution["method"]): FoundAttribution => ({
  ...credit,
  method,
});

/**
 * The strongest evidence first: the pixel saw this checkout; the pixel, the cart attributes or the
 * landing page's query carried a click id or message id; then, for shoppers whose browser blocked
 * the pixel, the customer's email or phone, a discount code from the conversation, or a link code
 * in the cart note. Only evidence inside the team's window (days before the order) counts.
 */
export async function findOrderAttribution(
  db: Db,
  w: Window,
  order: StoreOrder,
): Promise<FoundAttribution | null> {
  for (const ids of await pixelIdsFor(db, w, { checkoutToken: order.checkout_token })) {
    const hit = await fromIds(db, w, ids);
    if (hit) return found(hit.credit, "checkout_token");
  }
  const completed = await pixelIdsFor(db, w, { orderId: order.shopify_order_id });
  const fromCart = {
    cid: attribute(order, TRACKING_PARAMS.clickId),
    mid: attribute(order, TRACKING_PARAMS.messageId),
  };
  for (const ids of [...completed, fromCart]) {
    const hit = await fromIds(db, w, ids);
    if (hit) return found(hit.credit, hit.via);
  }
  // The tracked link's own redirect put these on the landing page: as good as the cart attributes
  // when a blocked pixel or a theme without the attributes left those empty.
  const landing = await fromIds(db, w, landingSiteIds(order.landing_site));
  if (landing) return found(landing.credit, "landing_site");
  const email = order.email ?? order.customer?.email;
  if (email) {
    const credit = await creditByContact(db, w, "email", email.trim());
    if (credit) return found(credit, "email");
  }
  const phone = (order.phone ?? order.customer?.phone ?? "").replace(/[^0-9]/g, "");
  if (phone.length >= 7) {
    const credit = await creditByContact(db, w, "phone", phone);
    if (credit) return found(credit, "phone");
  }
  if (order.discount_codes.length) {
    const credit = await creditByDiscountCode(db, w, order.discount_codes);
    if (credit) return found(credit, "discount_code");
  }
  const note = [order.note ?? "", ...order.note_attributes.map((a) => `${a.name}=${a.value}`)].join("\n");
  const noteCid = note.match(UUID)?.[0]?.toLowerCase();
  const noteHit = noteCid ? await fromIds(db, w, { cid: noteCid, mid: noteCid }) : null;
  if (noteHit) return found(noteHit.credit, "note");
  const code = note.match(LINK_CODE)?.[1];
  if (code) {
    const credit = await creditByLinkCode(db, w, code);
    if (credit) return found(credit, "note");
  }
  return null;
}
