import { ambassadorInviteSchema } from "@shared/community/ambassador-invites.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ambassadorInvitesQueryOptions } from "./get-ambassador-invites";

const listKey = () => ambassadorInvitesQueryOptions().queryKey;

/**
 * POST /api/community/ambassador-invites: puts the member on the list. The invite the server returns
 * goes to the top of the cached list; the list reloads after success or failure (a 409 means someone else
 * invited the member meanwhile, and the reload shows it).
 */
export function useInviteAmbassador() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest("/api/community/ambassador-invites", {
        method: "POST",
        body: { memberId },
        schema: ambassadorInviteSchema,
      }),
    onSuccess: (invite) =>
      client.setQueryData(listKey(), (old) =>
        old ? { invites: [invite, ...old.invites.filter((i) => i.id !== invite.id)] } : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: listKey() }),
  });
}
