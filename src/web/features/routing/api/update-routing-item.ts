import { routingItemResultSchema } from "@shared/routing/routing.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadRouting } from "./routing-query-keys";

export type ItemAction = "start" | "complete";

/** POST /api/routing/items/:id/start or /complete; the queue reloads either way. */
export const updateRoutingItem = ({ id, action }: { id: string; action: ItemAction }) =>
  apiRequest(`/api/routing/items/${id}/${action}`, {
    method: "POST",
    body: {},
    schema: routingItemResultSchema,
  });

export function useUpdateRoutingItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoutingItem, onSettled: () => reloadRouting(queryClient) });
}
