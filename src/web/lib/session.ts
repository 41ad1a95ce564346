import { authSessionSchema } from "@shared/auth/auth.schema";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

export const SESSION_QUERY_KEY = ["session"] as const;

/** get-session also refreshes the cookie near expiry, so polling it keeps an open tab signed in. */
const SESSION_REFRESH_MS = 5 * 60_000;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => apiRequest("/api/auth/get-session", { schema: authSessionSchema }),
  refetchOnWindowFocus: true,
  refetchInterval: SESSION_REFRESH_MS,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Drops every cached answer but the session itself. */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/**
 * Another account may now be signed in (sign-in, invitation confirm, sign-out): drop every
 * cached answer of the previous one and ask the server who is signed in now.
 */
export async function resetUserData(queryClient: QueryClient): Promise<void> {
  forgetUserData(queryClient);
  await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
}
