import { FUNNEL_STAGES } from "@shared/analytics/analytics.constants";
import type { Funnel, TimeframeRequest } from "@shared/analytics/analytics.schema";
import { previousRange, timeframeRange } from "@shared/analytics/timeframe";
import type { Actor, AppDeps } from "../deps";
import { funnelTotalsIn } from "./analytics.repository";

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * customer-journey-funnel: messages sent -> link clicks -> added to cart -> reached checkout ->
 * completed purchase, each as a share of the first stage and as a change on the previous period.
 */
export async function getFunnel(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: TimeframeRequest,
): Promise<Funnel> {
  const range = timeframeRange(input.timeframe, deps.now());
  const [current, previous] = await Promise.all([
    funnelTotalsIn(deps.db, actor.teamId, range),
    funnelTotalsIn(deps.db, actor.teamId, previousRange(range)),
  ]);
  // Shares are of the widest stage: clicks can outnumber replies (a link is shared on) and must not exceed 100%.
  const top = Math.max(...FUNNEL_STAGES.map((stage) => current[stage.id]));
  const stages = FUNNEL_STAGES.map((stage) => {
    const count = current[stage.id];
    const previousCount = previous[stage.id];
    return {
      id: stage.id,
      label: stage.label,
      description: stage.description,
      count,
      previousCount,
      percentage: pct(count, top),
      change: previousCount > 0 ? pct(count - previousCount, previousCount) : count > 0 ? 100 : 0,
    };
  });
  return {
    stages,
    total_conversions: current.completed_purchase,
    overall_conversion_rate: pct(current.completed_purchase, top),
    period: { timeframe: input.timeframe, start_date: range.start, end_date: range.end },
  };
}
