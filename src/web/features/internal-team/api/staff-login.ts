import type { StaffLoginInput } from "@shared/staff/staff.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";
import { STAFF_SESSION_QUERY_KEY } from "./get-staff-session";

const staffLoginResponseSchema = z.object({ success: z.literal(true), email: z.string() });

/** POST /api/internal/session: checks a staff account on the server and sets the staff cookie. */
export function staffLogin(input: StaffLoginInput) {
  return apiRequest("/api/internal/session", {
    method: "POST",
    body: input,
    schema: staffLoginResponseSchema,
  });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: (result) => queryClient.setQueryData(STAFF_SESSION_QUERY_KEY, { email: result.email }),
  });
}
