import type { RuleChange } from "@shared/brand/brand-settings.schema";
import { brandSettingsSchema } from "@shared/brand/brand-settings.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_SAVE_KEY } from "./brand-query-keys";
import { brandSettingsQueryOptions } from "./get-brand-settings";

const rulesResponseSchema = brandSettingsSchema.pick({ response_rules: true });

/** POST (add) or DELETE (remove) /api/brand/rules: one phrase of one rule list. */
export function changeRulePhrase({ action, ...change }: RuleChange & { action: "add" | "remove" }) {
  return apiRequest("/api/brand/rules", {
    method: action === "add" ? "POST" : "DELETE",
    body: change,
    schema: rulesResponseSchema,
  });
}

export function useChangeRulePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BRAND_SAVE_KEY,
    mutationFn: changeRulePhrase,
    onSuccess: ({ response_rules }) =>
      queryClient.setQueryData(brandSettingsQueryOptions().queryKey, (old) =>
        old ? { ...old, response_rules } : old,
      ),
  });
}
