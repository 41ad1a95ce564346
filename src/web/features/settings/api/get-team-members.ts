import { teamMembersResponseSchema } from "@shared/teams/teams.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const TEAM_MEMBERS_QUERY_KEY = ["team", "members"] as const;

/** GET /api/team/members: members, pending invitations and seat counts of the signed-in user's team. */
export function getTeamMembers() {
  return apiRequest("/api/team/members", { schema: teamMembersResponseSchema });
}

export const teamMembersQueryOptions = queryOptions({
  queryKey: TEAM_MEMBERS_QUERY_KEY,
  queryFn: getTeamMembers,
});

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions);
}
