import {
  ANALYTICS_TEXTS,
  DEFAULT_TIMEFRAME,
  FUNNEL_STAGES,
  type Timeframe,
} from "@shared/analytics/analytics.constants";
import type { FunnelStage } from "@shared/analytics/analytics.schema";
import { emptyOverview } from "@shared/analytics/empty-overview";
import { errorMessage } from "@web/lib/api-client";
import { useEffect, useState } from "react";
import { useDashboardOverview } from "../api/get-dashboard-overview";
import { useFunnel } from "../api/get-funnel";
import { useOrdersByLocation } from "../api/get-orders-by-location";
import { useRevenue } from "../api/get-revenue";
import { useTopProducts } from "../api/get-top-products";
import { CustomerActionsFunnel } from "../components/customer-actions-funnel";
import { OrdersByLocation } from "../components/orders-by-location";
import { OverviewFigures } from "../components/overview-figures";
import { ProductSalesTable } from "../components/product-sales-table";
import { SalesChart } from "../components/sales-chart";
import { TimeframeSelector } from "../components/timeframe-selector";

const zeroStages: FunnelStage[] = FUNNEL_STAGES.map((s) => ({
  id: s.id,
  label: s.label,
  description: s.description,
  count: 0,
  percentage: 0,
  previousCount: 0,
  change: 0,
}));

/** /dashboard: the analytics dashboard of spec 2 with the overview figures, on the team's real data. */
export function AnalyticsDashboardPage() {
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [compare, setCompare] = useState(false);
  const revenue = useRevenue(timeframe, compare);
  const products = useTopProducts(timeframe);
  const funnel = useFunnel(timeframe);
  const locations = useOrdersByLocation(timeframe);
  const overview = useDashboardOverview(timeframe);

  // The spec logs these failures and empties the data; the page shows the empty state.
  useEffect(() => {
    for (const [name, q] of [
      ["revenue", revenue],
      ["products", products],
      ["locations", locations],
      ["overview", overview],
    ] as const) {
      if (q.isError) console.error(`Failed to load ${name} analytics`, q.error);
    }
  }, [revenue, products, locations, overview]);

  const currency = overview.data?.data.currency ?? revenue.data?.currency ?? products.data?.currency;
  const funnelData = funnel.data?.data;
  const funnelWarning = funnel.isError
    ? ANALYTICS_TEXTS.incomplete(errorMessage(funnel.error, ANALYTICS_TEXTS.funnelFailed))
    : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl text-ink">Analytics</h1>
          <p className="text-ink-muted text-sm">Revenue and customer actions from your conversations.</p>
        </div>
        <TimeframeSelector value={timeframe} onChange={setTimeframe} />
      </div>
      <OverviewFigures
        overview={overview.isError || !overview.data ? emptyOverview(currency) : overview.data.data}
        loading={overview.isPending}
      />
      <SalesChart
        timeframe={timeframe}
        current={revenue.isError ? [] : (revenue.data?.data.current_period ?? [])}
        comparison={revenue.isError ? [] : (revenue.data?.data.comparison_period ?? [])}
        currency={currency ?? "CAD"}
        compare={compare}
        onCompareChange={setCompare}
        error={revenue.isError ? ANALYTICS_TEXTS.revenueFailed : null}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProductSalesTable
          rows={products.isError ? [] : (products.data?.data ?? [])}
          currency={currency ?? "CAD"}
          loading={products.isPending}
        />
        <OrdersByLocation
          locations={locations.isError ? [] : (locations.data?.data.locations ?? [])}
          loading={locations.isPending}
        />
      </div>
      <CustomerActionsFunnel
        stages={funnel.isError || !funnelData ? zeroStages : funnelData.stages}
        totalConversions={funnel.isError ? 0 : (funnelData?.total_conversions ?? 0)}
        warning={funnelWarning}
        loading={funnel.isPending}
      />
    </div>
  );
}
