import type { AppDeps } from "../deps";
import type { AssistantEngine } from "./assistant-engine.types";
import { answerPlan } from "./embedded/answer-plan";
import { parseQuestion } from "./embedded/parse-question";

/** The default, offline engine: the deterministic parser and templates over the same tools. */
export function createEmbeddedAssistantEngine(deps: Pick<AppDeps, "db" | "now">): AssistantEngine {
  return {
    name: "embedded",
    async answer(ctx) {
      const plan = parseQuestion(ctx.question, ctx.assistant, deps.now());
      const answer = await answerPlan(deps, ctx.actor, ctx.assistant, plan, ctx.conversationId);
      // Streamed in word groups so the chat shows it being written, and Stop can cut it short.
      const words = answer.text.split(/(?<=\s)/);
      for (let i = 0; i < words.length && !ctx.signal.aborted; i += 8)
        ctx.onText(words.slice(i, i + 8).join(""));
      return answer;
    },
  };
}

/** The model engine when an OpenAI-compatible model is configured (AI_BASE_URL), else the embedded one. */
export async function createAssistantEngine(
  deps: Pick<AppDeps, "db" | "now">,
  config: { baseURL?: string | undefined; apiKey?: string | undefined; model: string },
): Promise<AssistantEngine> {
  if (!config.baseURL) return createEmbeddedAssistantEngine(deps);
  const { createLlmAssistantEngine } = await import("./llm/llm-assistant-engine");
  return createLlmAssistantEngine(deps, {
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    model: config.model,
  });
}
