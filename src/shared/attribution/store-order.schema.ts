import { z } from "zod";
import { LANDING_SITE_MAX_CHARS } from "./attribution.constants";

const money = z.union([z.string(), z.number()]).transform((v) => Number(v) || 0);
const optionalMoney = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : Number(v) || 0));

export const storeAddressSchema = z.object({
  city: z.string().nullish(),
  province: z.string().nullish(),
  country: z.string().nullish(),
});

/**
 * An order as recordShopifyOrder takes it: the platforms mapping's ShopifyOrder fits as is, and the
 * optional fields (tax, shipping, address, phone, note, cancellation) sharpen the rollups when given.
 */
export const storeOrderSchema = z.object({
  shopify_order_id: z.string().min(1),
  name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  currency: z.string().min(1),
  total_price: money,
  subtotal_price: optionalMoney,
  total_discounts: optionalMoney,
  total_tax: optionalMoney,
  total_shipping: optionalMoney,
  financial_status: z.string().nullish(),
  checkout_token: z.string().nullish(),
  note: z.string().nullish(),
  note_attributes: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
  discount_codes: z.array(z.string()).default([]),
  /**
   * The first page of the shopper's visit (Shopify's landing_site, or landingPageUrl from GraphQL):
   * a tracked link's click id rides in its query. An oversized value is dropped, not refused, so
   * the order itself is still recorded.
   */
  landing_site: z
    .string()
    .nullish()
    .transform((v) => (v && v.length <= LANDING_SITE_MAX_CHARS ? v : null)),
  customer: z
    .object({
      shopify_customer_id: z.string(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
    })
    .nullish(),
  shipping_address: storeAddressSchema.nullish(),
  line_items: z
    .array(
      z.object({
        shopify_product_id: z.string().nullish(),
        shopify_variant_id: z.string().nullish(),
        title: z.string(),
        variant_title: z.string().nullish(),
        quantity: z.number().int(),
        price: money,
      }),
    )
    .default([]),
  created_at: z.coerce.date(),
  processed_at: z.coerce.date().nullish(),
  cancelled_at: z.coerce.date().nullish(),
});
export type StoreOrderInput = z.input<typeof storeOrderSchema>;
export type StoreOrder = z.output<typeof storeOrderSchema>;

export const storeRefundSchema = z.object({
  shopify_order_id: z.string().min(1),
  shopify_refund_id: z.string().min(1),
  /** The merchandise amount returned (before tax and shipping); it lowers net sales. */
  amount: money,
  processed_at: z.coerce.date(),
  line_items: z
    .array(
      z.object({
        shopify_product_id: z.string().nullish(),
        shopify_variant_id: z.string().nullish(),
        quantity: z.number().int(),
        subtotal: money,
      }),
    )
    .default([]),
});
export type StoreRefundInput = z.input<typeof storeRefundSchema>;
export type StoreRefund = z.output<typeof storeRefundSchema>;
