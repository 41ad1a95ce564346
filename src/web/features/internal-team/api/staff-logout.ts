import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { STAFF_SESSION_QUERY_KEY } from "./get-staff-session";
import { INTERNAL_QUERY_KEY } from "./internal-team-query-keys";

/** DELETE /api/internal/session: ends the staff session. */
export function staffLogout() {
  return apiRequest("/api/internal/session", { method: "DELETE" });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogout,
    // Staff data must not linger in memory after logging out, even if the call failed.
    onSettled: () => {
      queryClient.removeQueries({ queryKey: INTERNAL_QUERY_KEY });
      queryClient.setQueryData(STAFF_SESSION_QUERY_KEY, null);
    },
  });
}
