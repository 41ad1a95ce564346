import { apiRequest } from "@web/lib/api-client";

/** POST /api/inbox/mark-suggestion-used: a failure is only logged. */
export async function markSuggestionUsed(suggestionId: string) {
  try {
    await apiRequest("/api/inbox/mark-suggestion-used", {
      method: "POST",
      body: { suggestion_id: suggestionId, response_type: "sent" },
    });
  } catch (error) {
    console.error("Failed to mark suggestion used", error);
  }
}
