import { zodResolver } from "@hookform/resolvers/zod";
import { ROUTING_TEAM_LABELS, ROUTING_TEAMS, ROUTING_URGENCIES } from "@shared/routing/routing.constants";
import { type RoutingSettings, updateRoutingSettingsSchema } from "@shared/routing/routing.schema";
import { Button } from "@web/components/ui/button";
import { useForm } from "react-hook-form";
import { useUpdateRoutingSettings } from "../api/update-routing-settings";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const toTime = (m: number | null) =>
  m === null ? "" : `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const fromTime = (v: string) => {
  if (!v) return null;
  const [h, m] = v.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="text-red-600 text-xs normal-case">{message}</span> : null;
}

/** Timezone, business hours, SLA targets per urgency and round-robin teams (admins). */
export function RoutingSettingsForm({
  initial,
  onError,
}: {
  initial: RoutingSettings;
  onError: (e: unknown) => void;
}) {
  const save = useUpdateRoutingSettings();
  const form = useForm({ resolver: zodResolver(updateRoutingSettingsSchema), defaultValues: initial });
  const { errors } = form.formState;
  const s = form.watch();
  const days = s.business_days ?? [0, 1, 2, 3, 4, 5, 6];
  const dirty = { shouldDirty: true };
  const toggleDay = (d: number) => {
    const next = days.includes(d) ? days.filter((x) => x !== d) : [...days, d].sort();
    form.setValue("business_days", next.length === 7 ? null : next, dirty);
  };
  const toggleTeam = (t: (typeof ROUTING_TEAMS)[number]) =>
    form.setValue(
      "auto_assign_teams",
      s.auto_assign_teams.includes(t)
        ? s.auto_assign_teams.filter((x) => x !== t)
        : [...s.auto_assign_teams, t],
      dirty,
    );
  return (
    <form
      noValidate
      className="flex flex-col gap-4 text-sm"
      onSubmit={form.handleSubmit((settings) => save.mutate(settings, { onError }))}
    >
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-xs">
          Timezone
          <input
            className="rounded-lg border border-line px-2 py-1 text-sm"
            aria-invalid={errors.timezone ? true : undefined}
            {...form.register("timezone")}
          />
          <FieldError message={errors.timezone?.message} />
        </label>
        <label className="flex flex-col gap-1 text-xs">
          Opens
          <input
            type="time"
            className="rounded-lg border border-line px-2 py-1 text-sm"
            aria-invalid={errors.open_minute ? true : undefined}
            value={toTime(s.open_minute)}
            onChange={(e) => form.setValue("open_minute", fromTime(e.target.value), dirty)}
          />
          <FieldError message={errors.open_minute?.message} />
        </label>
        <label className="flex flex-col gap-1 text-xs">
          Closes
          <input
            type="time"
            className="rounded-lg border border-line px-2 py-1 text-sm"
            aria-invalid={errors.close_minute ? true : undefined}
            value={toTime(s.close_minute)}
            onChange={(e) => form.setValue("close_minute", fromTime(e.target.value), dirty)}
          />
          <FieldError message={errors.close_minute?.message} />
        </label>
      </div>
      {s.open_minute === null && s.close_minute === null && (
        <p className="text-ink-muted text-xs">
          No opening hours set: SLA targets count every hour of the business days below.
        </p>
      )}
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
              aria-invalid={errors.sla_minutes?.[u] ? true : undefined}
              {...form.register(`sla_minutes.${u}`, { valueAsNumber: true })}
            />
            <FieldError message={errors.sla_minutes?.[u]?.message} />
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
