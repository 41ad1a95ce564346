import { pixelSetupSchema } from "@shared/integrations/integrations.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/integrations/pixel: the active store and the pixel code customised for it. */
export function getPixelSetup() {
  return apiRequest("/api/integrations/pixel", { schema: pixelSetupSchema });
}

export function usePixelSetup() {
  return useQuery({ queryKey: ["integrations", "pixel"], queryFn: getPixelSetup });
}
