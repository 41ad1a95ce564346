import { DEFAULT_CURRENCY } from "./analytics.constants";
import type { AnalyticsOverview } from "./analytics.schema";

/** Spec 2 §8: an overview that failed to load shows as zeros, never as made-up figures. */
export function emptyOverview(currency: string = DEFAULT_CURRENCY): AnalyticsOverview {
  return {
    currency,
    total_revenue: 0,
    total_orders: 0,
    avg_order_value: 0,
    total_leads: 0,
    converted_leads: 0,
    conversion_rate: 0,
    recent_leads_7d: 0,
    recent_revenue_7d: 0,
    store_net_sales: 0,
    platforms: [],
    funnel: {
      total_clicks: 0,
      cart_additions: 0,
      checkouts_started: 0,
      conversions: 0,
      cart_rate: 0,
      checkout_rate: 0,
      conversion_rate: 0,
    },
    leads_breakdown: { by_quality: {}, by_status: {} },
  };
}
