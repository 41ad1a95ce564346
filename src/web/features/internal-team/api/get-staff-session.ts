import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api-client";
import { z } from "zod";
import { INTERNAL_QUERY_KEY } from "./internal-team-query-keys";

export const STAFF_SESSION_QUERY_KEY = [...INTERNAL_QUERY_KEY, "session"] as const;

const staffSessionSchema = z.object({ email: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /api/internal/session: the signed-in staff member, or null (401) when there is none. */
export async function getStaffSession(): Promise<StaffSession | null> {
  try {
    return await apiRequest("/api/internal/session", { schema: staffSessionSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const staffSessionQueryOptions = queryOptions({
  queryKey: STAFF_SESSION_QUERY_KEY,
  queryFn: getStaffSession,
});

export function useStaffSession() {
  return useQuery(staffSessionQueryOptions);
}
