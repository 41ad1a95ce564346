import type { AssistantKey } from "@shared/assistants/assistants.constants";
import type { Answer, AskEvent, AskRequest } from "@shared/assistants/assistants.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import type { AssistantEngine } from "./assistant-engine.types";
import { appendMessage, createConversation, findConversation } from "./chat.repository";

export const CONVERSATION_NOT_FOUND = "This conversation was not found.";
export const ENGINE_FAILED = "Sorry, I couldn't answer that just now. Please try again.";

/** Opens (or creates) the person's conversation before anything streams, so a bad id is a plain 404. */
export async function openConversation(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  assistant: AssistantKey,
  input: AskRequest,
): Promise<string> {
  const owner = { teamId: actor.teamId, userId: actor.userId };
  if (input.conversationId) {
    const found = await findConversation(deps.db, owner, input.conversationId);
    if (!found || found.assistant !== assistant)
      throw new DomainError(404, CONVERSATION_NOT_FOUND, "NOT_FOUND");
    return found.id;
  }
  return (await createConversation(deps.db, owner, assistant, input.question.slice(0, 80), deps.now())).id;
}

/**
 * One turn of a chat: stores the question, streams the engine's answer as events, stores the
 * answer (cut where the person pressed Stop).
 */
export async function askAssistant(
  deps: Pick<AppDeps, "db" | "now" | "log">,
  engine: AssistantEngine,
  actor: Actor,
  assistant: AssistantKey,
  conversationId: string,
  question: string,
  emit: (event: AskEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const owner = { teamId: actor.teamId, userId: actor.userId };
  await appendMessage(
    deps.db,
    owner,
    conversationId,
    { role: "user", content: question, answer: null },
    deps.now(),
  );
  emit({ type: "thinking", conversationId });
  let streamed = "";
  let answer: Answer;
  try {
    answer = await engine.answer({
      actor,
      assistant,
      question,
      conversationId,
      signal,
      onText: (text) => {
        streamed += text;
        emit({ type: "delta", text });
      },
    });
  } catch (error) {
    deps.log(`assistant ${engine.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    answer = { text: ENGINE_FAILED, figures: [], suggestions: [], tools: [] };
  }
  const text = signal.aborted ? `${streamed.trimEnd()} [stopped]` : answer.text;
  const stored = await appendMessage(
    deps.db,
    owner,
    conversationId,
    { role: "assistant", content: text, answer: { ...answer, text } },
    deps.now(),
  );
  emit({ type: "done", conversationId, message: stored });
}
