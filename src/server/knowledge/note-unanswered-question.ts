import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import { z } from "zod";
import { needsSourceAnswer } from "../ai/reply-grounding";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { findAnalyzedMessage } from "../replies/analyzed-message.repository";
import { brandNameOf } from "./knowledge.repository";
import { recordKnowledgeGap } from "./record-knowledge-gap";
import { searchAsks } from "./search-asks";
import { praiseOrHelloOnly } from "./suggest-grounded-replies";

type Deps = Pick<AppDeps, "db" | "now">;

/**
 * A new customer question no source of the brand answers is a knowledge gap as soon as it is
 * analysed, whether or not anyone opens it: "12 customers asked about shipping to Mexico this week"
 * counts the twelve, not the few a person happened to open. The same rules as the suggestions'
 * (decided on the same searches): a question that seeks a fact and finds no answer is one gap; a
 * message of separate questions, some answered, has a gap per question nothing answers. A crisis
 * or spam is no question for the knowledge base. Recorded once per message, so opening it later
 * adds nothing.
 */
export async function noteUnansweredQuestion(
  deps: Deps,
  input: {
    teamId: string;
    messageId: string;
    text: string;
    analysis: Pick<
      MessageAnalysis,
      "normalized_intent" | "sentiment_classification" | "crisis_flag" | "labels"
    >;
    postCaption?: string | null;
  },
): Promise<"answered" | "gap" | "not_a_question"> {
  const { analysis, text } = input;
  if (analysis.crisis_flag || analysis.labels.includes("possible_spam")) return "not_a_question";
  if (praiseOrHelloOnly(text, analysis)) return "not_a_question";
  if (!needsSourceAnswer(analysis.normalized_intent, text, await brandNameOf(deps.db, input.teamId)))
    return "not_a_question";
  const { found, parts, separate } = await searchAsks(deps.db, input.teamId, text, {
    post: input.postCaption ?? null,
  });
  const gap = { teamId: input.teamId, messageId: input.messageId };
  if (separate.length > 0) {
    const open = separate.flatMap((f, i) => (f.answer ? [] : [{ question: parts[i] ?? text, f }]));
    for (const { question, f } of open)
      await recordKnowledgeGap(deps, { ...gap, question, concepts: f.concepts });
    return open.length > 0 ? "gap" : "answered";
  }
  if (found.answer) return "answered";
  await recordKnowledgeGap(deps, { ...gap, question: text, concepts: found.concepts });
  return "gap";
}

/** Notes a newly analysed message's question as a knowledge gap when no source answers it. */
export const noteUnansweredQuestionJob = defineJob({
  name: "knowledge.note-unanswered-question",
  policy: "keyed",
  schema: z.object({ messageId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  handle: async (deps, { messageId, teamId }) => {
    const message = await findAnalyzedMessage(deps.db, teamId, messageId);
    if (!message) return;
    await noteUnansweredQuestion(deps, {
      teamId,
      messageId,
      text: message.content,
      analysis: message.analysis,
      postCaption: message.postCaption,
    });
  },
});
