import { INTENTS, isIntentName } from "@shared/ai/ai.constants";
import { ResponseConfigInputSchema, ResponseConfigSchema } from "@shared/ai/response-config.schema";
import { z } from "zod";

/** GET /api/brand/response-config: the configuration in force and the recommended (wizard) values. */
export const responseConfigResponseSchema = z.object({
  config: ResponseConfigSchema,
  recommended: ResponseConfigSchema,
  /** false while the team runs on the recommended values without having saved any. */
  saved: z.boolean(),
});
export type ResponseConfigResponse = z.infer<typeof responseConfigResponseSchema>;

/**
 * PATCH /api/brand/response-config: any subset of the global and per-intent controls. An intent
 * name that is none of the intents is refused: it was saved nowhere while the answer said 200.
 */
export const responseConfigUpdateSchema = ResponseConfigInputSchema.superRefine((input, ctx) => {
  for (const key of Object.keys(input.intents ?? {}))
    if (!isIntentName(key))
      ctx.addIssue({
        code: "custom",
        path: ["intents", key],
        message: `Unknown intent "${key}". Use one of: ${INTENTS.join(", ")}`,
      });
});
