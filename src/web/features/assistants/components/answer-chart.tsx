import { formatCompactCurrency, formatCurrency } from "@shared/analytics/currency-format";
import type { Chart } from "@shared/assistants/assistants.schema";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const COLORS = ["#7c3aed", "#f59e0b", "#0ea5e9"];

/** A series answer drawn as lines: one per period, aligned day by day. */
export function AnswerChart({ chart }: { chart: Chart }) {
  const length = Math.max(...chart.series.map((s) => s.points.length));
  const rows = Array.from({ length }, (_, i) => {
    const row: Record<string, string | number> = { x: chart.series[0]?.points[i]?.x ?? String(i + 1) };
    for (const s of chart.series) row[s.label] = s.points[i]?.y ?? 0;
    return row;
  });
  const money = chart.unit === "money";
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label={`Chart: ${chart.series.map((s) => s.label).join(" and ")}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="x" tick={{ fontSize: 11 }} />
          <YAxis
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={(v: number) => (money ? formatCompactCurrency(v, chart.currency) : String(v))}
          />
          <Tooltip formatter={(v) => (money ? formatCurrency(Number(v), chart.currency) : String(v))} />
          <Legend />
          {chart.series.map((s, i) => (
            <Line
              key={s.label}
              type="monotone"
              dataKey={s.label}
              stroke={COLORS[i % COLORS.length]}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
