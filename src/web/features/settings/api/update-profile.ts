import type { UpdateProfileInput } from "@shared/profile/profile.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { ME_QUERY_KEY } from "@web/lib/me";
import { z } from "zod";

const updateProfileResponseSchema = z.object({ success: z.literal(true), full_name: z.string() });

/** PATCH /api/profile: renames the signed-in user. */
export function updateProfile(input: UpdateProfileInput) {
  return apiRequest("/api/profile", { method: "PATCH", body: input, schema: updateProfileResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header, sidebar and team list all show the name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
