import { ANALYTICS_TEXTS, FIGURE_SCOPE } from "@shared/analytics/analytics.constants";
import type { Location } from "@shared/analytics/analytics.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** 'Orders by location': the top 3, each with a bar, its count and its share of all orders. */
export function OrdersByLocation({ locations, loading }: { locations: Location[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ANALYTICS_TEXTS.locationsTitle}</CardTitle>
        <p className="text-ink-muted text-xs">{FIGURE_SCOPE.storeOrders}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {locations.length === 0 ? (
          <p className="py-6 text-center text-ink-muted text-sm">
            {loading ? "Loading..." : ANALYTICS_TEXTS.noOrders}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={ANALYTICS_TEXTS.locationsTitle}>
            {locations.map((l) => (
              <li key={l.location} className="flex flex-col gap-1">
                <div className="flex justify-between text-sm">
                  <span className="text-ink">{l.location}</span>
                  <span className="text-ink-muted">
                    {l.count} ({l.percentage.toFixed(1)}%)
                  </span>
                </div>
                <div
                  className="h-2 rounded-full bg-brand-50"
                  role="progressbar"
                  aria-label={`${l.location} share of orders`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={l.percentage}
                >
                  <div
                    className="h-2 rounded-full bg-brand-500"
                    style={{ width: `${Math.min(100, l.percentage)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="text-ink-muted text-xs">{ANALYTICS_TEXTS.locationsFooter}</p>
      </CardContent>
    </Card>
  );
}
