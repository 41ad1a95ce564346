import type { AppDeps } from "../deps";
import type { AssistantEngine } from "./assistant-engine.types";
import { answerPlan } from "./embedded/answer-plan";
import { compoundPlans, joinAnswers } from "./embedded/compound-question";
import { parseQuestion } from "./embedded/parse-question";

/** The default, offline engine: the deterministic parser and templates over the same tools. */
export function createEmbeddedAssistantEngine(deps: Pick<AppDeps, "db" | "now">): AssistantEngine {
  return {
    name: "embedded",
    async answer(ctx) {
      // "How many messages came in this week and what was our revenue?" gets both answers.
      const plans = compoundPlans(ctx.question, ctx.assistant, deps.now()) ?? [
        parseQuestion(ctx.question, ctx.assistant, deps.now()),
      ];
      const answers = [];
      for (const plan of plans)
        answers.push(await answerPlan(deps, ctx.actor, ctx.assistant, plan, ctx.conversationId));
      const answer = answers.length === 1 ? answers[0]! : joinAnswers(answers);
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
