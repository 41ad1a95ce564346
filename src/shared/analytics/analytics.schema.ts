import { z } from "zod";
import { DEFAULT_TIMEFRAME, TIMEFRAMES, TOP_PRODUCTS_LIMIT } from "./analytics.constants";
import { calendarDaySchema, calendarMomentSchema } from "./calendar-day.schema";

const isoDate = calendarDaySchema.or(calendarMomentSchema({ offset: true }).transform((v) => v.slice(0, 10)));
const bool = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

/** user_id is accepted for the spec's payload shape and ignored: the session decides the team. */
const userId = z.string().optional();

export const revenueRequestSchema = z
  .object({
    user_id: userId,
    start_date: isoDate,
    end_date: isoDate,
    include_comparison: bool.default(false),
  })
  .refine((v) => v.start_date <= v.end_date, {
    message: "start_date must not be after end_date",
    path: ["start_date"],
  })
  .refine((v) => Date.parse(v.end_date) - Date.parse(v.start_date) <= 400 * 86_400_000, {
    message: "The period may span at most 400 days",
    path: ["end_date"],
  });
export type RevenueRequest = z.infer<typeof revenueRequestSchema>;

export const timeframeRequestSchema = z.object({
  user_id: userId,
  timeframe: z.enum(TIMEFRAMES).default(DEFAULT_TIMEFRAME),
});
export const productsRequestSchema = timeframeRequestSchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(TOP_PRODUCTS_LIMIT),
});
export type TimeframeRequest = z.infer<typeof timeframeRequestSchema>;
export type ProductsRequest = z.infer<typeof productsRequestSchema>;

export const revenueDaySchema = z.object({
  date: z.string(),
  gross_sales: z.number(),
  discounts: z.number(),
  returns: z.number(),
  shipping: z.number(),
  taxes: z.number(),
  net_sales: z.number(),
  orders_count: z.number(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const revenueResponseSchema = z.object({
  success: z.literal(true),
  currency: z.string(),
  data: z.object({ current_period: z.array(revenueDaySchema), comparison_period: z.array(revenueDaySchema) }),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

export const productSalesRowSchema = z.object({
  product_id: z.string().nullable(),
  product_title: z.string(),
  variant_title: z.string().nullable(),
  net_revenue: z.number(),
  units_sold: z.number(),
});
export type ProductSalesRow = z.infer<typeof productSalesRowSchema>;
export const productsResponseSchema = z.object({
  success: z.literal(true),
  currency: z.string(),
  data: z.array(productSalesRowSchema),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const funnelStageSchema = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number(),
  percentage: z.number(),
  previousCount: z.number(),
  change: z.number(),
  description: z.string(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;
export const funnelSchema = z.object({
  stages: z.array(funnelStageSchema),
  overall_conversion_rate: z.number(),
  total_conversions: z.number(),
  period: z.object({ timeframe: z.enum(TIMEFRAMES), start_date: z.string(), end_date: z.string() }),
});
export type Funnel = z.infer<typeof funnelSchema>;
export const funnelResponseSchema = z.object({ success: z.literal(true), data: funnelSchema });

export const locationSchema = z.object({ location: z.string(), count: z.number(), percentage: z.number() });
export type Location = z.infer<typeof locationSchema>;
export const locationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ locations: z.array(locationSchema), total_orders: z.number() }),
});
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;

export const overviewSchema = z.object({
  currency: z.string(),
  total_revenue: z.number(),
  total_orders: z.number(),
  avg_order_value: z.number(),
  total_leads: z.number(),
  converted_leads: z.number(),
  conversion_rate: z.number(),
  recent_leads_7d: z.number(),
  recent_revenue_7d: z.number(),
  store_net_sales: z.number(),
  platforms: z.array(z.object({ platform: z.string(), leads: z.number(), revenue: z.number() })),
  funnel: z.object({
    total_clicks: z.number(),
    cart_additions: z.number(),
    checkouts_started: z.number(),
    conversions: z.number(),
    cart_rate: z.number(),
    checkout_rate: z.number(),
    conversion_rate: z.number(),
  }),
  leads_breakdown: z.object({
    by_quality: z.record(z.string(), z.number()),
    by_status: z.record(z.string(), z.number()),
  }),
});
export type AnalyticsOverview = z.infer<typeof overviewSchema>;
export const overviewResponseSchema = z.object({ success: z.literal(true), data: overviewSchema });
