import { successSchema } from "@shared/http/success.schema";
import type { ProfileSetupInput } from "@shared/profile/profile.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ME_QUERY_KEY } from "@web/lib/me";

/** POST /api/profile/setup: sets the password, completes the profile and names the account. */
export function setupProfile(input: ProfileSetupInput) {
  return apiRequest("/api/profile/setup", { method: "POST", body: input, schema: successSchema });
}

export function useSetupProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupProfile,
    // The profile gate reads /api/me; it must see the new full name before we go to /dashboard.
    onSuccess: () => queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }),
  });
}
