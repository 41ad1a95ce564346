import { demoRequestRowSchema } from "@shared/staff/staff.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";

export const DEMO_REQUESTS_QUERY_KEY = ["internal", "demo-requests"] as const;

const demoRequestsResponseSchema = z.object({ demoRequests: z.array(demoRequestRowSchema) });

/** GET /api/internal/demo-requests: every demo request, for staff review. */
export function getDemoRequests() {
  return apiRequest("/api/internal/demo-requests", { schema: demoRequestsResponseSchema });
}

export function useDemoRequests() {
  return useQuery({ queryKey: DEMO_REQUESTS_QUERY_KEY, queryFn: getDemoRequests });
}
