import {
  type AcceptInviteResponse,
  acceptInviteResponseSchema,
  INVITATION_MESSAGES,
} from "@shared/invitations/invitation.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@web/lib/api-client";
import { ME_QUERY_KEY } from "@web/lib/me";

/** POST /api/accept-invite: joins the invited team with the invitation's role. */
export async function acceptInvite(): Promise<AcceptInviteResponse> {
  const result = await apiRequest("/api/accept-invite", {
    method: "POST",
    schema: acceptInviteResponseSchema,
  });
  if (!result.success) {
    throw new ApiError({ status: 200, message: result.error ?? INVITATION_MESSAGES.acceptFailed });
  }
  return result;
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    // The user's team and role just changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
