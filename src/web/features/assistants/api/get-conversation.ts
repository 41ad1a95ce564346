import { conversationSchema } from "@shared/assistants/assistants.schema";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/assistants/conversations/:id: a past chat, opened from the history list. */
export const getConversation = (id: string) =>
  apiRequest(`/api/assistants/conversations/${encodeURIComponent(id)}`, { schema: conversationSchema });
