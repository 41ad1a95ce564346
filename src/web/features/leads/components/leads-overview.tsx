import { FIGURE_SCOPE, TIMEFRAMES, type Timeframe } from "@shared/analytics/analytics.constants";
import { formatCurrency, formatPercent } from "@shared/analytics/currency-format";
import { emptyOverview } from "@shared/analytics/empty-overview";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "@shared/leads/leads.constants";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { SegmentedControl } from "@web/components/ui/segmented-control";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useLeadsOverview } from "../api/get-leads-overview";

/** The leads screen's Analytics Overview: period switch, two charts and three stat cards. */
export function LeadsOverview() {
  const [period, setPeriod] = useState<Timeframe>("30d");
  const query = useLeadsOverview(period);
  // A failed overview shows zeros (spec 2 §8).
  const o = query.data?.data ?? emptyOverview();
  const byStatus = LEAD_STATUSES.map((s) => ({
    name: LEAD_STATUS_LABELS[s],
    leads: o.leads_breakdown.by_status[s] ?? 0,
  }));
  const funnel = [
    { name: "Clicks", count: o.funnel.total_clicks },
    { name: "Carts", count: o.funnel.cart_additions },
    { name: "Checkouts", count: o.funnel.checkouts_started },
    { name: "Purchases", count: o.funnel.conversions },
  ];
  const stats = [
    { label: "Total Leads", value: String(o.total_leads), note: `in the last ${period}` },
    {
      label: "Conversion Rate",
      value: formatPercent(o.conversion_rate),
      note: `${o.converted_leads} converted`,
    },
    {
      label: "Avg Order Value",
      value: formatCurrency(o.avg_order_value, o.currency),
      note: FIGURE_SCOPE.attributedOrders(o.total_orders),
    },
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Analytics Overview</CardTitle>
        <SegmentedControl label="Analytics period" options={TIMEFRAMES} value={period} onChange={setPeriod} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {stats.map((s) => (
            <div key={s.label} className="rounded-lg border border-line p-4">
              <p className="text-ink-muted text-xs">{s.label}</p>
              <p className="font-semibold text-ink text-xl">{s.value}</p>
              <p className="text-ink-muted text-xs">{s.note}</p>
            </div>
          ))}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <MiniBarChart title="Leads by status" data={byStatus} dataKey="leads" />
          <MiniBarChart title="Customer actions" data={funnel} dataKey="count" />
        </div>
      </CardContent>
    </Card>
  );
}

/** Longest line of an axis label: four of them share about 75 px of a phone-wide chart. */
const TICK_LINE_CHARS = 10;

/** Words of a label joined into lines of at most TICK_LINE_CHARS (a longer word stays whole). */
function tickLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= TICK_LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/**
 * An x-axis label broken over lines: "Visited Site" and "Added to Cart" side by side ran into each
 * other at 390 px.
 */
function WrappedTick({ x = 0, y = 0, payload }: TickProps) {
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="middle" fontSize={11} className="fill-ink-muted">
      {tickLines(String(payload?.value ?? "")).map((line, i) => (
        <tspan key={line} x={Number(x)} dy={i === 0 ? "0.9em" : "1.1em"}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function MiniBarChart({ title, data, dataKey }: { title: string; data: object[]; dataKey: string }) {
  return (
    <figure className="rounded-lg border border-line p-3">
      <figcaption className="mb-2 font-medium text-ink text-sm">{title}</figcaption>
      <div className="h-48" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 192 }}>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="name"
              tick={(props: TickProps) => <WrappedTick {...props} />}
              interval={0}
              height={36}
            />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Bar dataKey={dataKey} fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
