import type { MemberProfile, MemberProfileInput } from "@shared/community/community.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMUNITY_QUERY_KEY } from "./community-query-keys";

/** POST merges, splits and undos: each changes who is who, so every community query reloads. */
function useCommunityMutation<T>(request: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY }),
  });
}

export const useMergeMembers = () =>
  useCommunityMutation((body: { keepId: string; otherId: string }) =>
    apiRequest("/api/community/merges", { method: "POST", body }),
  );

export const useSplitMember = (memberId: string) =>
  useCommunityMutation((identityIds: string[]) =>
    apiRequest(`/api/community/members/${encodeURIComponent(memberId)}/split`, {
      method: "POST",
      body: { identityIds },
    }),
  );

export const useUndoMerge = () =>
  useCommunityMutation((mergeId: string) =>
    apiRequest(`/api/community/merges/${encodeURIComponent(mergeId)}/undo`, { method: "POST" }),
  );

/** PATCH a member's tags, notes or marketing consent. */
export const useUpdateMemberProfile = (memberId: string) =>
  useCommunityMutation((body: MemberProfileInput) =>
    apiRequest<MemberProfile>(`/api/community/members/${encodeURIComponent(memberId)}`, {
      method: "PATCH",
      body,
    }),
  );
