import { communityCardsSchema } from "@shared/community/community.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/community/cards: Total Members, Ambassadors, Abandon Cart and Events. */
export function getCommunityCards() {
  return apiRequest("/api/community/cards", { schema: communityCardsSchema });
}

export function useCommunityCards() {
  return useQuery({ queryKey: ["community", "cards"], queryFn: getCommunityCards });
}
