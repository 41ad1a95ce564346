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
        <div className="flex flex-col gap-1">
          <h3 className="font-medium text-ink text-sm">Capacity and routing teams per person</h3>
          <ul aria-label="People's capacity and routing teams">
            {setup.people.map((p) => (
              <PersonSetupRow
                key={`${p.user_id}-${p.capacity}-${p.teams.join()}`}
                person={p}
                onError={onError}
              />
            ))}
          </ul>
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
