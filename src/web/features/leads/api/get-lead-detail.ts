import { leadDetailSchema } from "@shared/leads/leads.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/leads/:id: the lead with its conversations, clicks and credited orders. */
export function getLeadDetail(id: string) {
  return apiRequest(`/api/leads/${encodeURIComponent(id)}`, { schema: leadDetailSchema });
}

export const leadDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["leads", "detail", id], queryFn: () => getLeadDetail(id) });

export function useLeadDetail(id: string) {
  return useQuery(leadDetailQueryOptions(id));
}
