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

function MiniBarChart({ title, data, dataKey }: { title: string; data: object[]; dataKey: string }) {
  return (
    <figure className="rounded-lg border border-line p-3">
      <figcaption className="mb-2 font-medium text-ink text-sm">{title}</figcaption>
      <div className="h-48" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 192 }}>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Bar dataKey={dataKey} fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
