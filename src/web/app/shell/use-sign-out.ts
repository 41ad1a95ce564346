import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { SESSION_QUERY_KEY } from "@web/lib/session";
import { useNavigate } from "react-router";

/** POST /api/auth/sign-out, then forget everything about the user and return to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("/api/auth/sign-out", { method: "POST", body: {} }),
    // Local state is cleared even when the call fails: the spec signs out locally at once.
    onSettled: () => {
      // Session first, so that / renders the landing page instead of bouncing back to /dashboard.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      navigate("/", { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}
