import { FIGURE_SCOPE } from "@shared/analytics/analytics.constants";
import type { AnalyticsOverview } from "@shared/analytics/analytics.schema";
import { formatCurrency, formatPercent } from "@shared/analytics/currency-format";
import { Card } from "@web/components/ui/card";

/**
 * The six overview figures of spec 2 §2. While they load, each shows a placeholder
 * bar rather than a zero a founder could take for the real figure.
 */
export function OverviewFigures({
  overview,
  loading = false,
}: {
  overview: AnalyticsOverview;
  loading?: boolean;
}) {
  const c = overview.currency;
  const figures: { label: string; value: string; scope?: string }[] = [
    {
      label: "Total Revenue",
      value: formatCurrency(overview.total_revenue, c),
      scope: `${FIGURE_SCOPE.attributed} · ${FIGURE_SCOPE.storeSalesBeside(formatCurrency(overview.store_net_sales, c))}`,
    },
    { label: "Total Orders", value: String(overview.total_orders), scope: FIGURE_SCOPE.attributed },
    {
      label: "Average Order Value",
      value: formatCurrency(overview.avg_order_value, c),
      scope: FIGURE_SCOPE.attributed,
    },
    { label: "Total Leads", value: String(overview.total_leads) },
    { label: "Converted Leads", value: String(overview.converted_leads) },
    { label: "Conversion Rate", value: formatPercent(overview.conversion_rate) },
  ];
  return (
    <section
      aria-label="Overview"
      aria-busy={loading}
      className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6"
    >
      {figures.map((f) => (
        <Card key={f.label} className="p-4">
          <p className="text-ink-muted text-xs">{f.label}</p>
          {loading ? (
            <p className="mt-1 h-7" data-figure-loading={f.label}>
              <span aria-hidden="true" className="block h-6 w-20 animate-pulse rounded bg-line" />
              <span className="sr-only">Loading</span>
            </p>
          ) : (
            <p className="mt-1 font-semibold text-ink text-xl" data-figure={f.label}>
              {f.value}
            </p>
          )}
          {f.scope && (
            <p className="mt-1 text-ink-muted text-xs" data-figure-scope={f.label}>
              {f.scope}
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}
