import { outboxEmailSchema } from "@shared/staff/staff.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";
import { INTERNAL_QUERY_KEY } from "./internal-team-query-keys";

export const OUTBOX_QUERY_KEY = [...INTERNAL_QUERY_KEY, "outbox"] as const;

const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });

/** GET /api/internal/outbox: emails held back because no SMTP server is configured. */
export function getOutbox() {
  return apiRequest("/api/internal/outbox", { schema: outboxResponseSchema });
}

export const outboxQueryOptions = () => queryOptions({ queryKey: OUTBOX_QUERY_KEY, queryFn: getOutbox });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
