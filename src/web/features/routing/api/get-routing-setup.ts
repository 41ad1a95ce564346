import { routingSetupResponseSchema } from "@shared/routing/routing.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { routingKey } from "./routing-query-keys";

export const getRoutingSetup = () => apiRequest("/api/routing/setup", { schema: routingSetupResponseSchema });

export const routingSetupQueryOptions = () =>
  queryOptions({ queryKey: routingKey("setup"), queryFn: getRoutingSetup });

export function useRoutingSetup() {
  return useQuery(routingSetupQueryOptions());
}
