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
    <tr className="border-line border-t" data-setup-person={person.name}>
      <td className="py-2 pr-3 text-ink">
        {person.name}
        <span className="block text-ink-muted text-xs">{person.email}</span>
      </td>
      <td className="py-2 pr-3">
        <input
          type="number"
          min={1}
          max={500}
          aria-label={`Capacity of ${person.name}`}
          className="w-20 rounded-lg border border-line px-2 py-1"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </td>
      <td className="py-2 pr-3">
        <div className="flex flex-wrap gap-2">
          {ROUTING_TEAMS.map((team) => (
            <label key={team} className="flex items-center gap-1 text-xs">
              <input type="checkbox" checked={teams.includes(team)} onChange={() => toggle(team)} />
              {ROUTING_TEAM_LABELS[team]}
            </label>
          ))}
        </div>
      </td>
      <td className="py-2">
        <Button
          size="sm"
          variant="outline"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({ userId: person.user_id, capacity: Number(capacity), teams }, { onError })
          }
        >
          Save
        </Button>
      </td>
    </tr>
  );
}
