import { ROUTING_TEAM_LABELS, workloadTone } from "@shared/routing/routing.constants";
import type { TeamCard as Card } from "@shared/routing/routing.schema";
import { Badge } from "@web/components/ui/badge";
import { cx } from "@web/lib/class-names";
import { formatMinutes } from "./format-minutes";

const BAR = { red: "bg-red-500", orange: "bg-orange-500", green: "bg-emerald-500" } as const;

function Figure({ label, name, value }: { label: string; name: string; value: number }) {
  return (
    <div>
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="font-semibold text-ink" data-figure={name}>
        {value}
      </dd>
    </div>
  );
}

/** One routing team: members, active members, capacity, the workload bar and pending count. */
export function TeamCard({ card }: { card: Card }) {
  const label = ROUTING_TEAM_LABELS[card.team as keyof typeof ROUTING_TEAM_LABELS] ?? card.team;
  const percent = Math.min(100, card.workload_percent);
  return (
    <section
      aria-label={label}
      data-team={card.team}
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{label}</h3>
        {card.auto_assign && <Badge tone="neutral">Round robin</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Figure label="Members" name="members" value={card.members} />
        <Figure label="Active" name="active" value={card.active_members} />
        <Figure label="Capacity" name="capacity" value={card.capacity} />
        <Figure label="Pending" name="pending" value={card.pending} />
      </dl>
      <div>
        <div className="mb-1 flex justify-between text-ink-muted text-xs">
          <span>Workload</span>
          <span>
            {card.open} open · {percent}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`${label} workload`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className={cx("h-full rounded-full", BAR[workloadTone(percent)])}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className="text-ink-muted text-xs">Avg response: {formatMinutes(card.avg_response_minutes)}</p>
    </section>
  );
}
