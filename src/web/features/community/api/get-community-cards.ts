import { communityCardsSchema } from "@shared/community/community.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMUNITY_QUERY_KEY } from "./community-query-keys";

/** GET /api/community/cards: Total Members, Ambassadors, Abandon Cart and Events. */
export function getCommunityCards() {
  return apiRequest("/api/community/cards", { schema: communityCardsSchema });
}

export const communityCardsQueryOptions = () =>
  queryOptions({ queryKey: [...COMMUNITY_QUERY_KEY, "cards"], queryFn: getCommunityCards });

export function useCommunityCards() {
  return useQuery(communityCardsQueryOptions());
}
