import type { AnswerKnowledgeGapInput } from "@shared/knowledge/knowledge.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { insertAnswerClosingGaps } from "./knowledge.repository";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/**
 * An admin's answer to a gap: stored, indexed at once (the next reply to the same question quotes
 * it) and closing every open gap of the topic.
 */
export async function answerKnowledgeGap(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: Required<AnswerKnowledgeGapInput>,
): Promise<{ id: string; closed: number }> {
  if (actor.role !== "admin") {
    throw new DomainError(403, "Only admins can add answers to the brand's knowledge", "FORBIDDEN");
  }
  const result = await insertAnswerClosingGaps(deps.db, {
    teamId: actor.teamId,
    topic: input.topic,
    question: input.question,
    answer: input.answer,
    userId: actor.userId,
    now: deps.now(),
  });
  await syncKnowledgeIndex(deps, actor.teamId);
  return result;
}
