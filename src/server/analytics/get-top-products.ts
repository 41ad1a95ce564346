import type { ProductsRequest, ProductsResponse } from "@shared/analytics/analytics.schema";
import { timeframeRange } from "@shared/analytics/timeframe";
import type { Actor, AppDeps } from "../deps";
import { teamCurrency, topProductsIn } from "./analytics.repository";

/**
 * analytics-products: the top products by net profit. Lunara knows no product costs, so net profit
 * is net revenue (line sales after discounts and refunds).
 */
export async function getTopProducts(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: ProductsRequest,
): Promise<ProductsResponse> {
  const range = timeframeRange(input.timeframe, deps.now());
  const [rows, currency] = await Promise.all([
    topProductsIn(deps.db, actor.teamId, range, input.limit),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return { success: true, currency, data: rows };
}
