/** Every staff query starts with this key: logging out drops them all. */
export const INTERNAL_QUERY_KEY = ["internal"] as const;
