import {
  type AmbassadorInviteStatus,
  ambassadorInviteSchema,
} from "@shared/community/ambassador-invites.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ambassadorInvitesQueryOptions } from "./get-ambassador-invites";

const listKey = () => ambassadorInvitesQueryOptions().queryKey;

/**
 * PATCH /api/community/ambassador-invites/:id: records joined / declined (or back to invited). The new
 * status shows at once; a refusal puts the previous list back.
 */
export function useUpdateAmbassadorInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AmbassadorInviteStatus }) =>
      apiRequest(`/api/community/ambassador-invites/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { status },
        schema: ambassadorInviteSchema,
      }),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: listKey() });
      const previous = client.getQueryData(listKey());
      client.setQueryData(listKey(), (old) =>
        old
          ? {
              invites: old.invites.map((i) =>
                i.id === id ? { ...i, status, status_changed_at: new Date().toISOString() } : i,
              ),
            }
          : old,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(listKey(), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKey() }),
  });
}
