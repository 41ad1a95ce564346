import {
  type InboxSettings,
  inboxSettingsSchema,
  type ModerateMessageInput,
  moderationEventsResponseSchema,
  moderationResultSchema,
} from "@shared/inbox/moderation.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { moderationEventsQueryKey as eventsKey, reloadInbox } from "./inbox-query-keys";

const SETTINGS_KEY = ["inbox", "settings"] as const;

/** GET /api/inbox/messages/:id/moderation: the audit lines, newest first. */
export const moderationEventsQueryOptions = (messageId: string) =>
  queryOptions({
    queryKey: eventsKey(messageId),
    queryFn: () =>
      apiRequest(`/api/inbox/messages/${messageId}/moderation`, { schema: moderationEventsResponseSchema }),
  });

export function useModerationEvents(messageId: string) {
  return useQuery(moderationEventsQueryOptions(messageId));
}

/** POST /api/inbox/messages/:id/moderation: hide, unhide, mark_spam, not_spam. */
export function useModerateMessage(messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerateMessageInput) =>
      apiRequest(`/api/inbox/messages/${messageId}/moderation`, {
        method: "POST",
        body: input,
        schema: moderationResultSchema,
      }),
    onSettled: () => reloadInbox(queryClient),
  });
}

/** GET and PATCH /api/inbox/settings: the team's "hide spam on the platform" switch. */
export const inboxSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest("/api/inbox/settings", { schema: inboxSettingsSchema }),
  });

export function useInboxSettings() {
  return useQuery(inboxSettingsQueryOptions());
}

export function useSaveInboxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InboxSettings) =>
      apiRequest("/api/inbox/settings", { method: "PATCH", body: input, schema: inboxSettingsSchema }),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_KEY, data),
  });
}
