import { LEADS_PAGE_SIZE } from "@shared/leads/leads.constants";
import { type LeadFilters, listLeadsResponseSchema } from "@shared/leads/leads.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { leadsQueryString } from "./leads-query-string";

/** GET /api/leads: one page of the team's filtered leads with the filtered and total counts. */
export function getLeads(filters: LeadFilters, page: number) {
  return apiRequest(`/api/leads?${leadsQueryString(filters, { page, pageSize: LEADS_PAGE_SIZE })}`, {
    schema: listLeadsResponseSchema,
  });
}

export const leadsQueryOptions = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: ["leads", "list", filters, page],
    queryFn: () => getLeads(filters, page),
    placeholderData: keepPreviousData,
  });

export function useLeads(filters: LeadFilters, page: number) {
  return useQuery(leadsQueryOptions(filters, page));
}
