import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { RoutingStats } from "@shared/routing/routing.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatMinutes } from "./format-minutes";

function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="rounded-xl bg-surface-muted p-3">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="font-semibold text-ink text-xl" data-stat={name}>
        {value}
      </dd>
    </div>
  );
}

/** Overall Statistics: the spec's four figures, then SLA breaches and resolution time. */
export function OverallStatistics({ stats }: { stats: RoutingStats | undefined }) {
  const show = (n: number | undefined) => (n === undefined ? "…" : String(n));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ROUTING_TEXTS.statsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <Figure label={ROUTING_TEXTS.totalPending} name="pending" value={show(stats?.total_pending)} />
          <Figure
            label={ROUTING_TEXTS.completedToday}
            name="completed"
            value={show(stats?.completed_today)}
          />
          <Figure label={ROUTING_TEXTS.activeMembers} name="active" value={show(stats?.active_members)} />
          <Figure
            label={ROUTING_TEXTS.avgResponseTime}
            name="response"
            value={stats ? formatMinutes(stats.avg_response_minutes) : "…"}
          />
          <Figure
            label="Avg Resolution Time"
            name="resolution"
            value={stats ? formatMinutes(stats.avg_resolution_minutes) : "…"}
          />
          <Figure label="SLA Breaches" name="breaches" value={show(stats?.sla_breaches)} />
        </dl>
      </CardContent>
    </Card>
  );
}
