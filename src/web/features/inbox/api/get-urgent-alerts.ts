import { alertListSchema } from "@shared/assistants/assistants.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/assistants/alerts/urgent: Galara's urgent findings of the last day, for the banner. */
export const urgentAlertsQuery = () =>
  queryOptions({
    queryKey: ["inbox", "urgent-alerts"],
    queryFn: () => apiRequest("/api/assistants/alerts/urgent", { schema: alertListSchema }),
    refetchInterval: 60_000,
  });

export const useUrgentAlerts = () => useQuery(urgentAlertsQuery());
