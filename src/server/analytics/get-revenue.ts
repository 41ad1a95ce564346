import type { RevenueDay, RevenueRequest, RevenueResponse } from "@shared/analytics/analytics.schema";
import { eachDay, previousYearRange } from "@shared/analytics/timeframe";
import type { Actor, AppDeps } from "../deps";
import { type DayRange, revenueDaysIn, teamCurrency } from "./analytics.repository";

const zeroDay = (date: string): RevenueDay => ({
  date,
  gross_sales: 0,
  discounts: 0,
  returns: 0,
  shipping: 0,
  taxes: 0,
  net_sales: 0,
  orders_count: 0,
});

/** One row per day of the range (zero on quiet days) so the chart's x-axis is the calendar. */
async function daysOf(deps: Pick<AppDeps, "db">, teamId: string, range: DayRange): Promise<RevenueDay[]> {
  const rows = new Map((await revenueDaysIn(deps.db, teamId, range)).map((r) => [r.date, r]));
  return eachDay(range).map((day) => rows.get(day) ?? zeroDay(day));
}

/** analytics-revenue: the period's daily sales and, with Compare, the same days a year earlier. */
export async function getRevenue(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: RevenueRequest,
): Promise<RevenueResponse> {
  const range = { start: input.start_date, end: input.end_date };
  const [current, comparison, currency] = await Promise.all([
    daysOf(deps, actor.teamId, range),
    input.include_comparison ? daysOf(deps, actor.teamId, previousYearRange(range)) : Promise.resolve([]),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return { success: true, currency, data: { current_period: current, comparison_period: comparison } };
}
