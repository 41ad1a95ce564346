import { TOP_LOCATIONS_LIMIT } from "@shared/analytics/analytics.constants";
import type { LocationsResponse, TimeframeRequest } from "@shared/analytics/analytics.schema";
import { timeframeRange } from "@shared/analytics/timeframe";
import type { Actor, AppDeps } from "../deps";
import { locationsIn } from "./analytics.repository";

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** analytics-orders-location: the top 3 shipping locations, each as a share of all the period's orders. */
export async function getOrdersByLocation(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: TimeframeRequest,
): Promise<LocationsResponse> {
  const { rows, totalOrders } = await locationsIn(
    deps.db,
    actor.teamId,
    timeframeRange(input.timeframe, deps.now()),
    TOP_LOCATIONS_LIMIT,
  );
  return {
    success: true,
    data: {
      locations: rows.map((r) => ({
        location: r.location,
        count: r.count,
        percentage: pct(r.count, totalOrders),
      })),
      total_orders: totalOrders,
    },
  };
}
