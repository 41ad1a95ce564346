import { z } from "zod";
import { type AiEngine, createEmbeddedAiEngine } from "./ai-engine";
import { createLlmAiEngine, type LlmFallbackEvent } from "./llm-ai-engine";

/**
 * AI_BASE_URL selects the OpenAI-compatible provider (with AI_MODEL, optional AI_API_KEY and
 * AI_TIMEOUT_MS); without it the embedded engine runs alone.
 */
export const AiEngineEnvSchema = z.object({
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(8_000),
});
export type AiEngineEnv = z.infer<typeof AiEngineEnvSchema>;

export function createAiEngine(
  env: Partial<Record<keyof AiEngineEnv, string | undefined>>,
  onFallback?: (event: LlmFallbackEvent) => void,
): AiEngine {
  const parsed = AiEngineEnvSchema.parse({
    ...env,
    AI_BASE_URL: env.AI_BASE_URL || undefined,
    AI_TIMEOUT_MS: env.AI_TIMEOUT_MS || undefined,
    AI_MODEL: env.AI_MODEL || undefined,
  });
  const embedded = createEmbeddedAiEngine();
  if (!parsed.AI_BASE_URL) return embedded;
  return createLlmAiEngine(
    {
      baseURL: parsed.AI_BASE_URL,
      apiKey: parsed.AI_API_KEY,
      model: parsed.AI_MODEL,
      timeoutMs: parsed.AI_TIMEOUT_MS,
    },
    embedded,
    onFallback,
  );
}
