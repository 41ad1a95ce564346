import type { RemoveMemberInput } from "@shared/teams/teams.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { TEAM_MEMBERS_QUERY_KEY } from "./get-team-members";

/** DELETE /api/team/members: an admin removes another member. */
export function removeMember(input: RemoveMemberInput) {
  return apiRequest("/api/team/members", { method: "DELETE", body: input });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY }),
  });
}
