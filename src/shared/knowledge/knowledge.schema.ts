import { z } from "zod";

export const KNOWLEDGE_SOURCE_KINDS = ["document", "link", "product", "answer", "reply"] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/** A passage a reply quotes: the chip under a suggestion opens it. */
export const suggestionCitationSchema = z.object({
  chunk_id: z.string(),
  source_kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  source_name: z.string(),
  /** The exact sentence of the passage that the reply states. */
  quote: z.string(),
});
export type SuggestionCitation = z.infer<typeof suggestionCitationSchema>;

export const knowledgePassageSchema = z.object({
  id: z.string(),
  source_kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  source_name: z.string(),
  content: z.string(),
});
export type KnowledgePassage = z.infer<typeof knowledgePassageSchema>;

export const passageIdParamsSchema = z.object({ id: z.uuid("Invalid passage id") });

/** Unanswered questions of one topic, newest first. */
export const knowledgeGapGroupSchema = z.object({
  topic: z.string(),
  count: z.number().int(),
  questions: z.array(z.object({ id: z.string(), question: z.string(), created_at: z.string() })),
});
export const knowledgeGapsResponseSchema = z.object({
  days: z.number().int(),
  groups: z.array(knowledgeGapGroupSchema),
});
export type KnowledgeGapsResponse = z.infer<typeof knowledgeGapsResponseSchema>;

export const knowledgeGapsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
});

const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes("\u0000"), `${label} must not contain NUL characters`);

/** One answer a person writes for a gap; it closes every open gap of the topic. */
export const answerKnowledgeGapSchema = z.object({
  topic: plainText("Topic", 200),
  question: plainText("Question", 500),
  answer: plainText("Answer", 2000),
});
export type AnswerKnowledgeGapInput = z.input<typeof answerKnowledgeGapSchema>;
export const answerKnowledgeGapResponseSchema = z.object({ id: z.string(), closed: z.number().int() });

/** GET /api/knowledge/answers: the answers the team wrote for its gaps, newest first. */
export const knowledgeAnswersResponseSchema = z.object({
  answers: z.array(
    z.object({ id: z.string(), question: z.string(), answer: z.string(), created_at: z.iso.datetime() }),
  ),
});
export type KnowledgeAnswersResponse = z.infer<typeof knowledgeAnswersResponseSchema>;
export const answerIdParamsSchema = z.object({ id: z.uuid("Invalid answer id") });
/** DELETE /api/knowledge/answers/:id: the questions it had closed are open again. */
export const deleteKnowledgeAnswerResponseSchema = z.object({ reopened: z.number().int() });
/** PATCH /api/knowledge/answers/:id: a saved answer's new text, indexed at once. */
export const editKnowledgeAnswerSchema = z.object({ answer: plainText("Answer", 2000) });
export type EditKnowledgeAnswerInput = z.input<typeof editKnowledgeAnswerSchema>;
export const editKnowledgeAnswerResponseSchema = z.object({ id: z.string(), answer: z.string() });
