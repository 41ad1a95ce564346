import { eachDay } from "@shared/analytics/timeframe";
import { ordersLink } from "@shared/assistants/message-filter";
import { type Period, periodBounds, previousPeriod } from "@shared/assistants/periods";
import type { revenueToolInput, ToolResult } from "@shared/assistants/tools.schema";
import type { z } from "zod";
import { revenueDaysIn, salesTotalsIn, teamCurrency } from "../../analytics/analytics.repository";
import type { Actor, AppDeps } from "../../deps";
import { creditedSalesByChannel } from "../assistant-sales.repository";
import { countFigure, moneyFigure } from "./tool-figures";

type Deps = Pick<AppDeps, "db">;

async function totals(deps: Deps, teamId: string, p: Period) {
  // The same rollup the analytics dashboard reads: net sales and orders per UTC day.
  const days = await revenueDaysIn(deps.db, teamId, p);
  const net = days.reduce((s, d) => s + d.net_sales, 0);
  const orders = days.reduce((s, d) => s + d.orders_count, 0);
  const byDay = new Map(days.map((d) => [d.date, d.net_sales]));
  return {
    net,
    orders,
    points: eachDay(p).map((x) => ({ x, y: Math.round((byDay.get(x) ?? 0) * 100) / 100 })),
  };
}

/** Net sales and orders of a period, with Compare (the period before) and a split by channel. */
export async function revenueTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof revenueToolInput>,
): Promise<ToolResult> {
  const p = input.period;
  const [current, currency] = await Promise.all([
    totals(deps, actor.teamId, p),
    teamCurrency(deps.db, actor.teamId),
  ]);
  const figures = [
    moneyFigure(`Net sales ${p.label}`, current.net, currency, ordersLink(p)),
    countFigure(`Orders ${p.label}`, current.orders, ordersLink(p)),
  ];
  const series = [{ label: p.label, points: current.points }];
  const rows: ToolResult["rows"] = [];
  if (input.compare) {
    const prev = previousPeriod(p);
    const before = await totals(deps, actor.teamId, prev);
    figures.push(
      moneyFigure(`Net sales ${prev.label}`, before.net, currency, ordersLink(prev)),
      countFigure(`Orders ${prev.label}`, before.orders, ordersLink(prev)),
    );
    series.push({ label: prev.label, points: before.points });
    rows.push({ previous_label: prev.label });
  }
  if (input.byChannel) {
    const [channels, credited] = await Promise.all([
      creditedSalesByChannel(deps.db, actor.teamId, periodBounds(p)),
      salesTotalsIn(deps.db, actor.teamId, p),
    ]);
    for (const c of ["instagram", "tiktok"]) {
      const row = channels.find((r) => r.channel === c) ?? { channel: c, orders: 0, revenue: 0 };
      figures.push(
        moneyFigure(
          `${c === "instagram" ? "Instagram" : "TikTok"} sales ${p.label}`,
          row.revenue,
          currency,
          ordersLink(p, c),
        ),
        countFigure(
          `${c === "instagram" ? "Instagram" : "TikTok"} orders ${p.label}`,
          row.orders,
          ordersLink(p, c),
        ),
      );
    }
    figures.push(
      moneyFigure(
        `Sales credited to conversations ${p.label}`,
        credited.attributed_sales,
        currency,
        ordersLink(p),
      ),
    );
    return { figures, rows, currency };
  }
  return { figures, rows, series, currency };
}
