import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { conversationListSchema } from "@shared/assistants/assistants.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const conversationsQuery = (assistant: AssistantKey) =>
  queryOptions({
    queryKey: ["assistants", assistant, "conversations"],
    queryFn: () =>
      apiRequest(`/api/assistants/${assistant}/conversations`, { schema: conversationListSchema }),
  });

export const useConversations = (assistant: AssistantKey) => useQuery(conversationsQuery(assistant));
