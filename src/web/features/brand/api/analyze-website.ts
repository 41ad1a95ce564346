import { BrandProfileDraftSchema } from "@shared/ai/brand-pack.schema";
import type { AnalyzeWebsiteInput } from "@shared/brand/brand-wizard.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/brand/analyze-website (openai-brand-analyze): a draft profile from the brand's site. */
export function analyzeWebsite(input: AnalyzeWebsiteInput) {
  return apiRequest("/api/brand/analyze-website", {
    method: "POST",
    body: input,
    schema: BrandProfileDraftSchema,
  });
}

export function useAnalyzeWebsite() {
  return useMutation({ mutationFn: analyzeWebsite });
}
