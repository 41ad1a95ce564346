import type { AnswerKnowledgeGapInput } from "@shared/knowledge/knowledge.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { gapKeys, gapTopicKey } from "./gap-topic";
import { insertAnswerClosingGaps } from "./knowledge.repository";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/**
 * An admin's answer to a gap: stored, indexed at once (the next reply to the same question quotes
 * it) and closing every open gap of the topic, however each customer worded it.
 */
export async function answerKnowledgeGap(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: Required<AnswerKnowledgeGapInput>,
): Promise<{ id: string; closed: number; existing: boolean }> {
  if (actor.role !== "admin") {
    throw new DomainError(403, "Only admins can add answers to the brand's knowledge", "FORBIDDEN");
  }
  // The topic reads as the concepts its group shares: every gap whose topic reads the same closes.
  const key = gapTopicKey(input.topic);
  const keyOf = gapKeys();
  const result = await insertAnswerClosingGaps(
    deps.db,
    {
      teamId: actor.teamId,
      question: input.question,
      answer: input.answer,
      userId: actor.userId,
      now: deps.now(),
    },
    (topic) => keyOf(topic) === key,
  );
  if (!result.existing) await syncKnowledgeIndex(deps, actor.teamId);
  return result;
}
