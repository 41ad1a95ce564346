import { outboxEmailSchema } from "@shared/staff/staff.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";

export const OUTBOX_QUERY_KEY = ["internal", "outbox"] as const;

const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });

/** GET /api/internal/outbox: emails held back because no SMTP server is configured. */
export function getOutbox() {
  return apiRequest("/api/internal/outbox", { schema: outboxResponseSchema });
}

export function useOutbox() {
  return useQuery({ queryKey: OUTBOX_QUERY_KEY, queryFn: getOutbox });
}
