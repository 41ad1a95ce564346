import { type OverrideAutomationInput, overrideAutomationResponseSchema } from "@shared/inbox/inbox.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadInbox } from "./inbox-query-keys";

/** POST /api/inbox/override-automation: stop_auto, send_now or take_over. */
export function overrideAutomation(input: OverrideAutomationInput) {
  return apiRequest("/api/inbox/override-automation", {
    method: "POST",
    body: input,
    schema: overrideAutomationResponseSchema,
  });
}

export function useOverrideAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideAutomation,
    // Automation errors are only logged (spec 2 §8).
    onError: (error) => console.error("Failed to override automation", error),
    onSettled: () => reloadInbox(queryClient),
  });
}
