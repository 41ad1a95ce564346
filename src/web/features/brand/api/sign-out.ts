import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { SESSION_QUERY_KEY } from "@web/lib/session";
import { useNavigate } from "react-router";

/** POST /api/auth/sign-out from the brand page header; local state is cleared even if the call fails. */
export function useBrandSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("/api/auth/sign-out", { method: "POST", body: {} }),
    onSettled: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      navigate("/", { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}
