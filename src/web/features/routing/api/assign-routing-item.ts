import { type AssignItemInput, routingItemResultSchema } from "@shared/routing/routing.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadRouting } from "./routing-query-keys";

export const assignRoutingItem = ({ id, ...body }: AssignItemInput & { id: string }) =>
  apiRequest(`/api/routing/items/${id}/assign`, { method: "POST", body, schema: routingItemResultSchema });

export function useAssignRoutingItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignRoutingItem, onSettled: () => reloadRouting(queryClient) });
}
