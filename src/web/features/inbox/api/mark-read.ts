import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { INBOX_QUERY_KEY } from "./inbox-query-keys";

export type ReadTarget = { kind: "message" | "thread"; id: string };

/** POST /api/inbox/messages/:id/read or /api/inbox/threads/:id/read. */
export function markRead(target: ReadTarget) {
  const base = target.kind === "message" ? "/api/inbox/messages" : "/api/inbox/threads";
  return apiRequest(`${base}/${encodeURIComponent(target.id)}/read`, { method: "POST", body: {} });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    // Read-mark errors are only logged; the list stays as it is (spec 2 §8).
    onError: (error) => console.error("Failed to mark as read", error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
