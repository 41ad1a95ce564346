import { isoDay } from "@shared/analytics/timeframe";
import { HOME_PERIOD_DAYS, type HomeOverview } from "@shared/overview/home-overview.schema";
import { salesTotalsIn, teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { countPendingInbox } from "../inbox/count-pending";
import { homeCounts, recentActivity } from "./home-overview.repository";

const RECENT_ACTIVITY_LIMIT = 8;
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Two decimals: money, and a rate that is often under 1%. */
const money = (n: number) => Math.round(n * 100) / 100;

/** The home overview (spec 3): the four stat cards and the four tabs, from real data. */
export async function getHomeOverview(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
): Promise<HomeOverview> {
  const now = deps.now();
  const since = new Date(now.getTime() - HOME_PERIOD_DAYS * 86_400_000);
  const midnight = new Date(`${isoDay(now)}T00:00:00Z`);
  const monthStart = `${isoDay(now).slice(0, 8)}01`;
  const [counts, period, month, currency, pending, activity] = await Promise.all([
    homeCounts(deps.db, actor.teamId, since, midnight),
    salesTotalsIn(deps.db, actor.teamId, { start: isoDay(since), end: isoDay(now) }),
    salesTotalsIn(deps.db, actor.teamId, { start: monthStart, end: isoDay(now) }),
    teamCurrency(deps.db, actor.teamId),
    countPendingInbox(deps, actor.teamId),
    recentActivity(deps.db, actor.teamId, RECENT_ACTIVITY_LIMIT),
  ]);
  const interactions = counts.comments + counts.shares + counts.dms;
  return {
    currency,
    total_leads: counts.totalLeads,
    avg_response_minutes: counts.avgResponse === null ? null : round1(counts.avgResponse),
    // Two decimals: a large account's rate is often under 1% (formatRate shows 0.03%).
    engagement_rate: counts.followers > 0 ? money((interactions / counts.followers) * 100) : null,
    revenue_tracked: money(period.attributed_sales),
    pending_messages: pending,
    open_routing_items: counts.openRouting,
    tiktok_connected: counts.tiktokConnected,
    connected_platforms: counts.platforms,
    leads: { hot: counts.hot, warm: counts.warm, new_today: counts.newToday },
    engagement: {
      comments: counts.comments,
      shares: counts.shares,
      dms: counts.dms,
      followers: counts.followers,
    },
    revenue: {
      this_month: money(month.attributed_sales),
      avg_order_value:
        month.attributed_orders > 0 ? money(month.attributed_sales / month.attributed_orders) : 0,
      conversion_rate:
        counts.leadsPeriod > 0 ? round1((counts.convertedPeriod / counts.leadsPeriod) * 100) : 0,
    },
    recent_activity: activity,
  };
}
