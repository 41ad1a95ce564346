import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiRequest } from "./api-client";
import { forgetReplyDrafts } from "./reply-drafts";
import { forgetUserData, SESSION_QUERY_KEY } from "./session";

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
      forgetUserData(queryClient);
      forgetReplyDrafts();
    },
  });
}
