import {
  type RenderSavedReplyInput,
  renderedReplySchema,
  type SavedReplyInput,
  savedReplyListSchema,
  savedReplyResultSchema,
} from "@shared/inbox/saved-replies.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";

const KEY = ["inbox", "saved-replies"] as const;
const oneReply = savedReplyResultSchema;

/** GET /api/inbox/saved-replies */
export const savedRepliesQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => apiRequest("/api/inbox/saved-replies", { schema: savedReplyListSchema }),
  });

export function useSavedReplies() {
  return useQuery(savedRepliesQueryOptions());
}

/** POST (new) or PATCH (edit) /api/inbox/saved-replies, and DELETE. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SavedReplyInput & { id?: string }) =>
      apiRequest(id ? `/api/inbox/saved-replies/${id}` : "/api/inbox/saved-replies", {
        method: id ? "PATCH" : "POST",
        body: input,
        schema: oneReply,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/inbox/saved-replies/${id}`, {
        method: "DELETE",
        schema: z.object({ success: z.literal(true) }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/inbox/saved-replies/render: the variables filled for one message. */
export function renderSavedReply(input: RenderSavedReplyInput) {
  return apiRequest("/api/inbox/saved-replies/render", {
    method: "POST",
    body: input,
    schema: renderedReplySchema,
  });
}
