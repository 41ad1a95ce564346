import { meResponseSchema } from "@shared/auth/auth.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

export const ME_QUERY_KEY = ["me"] as const;

/** GET /api/me: the signed-in user, their profile and their team context. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: () => apiRequest("/api/me", { schema: meResponseSchema }),
});

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled: options.enabled ?? true });
}

/** Sidebar and header label: full name, else the part of the email before the @, else 'Profile'. */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  if (fullName?.trim()) return fullName.trim();
  const local = email?.split("@")[0];
  return local || "Profile";
}

/** Whether the signed-in person is an admin of their team (false while unknown). */
export function useIsAdmin(): boolean {
  return useMe().data?.team.role === "admin";
}
