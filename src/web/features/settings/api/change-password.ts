import type { ChangePasswordInput } from "@shared/profile/profile.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/account/change-password: 400 'Current password is incorrect' when the check fails. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest("/api/account/change-password", { method: "POST", body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
