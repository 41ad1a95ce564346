import { alertListSchema } from "@shared/assistants/assistants.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const alertsQuery = () =>
  queryOptions({
    queryKey: ["assistants", "alerts"],
    queryFn: () => apiRequest("/api/assistants/alerts", { schema: alertListSchema }),
    refetchInterval: 30_000,
  });

export const useAlerts = () => useQuery(alertsQuery());
