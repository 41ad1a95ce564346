import { type ConfirmInviteInput, confirmInviteResponseSchema } from "@shared/invitations/invitation.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { resetUserData } from "@web/lib/session";

/** POST /api/invitations/confirm: verifies the one-time token and signs the invited account in. */
export function confirmInvite(input: ConfirmInviteInput) {
  return apiRequest("/api/invitations/confirm", {
    method: "POST",
    body: input,
    schema: confirmInviteResponseSchema,
  });
}

export function useConfirmInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmInvite,
    // The cookie now belongs to the invited account; forget whoever was signed in before.
    onSuccess: () => resetUserData(queryClient),
  });
}
