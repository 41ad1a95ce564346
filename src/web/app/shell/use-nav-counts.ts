import { NAV_COUNTS_REFRESH_MS, type NavCounts, navCountsSchema } from "@shared/overview/nav-counts.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { NAV_COUNTS_QUERY_KEY } from "@web/lib/nav-counts-query";
import { useLocation } from "react-router";

/**
 * Pending messages and leads for the sidebar: every 30 s and on every page change (spec 3), and
 * with the inbox whenever its list reloads (`reloadInbox`), so the count never lags the list.
 */
export function useNavCounts() {
  const { pathname } = useLocation();
  return useQuery({
    queryKey: [...NAV_COUNTS_QUERY_KEY, pathname],
    queryFn: async (): Promise<NavCounts> =>
      navCountsSchema.parse(await apiRequest("/api/overview/nav-counts")),
    refetchInterval: NAV_COUNTS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}
