import { routingSetupResponseSchema, type UpdatePersonInput } from "@shared/routing/routing.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadRouting } from "./routing-query-keys";

export const updateRoutingPerson = ({ userId, ...body }: UpdatePersonInput & { userId: string }) =>
  apiRequest(`/api/routing/people/${encodeURIComponent(userId)}`, {
    method: "PUT",
    body,
    schema: routingSetupResponseSchema,
  });

export function useUpdateRoutingPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoutingPerson, onSettled: () => reloadRouting(queryClient) });
}
