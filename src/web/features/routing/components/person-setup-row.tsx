import { ROUTING_TEAM_LABELS, ROUTING_TEAMS } from "@shared/routing/routing.constants";
import type { RoutingPerson } from "@shared/routing/routing.schema";
import { Button } from "@web/components/ui/button";
import { useState } from "react";
import { useUpdateRoutingPerson } from "../api/update-routing-person";

type Team = (typeof ROUTING_TEAMS)[number];

/** An admin sets one person's capacity and routing teams. */
export function PersonSetupRow({
  person,
  onError,
}: {
  person: RoutingPerson;
  onError: (e: unknown) => void;
}) {
  const save = useUpdateRoutingPerson();
  const [capacity, setCapacity] = useState(String(person.capacity));
  const [teams, setTeams] = useState<Team[]>(person.teams as Team[]);
  const toggle = (team: Team) =>
    setTeams((current) => (current.includes(team) ? current.filter((t) => t !== team) : [...current, team]));
  return (
    // Side by side from the small breakpoint up; stacked on a phone, the team labels wrapping.
    <li
      className="flex flex-col gap-3 border-line border-t py-3 first:border-t-0 sm:flex-row sm:flex-wrap sm:items-center md:flex-nowrap"
      data-setup-person={person.name}
    >
      <div className="min-w-0 sm:w-48 sm:shrink-0">
        <p className="truncate text-ink text-sm" title={person.name}>
          {person.name}
        </p>
        <p className="truncate text-ink-muted text-xs" title={person.email}>
          {person.email}
        </p>
      </div>
      <label className="flex items-center gap-2 text-ink-muted text-xs">
        Capacity
        <input
          type="number"
          min={1}
          max={500}
          aria-label={`Capacity of ${person.name}`}
          className="w-20 rounded-lg border border-line px-2 py-1 text-ink text-sm"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </label>
      <fieldset className="m-0 min-w-0 flex-1 border-0 p-0">
        <legend className="sr-only">{`Routing teams of ${person.name}`}</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1.5">
          {ROUTING_TEAMS.map((team) => (
            <label key={team} className="flex items-center gap-1 text-xs">
              <input type="checkbox" checked={teams.includes(team)} onChange={() => toggle(team)} />
              {ROUTING_TEAM_LABELS[team]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        size="sm"
        variant="outline"
        className="self-start sm:self-center"
        disabled={save.isPending}
        onClick={() =>
          save.mutate({ userId: person.user_id, capacity: Number(capacity), teams }, { onError })
        }
      >
        Save
      </Button>
    </li>
  );
}
