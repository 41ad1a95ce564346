import { ROUTING_TEAM_LABELS, ROUTING_TEAMS, ROUTING_URGENCIES } from "@shared/routing/routing.constants";
import type { RoutingSettings } from "@shared/routing/routing.schema";
import { Button } from "@web/components/ui/button";
import { useState } from "react";
import { useUpdateRoutingSettings } from "../api/update-routing-settings";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const toTime = (m: number | null) =>
  m === null ? "" : `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const fromTime = (v: string) => {
  if (!v) return null;
  const [h, m] = v.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Timezone, business hours, SLA targets per urgency and round-robin teams (admins). */
export function RoutingSettingsForm({
  initial,
  onError,
}: {
  initial: RoutingSettings;
  onError: (e: unknown) => void;
}) {
  const save = useUpdateRoutingSettings();
  const [s, setS] = useState(initial);
  const days = s.business_days ?? [0, 1, 2, 3, 4, 5, 6];
  const toggleDay = (d: number) => {
    const next = days.includes(d) ? days.filter((x) => x !== d) : [...days, d].sort();
    setS({ ...s, business_days: next.length === 7 ? null : next });
  };
  const toggleTeam = (t: (typeof ROUTING_TEAMS)[number]) =>
    setS({
      ...s,
      auto_assign_teams: s.auto_assign_teams.includes(t)
        ? s.auto_assign_teams.filter((x) => x !== t)
        : [...s.auto_assign_teams, t],
    });
  return (
    <form
      className="flex flex-col gap-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(s, { onError });
      }}
    >
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-xs">
          Timezone
          <input
            className="rounded-lg border border-line px-2 py-1 text-sm"
            value={s.timezone}
            onChange={(e) => setS({ ...s, timezone: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs">
          Opens
          <input
            type="time"
            className="rounded-lg border border-line px-2 py-1 text-sm"
            value={toTime(s.open_minute)}
            onChange={(e) => setS({ ...s, open_minute: fromTime(e.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs">
          Closes
          <input
            type="time"
            className="rounded-lg border border-line px-2 py-1 text-sm"
            value={toTime(s.close_minute)}
            onChange={(e) => setS({ ...s, close_minute: fromTime(e.target.value) })}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-xs">Business days</legend>
        {DAYS.map((d, i) => (
          <label key={d} className="flex items-center gap-1 text-xs">
            <input type="checkbox" checked={days.includes(i)} onChange={() => toggleDay(i)} />
            {d}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-xs">SLA targets, first response (minutes)</legend>
        {ROUTING_URGENCIES.map((u) => (
          <label key={u} className="flex flex-col gap-1 text-xs capitalize">
            {u}
            <input
              type="number"
              min={1}
              className="w-24 rounded-lg border border-line px-2 py-1 text-sm"
              value={s.sla_minutes[u]}
              onChange={(e) => setS({ ...s, sla_minutes: { ...s.sla_minutes, [u]: Number(e.target.value) } })}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-xs">Assign new items round robin among active members</legend>
        {ROUTING_TEAMS.map((t) => (
          <label key={t} className="flex items-center gap-1 text-xs">
            <input type="checkbox" checked={s.auto_assign_teams.includes(t)} onChange={() => toggleTeam(t)} />
            {ROUTING_TEAM_LABELS[t]}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save routing settings
        </Button>
      </div>
    </form>
  );
}
