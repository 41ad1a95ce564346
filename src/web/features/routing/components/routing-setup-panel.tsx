import type { RoutingSetup } from "@shared/routing/routing.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { PersonSetupRow } from "./person-setup-row";
import { RoutingSettingsForm } from "./routing-settings-form";

/** Admins: who is in which routing team, capacity per person, hours and SLA targets. */
export function RoutingSetupPanel({
  setup,
  onError,
}: {
  setup: RoutingSetup;
  onError: (e: unknown) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Teams, capacity and SLA targets</CardTitle>
        <CardDescription>Capacity is how many open items a person holds at once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-muted text-xs">
              <tr>
                <th className="py-1 pr-3 font-medium">Person</th>
                <th className="py-1 pr-3 font-medium">Capacity</th>
                <th className="py-1 pr-3 font-medium">Routing teams</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Save</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {setup.people.map((p) => (
                <PersonSetupRow
                  key={`${p.user_id}-${p.capacity}-${p.teams.join()}`}
                  person={p}
                  onError={onError}
                />
              ))}
            </tbody>
          </table>
        </div>
        <RoutingSettingsForm
          key={JSON.stringify(setup.settings)}
          initial={setup.settings}
          onError={onError}
        />
      </CardContent>
    </Card>
  );
}
