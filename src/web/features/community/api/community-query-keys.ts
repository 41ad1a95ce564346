/** Every community query starts with this key: a merge, split or undo reloads them all. */
export const COMMUNITY_QUERY_KEY = ["community"] as const;
