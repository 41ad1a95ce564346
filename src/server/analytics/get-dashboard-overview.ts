import type { AnalyticsOverview, TimeframeRequest } from "@shared/analytics/analytics.schema";
import { timeframeRange } from "@shared/analytics/timeframe";
import type { Actor, AppDeps } from "../deps";
import { funnelTotalsIn, leadGroupsIn, salesTotalsIn, teamCurrency } from "./analytics.repository";

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const money = (n: number) => Math.round(n * 100) / 100;

/**
 * analytics-dashboard: the overview. Revenue and orders are those credited to conversations (what
 * Lunara brought); store_net_sales carries the whole store's net sales for scale.
 */
export async function getDashboardOverview(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: TimeframeRequest,
): Promise<AnalyticsOverview> {
  const now = deps.now();
  const range = timeframeRange(input.timeframe, now);
  const week = timeframeRange("7d", now);
  const [sales, recentSales, groups, recentGroups, funnel, currency] = await Promise.all([
    salesTotalsIn(deps.db, actor.teamId, range),
    salesTotalsIn(deps.db, actor.teamId, week),
    leadGroupsIn(deps.db, actor.teamId, range),
    leadGroupsIn(deps.db, actor.teamId, week),
    funnelTotalsIn(deps.db, actor.teamId, range),
    teamCurrency(deps.db, actor.teamId),
  ]);
  const byStatus: Record<string, number> = { engaged: 0, visited_site: 0, added_to_cart: 0, converted: 0 };
  const byQuality: Record<string, number> = { hot: 0, warm: 0, cold: 0 };
  const platforms = new Map<string, { platform: string; leads: number; revenue: number }>();
  for (const g of groups) {
    byStatus[g.status] = (byStatus[g.status] ?? 0) + g.leads;
    byQuality[g.quality] = (byQuality[g.quality] ?? 0) + g.leads;
    const p = platforms.get(g.channel) ?? { platform: g.channel, leads: 0, revenue: 0 };
    p.leads += g.leads;
    p.revenue = money(p.revenue + g.revenue);
    platforms.set(g.channel, p);
  }
  const totalLeads = groups.reduce((s, g) => s + g.leads, 0);
  const converted = byStatus.converted ?? 0;
  return {
    currency,
    total_revenue: money(sales.attributed_sales),
    total_orders: sales.attributed_orders,
    avg_order_value:
      sales.attributed_orders > 0 ? money(sales.attributed_sales / sales.attributed_orders) : 0,
    total_leads: totalLeads,
    converted_leads: converted,
    conversion_rate: pct(converted, totalLeads),
    recent_leads_7d: recentGroups.reduce((s, g) => s + g.leads, 0),
    recent_revenue_7d: money(recentSales.attributed_sales),
    store_net_sales: money(sales.net_sales),
    platforms: [...platforms.values()],
    funnel: {
      total_clicks: funnel.link_clicks,
      cart_additions: funnel.added_to_cart,
      checkouts_started: funnel.reached_checkout,
      conversions: funnel.completed_purchase,
      cart_rate: pct(funnel.added_to_cart, funnel.link_clicks),
      checkout_rate: pct(funnel.reached_checkout, funnel.added_to_cart),
      conversion_rate: pct(funnel.completed_purchase, funnel.link_clicks),
    },
    leads_breakdown: { by_quality: byQuality, by_status: byStatus },
  };
}
