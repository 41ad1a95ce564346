import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { RoutingFilters as Filters } from "@shared/routing/routing.schema";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useAssignRoutingItem } from "../api/assign-routing-item";
import { useRoutingSetup } from "../api/get-routing-setup";
import { useTeamDashboard } from "../api/get-team-dashboard";
import { reloadRouting } from "../api/routing-query-keys";
import { type ItemAction, useUpdateRoutingItem } from "../api/update-routing-item";
import { OverallStatistics } from "../components/overall-statistics";
import { PeopleTable } from "../components/people-table";
import { RoutingFilters } from "../components/routing-filters";
import { RoutingQueue } from "../components/routing-queue";
import { RoutingSetupPanel } from "../components/routing-setup-panel";
import { TeamCard } from "../components/team-card";
import { useRoutingRealtime } from "../hooks/use-routing-realtime";

/** /dashboard/team-dashboard (spec 3): teams, the routing queue and statistics, live. */
export function TeamDashboardPage() {
  const [filters, setFilters] = useState<Filters>({ range: "week", team: "all", urgency: "all" });
  const queryClient = useQueryClient();
  const dashboard = useTeamDashboard(filters);
  const setup = useRoutingSetup();
  const update = useUpdateRoutingItem();
  const assign = useAssignRoutingItem();
  const [actionError, setActionError] = useState<string | null>(null);
  useRoutingRealtime();

  const me = setup.data?.me.user_id ?? null;
  const isAdmin = setup.data?.me.role === "admin";
  const onError = (error: unknown) =>
    setActionError(`${ROUTING_TEXTS.updateFailed}. ${errorMessage(error, "")}`.trim());
  const act = (id: string, action: ItemAction) => {
    setActionError(null);
    update.mutate({ id, action }, { onError });
  };
  const loadFailed = dashboard.isError;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl text-ink">{ROUTING_TEXTS.title}</h1>
          <p className="text-ink-muted text-sm">Who answers what, how fast, and what is waiting.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <RoutingFilters value={filters} onChange={setFilters} />
          <Button variant="outline" onClick={() => void reloadRouting(queryClient)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {ROUTING_TEXTS.refresh}
          </Button>
        </div>
      </div>
      {loadFailed && <Alert tone="error">{ROUTING_TEXTS.loadFailed}</Alert>}
      {actionError && <Alert tone="error">{actionError}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {dashboard.data?.teams.map((card) => (
          <TeamCard key={card.team} card={card} />
        ))}
      </div>
      {/* min-w-0: a grid column never grows past the screen to fit its widest content. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RoutingQueue
            queue={dashboard.data?.queue}
            me={me}
            busyId={update.isPending ? (update.variables?.id ?? null) : null}
            onAction={act}
            assignees={isAdmin ? (setup.data?.people ?? []) : null}
            onAssign={(id, userId) => {
              setActionError(null);
              assign.mutate({ id, user_id: userId }, { onError });
            }}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OverallStatistics stats={dashboard.data?.stats} />
        </div>
      </div>
      <PeopleTable people={dashboard.data?.stats.people ?? []} />
      {isAdmin && setup.data && <RoutingSetupPanel setup={setup.data} onError={onError} />}
    </div>
  );
}
