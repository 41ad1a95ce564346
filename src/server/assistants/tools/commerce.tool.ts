import { ordersLink } from "@shared/assistants/message-filter";
import type {
  funnelToolInput,
  leadsToolInput,
  locationsToolInput,
  ToolResult,
  topProductsToolInput,
} from "@shared/assistants/tools.schema";
import type { z } from "zod";
import {
  funnelTotalsIn,
  leadGroupsIn,
  locationsIn,
  teamCurrency,
  topProductsIn,
} from "../../analytics/analytics.repository";
import type { Actor, AppDeps } from "../../deps";
import { countFigure, moneyFigure } from "./tool-figures";

type Deps = Pick<AppDeps, "db">;

/** Top products by net revenue: the dashboard's own product rollup. */
export async function topProductsTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof topProductsToolInput>,
): Promise<ToolResult> {
  const [rows, currency] = await Promise.all([
    topProductsIn(deps.db, actor.teamId, input.period, input.limit),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return {
    currency,
    figures: rows.flatMap((r) => [
      moneyFigure(`${r.product_title} net revenue`, r.net_revenue, currency, ordersLink(input.period)),
      countFigure(`${r.product_title} units`, r.units_sold, ordersLink(input.period)),
    ]),
    rows: rows.map((r) => ({ product: r.product_title })),
  };
}

export async function locationsTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof locationsToolInput>,
): Promise<ToolResult> {
  const { rows } = await locationsIn(deps.db, actor.teamId, input.period, input.limit);
  return {
    figures: rows.map((r) => countFigure(`Orders from ${r.location}`, r.count, ordersLink(input.period))),
    rows: rows.map((r) => ({ location: r.location })),
  };
}

const STAGES = [
  ["messages_sent", "Messages sent"],
  ["link_clicks", "Link clicks"],
  ["added_to_cart", "Added to cart"],
  ["reached_checkout", "Reached checkout"],
  ["completed_purchase", "Completed purchase"],
] as const;

export async function funnelTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof funnelToolInput>,
): Promise<ToolResult> {
  const totals = await funnelTotalsIn(deps.db, actor.teamId, input.period);
  const link = `/dashboard/analytics`;
  return { figures: STAGES.map(([key, label]) => countFigure(label, totals[key], link)), rows: [] };
}

const LEAD_STATUSES = ["engaged", "visited_site", "added_to_cart", "converted"] as const;

/** Leads that started in the period by status, with the revenue credited to them. */
export async function leadsTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof leadsToolInput>,
): Promise<ToolResult> {
  const [groups, currency] = await Promise.all([
    leadGroupsIn(deps.db, actor.teamId, input.period),
    teamCurrency(deps.db, actor.teamId),
  ]);
  const total = groups.reduce((s, g) => s + g.leads, 0);
  const revenue = groups.reduce((s, g) => s + g.revenue, 0);
  const figures = [countFigure(`Leads ${input.period.label}`, total, "/dashboard/leads")];
  for (const status of LEAD_STATUSES) {
    const n = groups.filter((g) => g.status === status).reduce((s, g) => s + g.leads, 0);
    figures.push(countFigure(`${status.replace(/_/g, " ")} leads`, n, `/dashboard/leads?status=${status}`));
  }
  figures.push(moneyFigure("Revenue from these leads", revenue, currency, "/dashboard/leads"));
  return { figures, rows: [], currency };
}
