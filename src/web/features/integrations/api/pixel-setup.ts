import { pixelSetupSchema } from "@shared/integrations/integrations.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/integrations/pixel: the active store and the pixel code customised for it. */
export function getPixelSetup() {
  return apiRequest("/api/integrations/pixel", { schema: pixelSetupSchema });
}

export const pixelSetupQueryOptions = () =>
  queryOptions({ queryKey: ["integrations", "pixel"], queryFn: getPixelSetup });

export function usePixelSetup() {
  return useQuery(pixelSetupQueryOptions());
}
