import type { AppDeps } from "../deps";
import { insertGap } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";

const MAX_QUESTION = 500;
const MAX_TOPIC_WORDS = 4;

/**
 * The words a gap is grouped by: the question's concepts, each by the word a person reads (a
 * synonym group's first term, else the customer's own word: "peptide", not its stem "peptid").
 */
export function topicOf(concepts: readonly Concept[]): string {
  const keys = [...new Set(concepts.map((c) => c.terms[0] ?? c.key))].slice(0, MAX_TOPIC_WORDS).sort();
  return keys.length > 0 ? keys.join(", ") : "other questions";
}

/** Remembers a customer question no source answered (once per message). */
export async function recordKnowledgeGap(
  deps: Pick<AppDeps, "db" | "now">,
  input: { teamId: string; messageId: string; question: string; concepts: readonly Concept[] },
): Promise<void> {
  await insertGap(deps.db, {
    teamId: input.teamId,
    messageId: input.messageId,
    question: input.question.replaceAll("\u0000", "").slice(0, MAX_QUESTION),
    topic: topicOf(input.concepts),
    now: deps.now(),
  });
}
