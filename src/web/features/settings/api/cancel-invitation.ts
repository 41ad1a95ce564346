import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { TEAM_MEMBERS_QUERY_KEY } from "./get-team-members";

/** DELETE /api/team/invitations/:id: an admin withdraws a pending invitation, freeing its seat. */
export function cancelInvitation(invitationId: string) {
  return apiRequest(`/api/team/invitations/${encodeURIComponent(invitationId)}`, { method: "DELETE" });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY }),
  });
}
