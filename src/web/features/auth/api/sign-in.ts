import type { SignInInput } from "@shared/auth/auth.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { resetUserData } from "@web/lib/session";

/** POST /api/auth/sign-in/email: sets the session cookie; 401 and 429 carry the message to show. */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiRequest("/api/auth/sign-in/email", { method: "POST", body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Stay busy until the new session is known, so the guards never see the signed-out state again.
    onSuccess: () => resetUserData(queryClient),
  });
}
