import { z } from "zod";

/** Spec 1 §7: track-attribution types and their extra payloads. */
export const TRACK_EVENT_TYPES = [
  "page_viewed",
  "click",
  "product_viewed",
  "collection_viewed",
  "search_performed",
  "add_to_cart",
  "cart_viewed",
  "checkout",
  "payment_info",
  "checkout_completed",
] as const;
export type TrackEventType = (typeof TRACK_EVENT_TYPES)[number];

const shortText = z.string().max(256);
const id = z.union([z.string().max(128), z.number()]).transform(String);
const looseData = z.record(z.string(), z.unknown());

/** The attribution record the pixel keeps in browser storage (spec 1 §3). */
export const pixelAttributionSchema = z
  .object({
    mid: id.nullish(),
    cid: id.nullish(),
    source: shortText.nullish(),
    campaign: shortText.nullish(),
    userId: shortText.nullish(),
    utm_source: shortText.nullish(),
    utm_medium: shortText.nullish(),
    utm_campaign: shortText.nullish(),
    landing_url: z.string().max(2048).nullish(),
    referrer: z.string().max(2048).nullish(),
    ts: z.number().nullish(),
    expires: z.number().nullish(),
  })
  .loose();
export type PixelAttribution = z.infer<typeof pixelAttributionSchema>;

const base = {
  store: z.string().trim().toLowerCase().min(3).max(255),
  clientId: z.string().min(1).max(128),
  timestamp: z.union([z.string().max(64), z.number()]),
  /** Optional id the pixel may send; without it the event's content identifies it. */
  eventId: z.string().min(1).max(128).optional(),
};

const money = z.union([z.number(), z.string().max(32)]).nullish();

/** One line of a checkout as the pixel sends it (platforms-reference: checkout.lineItems [C]). */
export const checkoutLineSchema = z
  .object({
    title: shortText.nullish(),
    quantity: z.number().int().min(0).max(100_000).nullish(),
    lineTotal: money,
    variantId: id.nullish(),
    productId: id.nullish(),
  })
  .loose();

export const trackEventSchema = z.discriminatedUnion("type", [
  z.object({ ...base, type: z.literal("page_viewed"), pageData: looseData.optional() }),
  z.object({ ...base, type: z.literal("click"), attribution: pixelAttributionSchema }),
  z.object({ ...base, type: z.literal("product_viewed"), productData: looseData.optional() }),
  z.object({ ...base, type: z.literal("collection_viewed"), collectionData: looseData.optional() }),
  z.object({ ...base, type: z.literal("search_performed"), searchData: looseData.optional() }),
  z.object({
    ...base,
    type: z.literal("add_to_cart"),
    attribution: pixelAttributionSchema,
    cartData: z
      .object({
        productId: id.nullish(),
        variantId: id.nullish(),
        quantity: z.number().int().min(0).max(100_000).nullish(),
        price: money,
        currency: z.string().max(8).nullish(),
        productTitle: shortText.nullish(),
      })
      .loose(),
  }),
  z.object({ ...base, type: z.literal("cart_viewed"), cartViewData: looseData.optional() }),
  z.object({
    ...base,
    type: z.literal("checkout"),
    checkoutToken: z.string().min(1).max(256),
    attribution: pixelAttributionSchema,
    checkoutData: z
      .object({
        totalPrice: money,
        currency: z.string().max(8).nullish(),
        lineItemsCount: z.number().nullish(),
        /** What is in the cart (the web pixel's checkout.lineItems, first 50): shown under Abandon Cart. */
        lineItems: z.array(checkoutLineSchema).max(50).nullish(),
      })
      .loose()
      .optional(),
  }),
  z.object({
    ...base,
    type: z.literal("payment_info"),
    attribution: pixelAttributionSchema.optional(),
    paymentData: looseData.optional(),
  }),
  z.object({
    ...base,
    type: z.literal("checkout_completed"),
    checkoutToken: z.string().min(1).max(256),
    orderId: id.nullish(),
    attribution: pixelAttributionSchema,
    completionData: looseData.optional(),
  }),
]);
export type TrackEvent = z.infer<typeof trackEventSchema>;

export const trackResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean() });
export type TrackResponse = z.infer<typeof trackResponseSchema>;
