/** The sidebar's counts (`useNavCounts`), one query per page; a change to the inbox reloads them all. */
export const NAV_COUNTS_QUERY_KEY = ["nav-counts"] as const;
