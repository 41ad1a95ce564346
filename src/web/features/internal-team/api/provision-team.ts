import type { ProvisionTeamInput } from "@shared/staff/staff.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { z } from "zod";
import { DEMO_REQUESTS_QUERY_KEY } from "./get-demo-requests";
import { OUTBOX_QUERY_KEY } from "./get-outbox";

const provisionResponseSchema = z.object({
  success: z.literal(true),
  teamId: z.string(),
  inviteUrl: z.string(),
});

interface ProvisionVariables {
  demoRequestId: string;
  input: ProvisionTeamInput;
}

/** POST /api/internal/demo-requests/:id/provision: creates the brand team and invites its first admin. */
export function provisionTeam({ demoRequestId, input }: ProvisionVariables) {
  return apiRequest(`/api/internal/demo-requests/${encodeURIComponent(demoRequestId)}/provision`, {
    method: "POST",
    body: input,
    schema: provisionResponseSchema,
  });
}

export function useProvisionTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: provisionTeam,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DEMO_REQUESTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY }),
      ]);
    },
  });
}
