import {
  type ResetLinkResponse,
  resetLinkResponseSchema,
} from "@shared/password-reset/password-reset.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/internal/password-reset: a 24-hour reset link for any account, for staff to hand over. */
export function createStaffResetLink(email: string): Promise<ResetLinkResponse> {
  return apiRequest("/api/internal/password-reset", {
    method: "POST",
    body: { email },
    schema: resetLinkResponseSchema,
  });
}

export function useStaffResetLink() {
  return useMutation({ mutationFn: createStaffResetLink });
}
