import { ambassadorInviteListSchema } from "@shared/community/ambassador-invites.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMUNITY_QUERY_KEY } from "./community-query-keys";

/** The ambassador list as CSV (Handle, Email, Status, Invited by, Invited at, Status changed at). */
export const AMBASSADOR_INVITES_CSV_PATH = "/api/community/ambassador-invites.csv";

/** GET /api/community/ambassador-invites: the team's ambassador list, newest invite first. */
export function getAmbassadorInvites() {
  return apiRequest("/api/community/ambassador-invites", { schema: ambassadorInviteListSchema });
}

const ambassadorInvitesQueryKey = [...COMMUNITY_QUERY_KEY, "ambassador-invites"] as const;

export const ambassadorInvitesQueryOptions = () =>
  queryOptions({ queryKey: ambassadorInvitesQueryKey, queryFn: getAmbassadorInvites });

export function useAmbassadorInvites(enabled = true) {
  return useQuery({ ...ambassadorInvitesQueryOptions(), enabled });
}
