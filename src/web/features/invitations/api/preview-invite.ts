import { type ConfirmInviteInput, invitationPreviewSchema } from "@shared/invitations/invitation.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/invitations/preview: the team and email a link invites, read without using it. */
export function useInvitePreview(input: ConfirmInviteInput | null) {
  return useQuery({
    queryKey: ["invitation-preview", input?.token_hash],
    queryFn: () =>
      apiRequest(`/api/invitations/preview?${new URLSearchParams(input ?? {})}`, {
        schema: invitationPreviewSchema,
      }),
    enabled: input !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
