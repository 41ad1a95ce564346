import {
  type ResetLinkResponse,
  resetLinkResponseSchema,
} from "@shared/password-reset/password-reset.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { TEAM_MEMBERS_QUERY_KEY } from "./get-team-members";

const linkPath = (id: string, action: "link" | "resend") =>
  `/api/team/invitations/${encodeURIComponent(id)}/${action}`;

/** POST /api/team/invitations/:id/link or /resend: a fresh invitation link (resend also emails it). */
export function reissueInvitationLink(id: string, action: "link" | "resend"): Promise<ResetLinkResponse> {
  return apiRequest(linkPath(id, action), { method: "POST", schema: resetLinkResponseSchema });
}

export function useReissueInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "link" | "resend" }) =>
      reissueInvitationLink(id, action),
    // A new link moves the invitation's expiry.
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_QUERY_KEY }),
  });
}

/** POST /api/team/members/:id/reset-link: a password reset link the admin hands to a member. */
export function createMemberResetLink(memberId: string): Promise<ResetLinkResponse> {
  return apiRequest(`/api/team/members/${encodeURIComponent(memberId)}/reset-link`, {
    method: "POST",
    schema: resetLinkResponseSchema,
  });
}

export function useMemberResetLink() {
  return useMutation({ mutationFn: createMemberResetLink });
}
