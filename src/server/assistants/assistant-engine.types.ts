import type { AssistantKey } from "@shared/assistants/assistants.constants";
import type { Answer } from "@shared/assistants/assistants.schema";
import type { Actor } from "../deps";

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
