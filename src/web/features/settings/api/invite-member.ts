import type { InviteMemberInput } from "@shared/teams/teams.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { TEAM_MEMBERS_QUERY_KEY } from "./get-team-members";

/** POST /api/team/invitations: 409 TEAM_LIMIT when members plus pending invitations reach the limit. */
export function inviteMember(input: InviteMemberInput) {
  return apiRequest("/api/team/invitations", { method: "POST", body: input });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    // Refresh on failure too: a 409 means our seat count was stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY }),
  });
}
