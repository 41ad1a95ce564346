import { z } from "zod";
import {
  LAST_CONTACTED_ALL_TIME,
  LAST_CONTACTED_CHOICES,
  LEAD_CHANNELS,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  REVENUE_RANGE_DEFAULT,
} from "./leads.constants";

/** Lists arrive as repeated or comma-separated query values. */
const csvList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(",")).filter(Boolean)))
    .pipe(z.array(z.enum(values)));

const lastContacted = z.coerce
  .number()
  .int()
  .refine(
    (v) => (LAST_CONTACTED_CHOICES as readonly number[]).includes(v),
    "Choose 7, 14, 30, 90 or 365 days",
  );

export const leadFiltersSchema = z.object({
  search: z.string().trim().max(200).default(""),
  channels: csvList(LEAD_CHANNELS),
  statuses: csvList(LEAD_STATUSES),
  minRevenue: z.coerce.number().min(0).default(REVENUE_RANGE_DEFAULT.min),
  maxRevenue: z.coerce.number().min(0).default(REVENUE_RANGE_DEFAULT.max),
  lastContactedDays: lastContacted.default(LAST_CONTACTED_ALL_TIME),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;
export type LeadFiltersInput = z.input<typeof leadFiltersSchema>;

export const listLeadsQuerySchema = leadFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LEADS_PAGE_SIZE),
});
export type ListLeadsQuery = z.infer<typeof listLeadsQuerySchema>;

export const leadSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  instagram_username: z.string().nullable(),
  tiktok_username: z.string().nullable(),
  handle: z.string().nullable(),
  channels: z.array(z.enum(LEAD_CHANNELS)),
  social_platform_ids: z.object({ instagram: z.string().optional(), tiktok: z.string().optional() }),
  shopify_customer_data: z
    .object({ customer_id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable() })
    .nullable(),
  status: z.enum(LEAD_STATUSES),
  lead_quality: z.string(),
  intent_score: z.number(),
  total_interactions: z.number(),
  attributed_revenue: z.number(),
  total_orders: z.number(),
  first_interaction: z.string().nullable(),
  last_interaction: z.string().nullable(),
  last_conversation_at: z.string().nullable(),
  products_purchased: z.array(z.string()),
  location: z.string().nullable(),
  thread_count: z.number(),
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const listLeadsResponseSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number(),
  totalUnfiltered: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: z.string(),
});
export type ListLeadsResponse = z.infer<typeof listLeadsResponseSchema>;

export const leadDetailSchema = z.object({
  lead: leadSchema,
  currency: z.string(),
  conversations: z.array(
    z.object({
      /** Null for a comment, which has no thread; comment_id names it instead. */
      thread_id: z.string().nullable(),
      comment_id: z.string().nullable(),
      platform: z.string(),
      sender_handle: z.string(),
      message_count: z.number(),
      last_message_at: z.string(),
      last_message_content: z.string().nullable(),
    }),
  ),
  clicks: z.array(
    z.object({
      id: z.string(),
      clicked_at: z.string(),
      code: z.string(),
      product_title: z.string().nullable(),
      destination_url: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      order_number: z.string().nullable(),
      processed_at: z.string(),
      total_price: z.number(),
      net_sales: z.number(),
      refunded: z.number(),
      method: z.string(),
      currency: z.string(),
    }),
  ),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;
