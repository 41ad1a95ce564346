import { z } from "zod";

export const activitySchema = z.object({
  kind: z.enum(["message", "reply", "lead", "order"]),
  text: z.string(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** The home overview of spec 3, every figure from the team's own data (last 30 days unless named). */
export const homeOverviewSchema = z.object({
  currency: z.string(),
  total_leads: z.number(),
  avg_response_minutes: z.number().nullable(),
  engagement_rate: z.number().nullable(),
  revenue_tracked: z.number(),
  pending_messages: z.number(),
  open_routing_items: z.number(),
  tiktok_connected: z.boolean(),
  /** The platforms with a connected account, in name order ("instagram", "shopify", "tiktok"). */
  connected_platforms: z.array(z.string()).default([]),
  leads: z.object({ hot: z.number(), warm: z.number(), new_today: z.number() }),
  engagement: z.object({ comments: z.number(), shares: z.number(), dms: z.number(), followers: z.number() }),
  revenue: z.object({ this_month: z.number(), avg_order_value: z.number(), conversion_rate: z.number() }),
  recent_activity: z.array(activitySchema),
});
export type HomeOverview = z.infer<typeof homeOverviewSchema>;

/** How many days the home's figures look back. */
export const HOME_PERIOD_DAYS = 30;

/** Written beside the figure, so everyone reads it the same way. */
export const ENGAGEMENT_RATE_FORMULA =
  "Engagement Rate = (comments + shares + DMs in the last 30 days) ÷ followers of your connected accounts × 100";
