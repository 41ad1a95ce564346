import { DEFAULT_AMBASSADOR_THRESHOLDS, EVENTS_PERIOD_DAYS } from "@shared/community/community.constants";
import type { CommunityCards } from "@shared/community/community.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import {
  abandonedCartFigures,
  countEvents,
  countMembers,
  memberFilterSql,
  teamThresholds,
} from "./community-list.repository";

/** The four cards of the community screen, each as CARD_DEFINITIONS words it. */
export async function getCommunityCards(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
): Promise<CommunityCards> {
  const now = deps.now();
  const thresholds = await teamThresholds(deps.db, actor.teamId, DEFAULT_AMBASSADOR_THRESHOLDS);
  const all = { tab: "all", search: "" } as const;
  const [totalMembers, ambassadors, carts, events, currency] = await Promise.all([
    countMembers(deps.db, memberFilterSql(actor.teamId, all, thresholds, now)),
    countMembers(deps.db, memberFilterSql(actor.teamId, { ...all, tab: "ambassadors" }, thresholds, now)),
    abandonedCartFigures(deps.db, actor.teamId, now),
    countEvents(deps.db, actor.teamId, new Date(now.getTime() - EVENTS_PERIOD_DAYS * 86_400_000)),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return {
    totalMembers,
    ambassadors,
    abandonCart: carts.open,
    events,
    recoveredRevenue: carts.recovered,
    currency,
  };
}
