import {
  ANALYTICS_TEXTS,
  CHART,
  FIGURE_SCOPE,
  TIMEFRAME_DAYS,
  type Timeframe,
} from "@shared/analytics/analytics.constants";
import type { RevenueDay } from "@shared/analytics/analytics.schema";
import { formatCompactCurrency, formatCurrency } from "@shared/analytics/currency-format";
import { Alert } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

interface SalesChartProps {
  timeframe: Timeframe;
  current: RevenueDay[];
  comparison: RevenueDay[];
  currency: string;
  compare: boolean;
  onCompareChange: (compare: boolean) => void;
  error: string | null;
}

type Point = { date: string; net: number; gross: number; orders: number; previousNet?: number };

const AXIS_FONT_SIZE = 12;

/**
 * Wide enough for the longest tick label in this currency ("US$1,234.56" is wider than "$1.00"), so
 * no label is clipped at the chart's left edge: the labels are measured in the page's font.
 */
function axisWidth(yMax: number, currency: string): number {
  // The gridline values, and the longest label under 1000 (two decimals) when the axis passes it.
  const values = [0, 1, 2, 3, 4].map((i) => (yMax * i) / 4);
  if (yMax >= 1000) values.push(999.99);
  const labels = values.map((v) => formatCompactCurrency(v, currency));
  const context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (context)
    context.font = `${AXIS_FONT_SIZE}px ${getComputedStyle(document.body).fontFamily || "sans-serif"}`;
  const widths = labels.map((l) =>
    context ? context.measureText(l).width : l.length * AXIS_FONT_SIZE * 0.7,
  );
  // The tick line and the gap between it and the label.
  return Math.ceil(Math.max(...widths)) + 16;
}

const yearOf = (days: RevenueDay[]) =>
  days[0] ? days[0].date.slice(0, 4) : String(new Date().getUTCFullYear());

/** 'Total sales over time': net sales per day, and with Compare the same days a year earlier. */
export function SalesChart({
  timeframe,
  current,
  comparison,
  currency,
  compare,
  onCompareChange,
  error,
}: SalesChartProps) {
  const points: Point[] = current.map((d, i) => ({
    date: d.date,
    net: d.net_sales,
    gross: d.gross_sales,
    orders: d.orders_count,
    ...(compare && comparison[i] ? { previousNet: comparison[i].net_sales } : {}),
  }));
  const highest = Math.max(
    0,
    ...current.map((d) => d.net_sales),
    ...(compare ? comparison.map((d) => d.net_sales) : []),
  );
  const yMax = highest > 0 ? highest * CHART.yMaxFactor : CHART.emptyYMax;
  // The spec's legend "by timeframe and year", read as a period rather than as "30d 2026".
  const days = TIMEFRAME_DAYS[timeframe];
  const currentLabel = `Last ${days} days, ${yearOf(current)}`;
  const previousLabel = `Same ${days} days, ${yearOf(comparison)}`;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <div>
          <CardTitle>{ANALYTICS_TEXTS.salesTitle}</CardTitle>
          <p className="text-ink-muted text-xs">{FIGURE_SCOPE.storeSales}</p>
        </div>
        <label className="flex items-center gap-2 text-ink text-sm">
          <input type="checkbox" checked={compare} onChange={(e) => onCompareChange(e.target.checked)} />
          {ANALYTICS_TEXTS.compare}
        </label>
      </CardHeader>
      <CardContent>
        {error && <Alert tone="error">{error}</Alert>}
        <div
          className="h-[300px] w-full"
          role="img"
          aria-label={`${ANALYTICS_TEXTS.salesTitle}, ${currentLabel}`}
        >
          <ResponsiveContainer
            width="100%"
            height={CHART.height}
            initialDimension={{ width: CHART.width, height: CHART.height }}
          >
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} minTickGap={24} />
              <YAxis
                domain={[0, yMax]}
                tickCount={CHART.gridlines}
                tickFormatter={(v: number) => formatCompactCurrency(v, currency)}
                tick={{ fontSize: AXIS_FONT_SIZE }}
                width={axisWidth(yMax, currency)}
              />
              <Tooltip content={<SalesTooltip currency={currency} />} />
              <Legend />
              <Line
                type="monotone"
                dataKey="net"
                name={currentLabel}
                stroke="var(--color-brand-600)"
                dot={false}
                strokeWidth={2}
              />
              {compare && (
                <Line
                  type="monotone"
                  dataKey="previousNet"
                  name={previousLabel}
                  stroke="var(--color-accent-400)"
                  dot={false}
                  strokeDasharray="5 4"
                />
              )}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}

function SalesTooltip({
  active,
  payload,
  currency,
}: {
  active?: boolean;
  payload?: { payload: Point }[];
  currency: string;
}) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-line bg-white p-3 text-sm shadow-card">
      <p className="font-semibold text-ink">{point.date}</p>
      <p>Gross sales: {formatCurrency(point.gross, currency)}</p>
      <p>Net sales: {formatCurrency(point.net, currency)}</p>
      <p>Orders: {point.orders}</p>
    </div>
  );
}
