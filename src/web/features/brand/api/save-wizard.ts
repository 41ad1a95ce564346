import { brandSettingsSchema } from "@shared/brand/brand-settings.schema";
import type { WizardSaveInput } from "@shared/brand/brand-wizard.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/brand/wizard: Complete setup. The caller reloads settings after the success message. */
export function saveWizard(input: WizardSaveInput) {
  return apiRequest("/api/brand/wizard", { method: "POST", body: input, schema: brandSettingsSchema });
}

export function useSaveWizard() {
  return useMutation({ mutationFn: saveWizard });
}
