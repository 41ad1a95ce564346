import { ANALYTICS_TEXTS, FUNNEL_BAR_MIN_HEIGHT } from "@shared/analytics/analytics.constants";
import type { FunnelStage } from "@shared/analytics/analytics.schema";
import { Alert } from "@web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { cx } from "@web/lib/class-names";

interface CustomerActionsFunnelProps {
  stages: FunnelStage[];
  totalConversions: number;
  /** The load failure, if any: the funnel then shows zeros and this warning. */
  warning: string | null;
  /** Still loading: counts are placeholders, not zeros. */
  loading?: boolean;
}

const BAR_AREA = 160;

/** 'Customer Actions': messages sent through completed purchases, bars scaled to the widest stage. */
export function CustomerActionsFunnel({
  stages,
  totalConversions,
  warning,
  loading = false,
}: CustomerActionsFunnelProps) {
  const count = (n: number) => (loading ? "–" : String(n));
  const widest = Math.max(1, ...stages.map((s) => s.count));
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between">
        <CardTitle>{ANALYTICS_TEXTS.funnelTitle}</CardTitle>
        <p className="text-ink-muted text-sm">
          <span className="font-semibold text-ink text-xl" data-testid="total-conversions">
            {count(totalConversions)}
          </span>{" "}
          {ANALYTICS_TEXTS.totalConversions}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {warning && <Alert tone="warning">{warning}</Alert>}
        <ol className="flex items-end gap-3" aria-label={ANALYTICS_TEXTS.funnelTitle} aria-busy={loading}>
          {stages.map((s) => (
            <li
              key={s.id}
              className="flex flex-1 flex-col items-center gap-2 text-center"
              title={s.description}
            >
              <span className="font-semibold text-ink text-sm">{count(s.count)}</span>
              <div className="flex w-full items-end" style={{ height: BAR_AREA }}>
                <div
                  className={cx(
                    "w-full rounded-t-md",
                    loading ? "animate-pulse bg-line" : "bg-gradient-to-t from-brand-600 to-accent-400",
                  )}
                  style={{ height: Math.max(FUNNEL_BAR_MIN_HEIGHT, (s.count / widest) * BAR_AREA) }}
                />
              </div>
              <span className="text-ink text-xs">{s.label}</span>
              <span className="text-ink-muted text-xs">{loading ? "–" : `${s.percentage.toFixed(1)}%`}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
