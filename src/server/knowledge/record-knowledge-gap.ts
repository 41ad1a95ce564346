import type { AppDeps } from "../deps";
import { gapTopic } from "./gap-topic";
import { insertGap } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";

const MAX_QUESTION = 500;

/**
 * Remembers a customer question no source answered (once per message). A question about nothing
 * ("Hello? anyone there?", "??") asks no fact a source could give: it is no gap.
 */
export async function recordKnowledgeGap(
  deps: Pick<AppDeps, "db" | "now">,
  input: { teamId: string; messageId: string; question: string; concepts: readonly Concept[] },
): Promise<void> {
  if (input.concepts.length === 0) return;
  const question = input.question.replaceAll("\u0000", "").slice(0, MAX_QUESTION);
  await insertGap(deps.db, {
    teamId: input.teamId,
    messageId: input.messageId,
    question,
    topic: gapTopic(question, input.concepts),
    now: deps.now(),
  });
}
