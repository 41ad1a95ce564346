import { NAV_COUNTS_REFRESH_MS, type NavCounts, navCountsSchema } from "@shared/overview/nav-counts.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { useLocation } from "react-router";

/** Pending messages and leads for the sidebar: every 30 s and on every page change (spec 3). */
export function useNavCounts() {
  const { pathname } = useLocation();
  return useQuery({
    queryKey: ["nav-counts", pathname],
    queryFn: async (): Promise<NavCounts> =>
      navCountsSchema.parse(await apiRequest("/api/overview/nav-counts")),
    refetchInterval: NAV_COUNTS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}
