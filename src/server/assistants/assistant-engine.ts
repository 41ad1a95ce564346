import type { AssistantKey } from "@shared/assistants/assistants.constants";
import type { Answer } from "@shared/assistants/assistants.schema";
import type { Actor, AppDeps } from "../deps";
import { answerPlan } from "./embedded/answer-plan";
import { parseQuestion } from "./embedded/parse-question";

export type AskContext = {
  actor: Actor;
  assistant: AssistantKey;
  question: string;
  conversationId: string;
  /** Streams a piece of the answer's text as it is written. */
  onText: (text: string) => void;
  signal: AbortSignal;
};

/** The one interface both engines implement: a question in, a structured answer out, text streamed. */
export type AssistantEngine = { name: string; answer: (ctx: AskContext) => Promise<Answer> };

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
