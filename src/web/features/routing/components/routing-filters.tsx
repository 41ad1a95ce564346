import {
  ROUTING_RANGE_LABELS,
  ROUTING_RANGES,
  ROUTING_TEAM_LABELS,
  ROUTING_TEAMS,
  ROUTING_TEXTS,
  ROUTING_URGENCIES,
} from "@shared/routing/routing.constants";
import type { RoutingFilters as Filters } from "@shared/routing/routing.schema";
import { inputClasses } from "@web/components/ui/input";

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-ink-muted text-xs">
      {label}
      <select
        className={inputClasses(false, "h-9 min-w-36 py-1 text-ink text-sm")}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Time range, team and urgency (spec 3, Team Dashboard). */
export function RoutingFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label="Time range"
        value={value.range}
        options={ROUTING_RANGES.map((r) => ({ value: r, label: ROUTING_RANGE_LABELS[r] }))}
        onChange={(range) => onChange({ ...value, range })}
      />
      <Select
        label="Team"
        value={value.team}
        options={[
          { value: "all" as const, label: ROUTING_TEXTS.allTeams },
          ...ROUTING_TEAMS.map((t) => ({ value: t, label: ROUTING_TEAM_LABELS[t] })),
        ]}
        onChange={(team) => onChange({ ...value, team })}
      />
      <Select
        label="Urgency"
        value={value.urgency}
        options={[
          { value: "all" as const, label: ROUTING_TEXTS.all },
          ...ROUTING_URGENCIES.map((u) => ({ value: u, label: u[0]!.toUpperCase() + u.slice(1) })),
        ]}
        onChange={(urgency) => onChange({ ...value, urgency })}
      />
    </div>
  );
}
