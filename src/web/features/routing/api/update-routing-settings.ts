import { type RoutingSettings, routingSetupResponseSchema } from "@shared/routing/routing.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadRouting } from "./routing-query-keys";

export const updateRoutingSettings = (body: RoutingSettings) =>
  apiRequest("/api/routing/settings", { method: "PUT", body, schema: routingSetupResponseSchema });

export function useUpdateRoutingSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoutingSettings, onSettled: () => reloadRouting(queryClient) });
}
