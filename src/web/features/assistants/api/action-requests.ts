import { actionResponseSchema } from "@shared/assistants/assistants.schema";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/assistants/actions/:id: a running action's progress (polled while it runs). */
export const actionQuery = (id: string) =>
  queryOptions({
    queryKey: ["assistants", "action", id],
    queryFn: () =>
      apiRequest(`/api/assistants/actions/${encodeURIComponent(id)}`, { schema: actionResponseSchema }),
    refetchInterval: (query) => (query.state.data?.action.status === "running" ? 1000 : false),
  });

export type ActionDecision = "confirm" | "cancel" | "undo";

/** POST .../confirm, .../cancel and .../undo: the person's decision on a previewed action. */
export const decideAction = (id: string, decision: ActionDecision) =>
  apiRequest(`/api/assistants/actions/${encodeURIComponent(id)}/${decision}`, {
    method: "POST",
    schema: actionResponseSchema,
  });
