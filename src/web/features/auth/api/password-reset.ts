import type {
  CompletePasswordResetInput,
  RequestPasswordResetInput,
} from "@shared/password-reset/password-reset.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/password-reset/request: emails a reset link when the email has an account (same answer either way). */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  return apiRequest("/api/password-reset/request", { method: "POST", body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/password-reset/complete: sets the new password; the link works once. */
export function completePasswordReset(input: CompletePasswordResetInput): Promise<unknown> {
  return apiRequest("/api/password-reset/complete", { method: "POST", body: input });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
