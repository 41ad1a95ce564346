import { demoRequestRowSchema } from "@shared/staff/staff.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";
import { INTERNAL_QUERY_KEY } from "./internal-team-query-keys";

export const DEMO_REQUESTS_QUERY_KEY = [...INTERNAL_QUERY_KEY, "demo-requests"] as const;

const demoRequestsResponseSchema = z.object({ demoRequests: z.array(demoRequestRowSchema) });

/** GET /api/internal/demo-requests: every demo request, for staff review. */
export function getDemoRequests() {
  return apiRequest("/api/internal/demo-requests", { schema: demoRequestsResponseSchema });
}

export const demoRequestsQueryOptions = () =>
  queryOptions({ queryKey: DEMO_REQUESTS_QUERY_KEY, queryFn: getDemoRequests });

export function useDemoRequests() {
  return useQuery(demoRequestsQueryOptions());
}
