import { z } from "zod";
import { suggestionCitationSchema } from "../knowledge/knowledge.schema";
import { SUGGESTION_TYPES } from "./ai.constants";

/**
 * Why a person checks a set of replies before it goes out: the answer found may not cover the whole
 * question ("uncertain"), the reply also answers earlier messages of the conversation or a problem
 * told before ("earlier"), or the message asks several things, each searched alone ("several_asks").
 * Sources that disagree and questions no source answers have their own notices.
 */
export const NEEDS_PERSON_REASONS = ["uncertain", "earlier", "several_asks"] as const;
export type NeedsPersonReason = (typeof NEEDS_PERSON_REASONS)[number];

export const SuggestionSchema = z.object({
  suggestion_type: z.enum(SUGGESTION_TYPES),
  content: z.string().min(1).max(1000),
  /** The knowledge passages this reply states a fact from. */
  citations: z.array(suggestionCitationSchema).default([]),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** Three suggestions, one of each type, in the order quick, detailed, action (spec 2). */
export const SuggestionSetSchema = z.object({
  suggestions: z
    .array(SuggestionSchema)
    .length(3)
    .refine((list) => list.map((s) => s.suggestion_type).join() === SUGGESTION_TYPES.join(), {
      message: "suggestions must be quick, detailed, action in that order",
    }),
  product_ids: z.array(z.string()),
  knowledge_sources: z.array(z.string()),
  has_tracking_link_slot: z.boolean(),
  engine: z.enum(["embedded", "llm"]),
  /**
   * "answered": a fact of the brand's knowledge answers the question; "unanswered": it asks
   * something no source answers, so the replies say a person will confirm and none is sent alone;
   * "not_needed": nothing was asked that knowledge answers (or no search was made).
   */
  grounding: z.enum(["answered", "unanswered", "not_needed"]).default("not_needed"),
  /**
   * When no source answers for sure ("unanswered"): the best sentence of each passage the search
   * ranked first, offered to the agent as passages that may answer (never stated by the replies).
   */
  leads: z.array(suggestionCitationSchema).max(3).optional(),
  /**
   * A person checks these replies before any goes out: no source answers the question, or the
   * answer found covers only part of it. The automatic reply never sends them.
   */
  needs_person: z.boolean().optional(),
  /** Why a person checks them (needs_person), for the inbox to name the check. */
  needs_person_reason: z.enum(NEEDS_PERSON_REASONS).nullable().optional(),
  /**
   * The answer's sentence and other sources' sentences stating another value of the same fact
   * ("valid for 3 years", "never expire"): a person picks before anything is sent (needs_person).
   */
  disagreeing: z.array(suggestionCitationSchema).max(6).optional(),
});
export type SuggestionSet = z.infer<typeof SuggestionSetSchema>;

/** What a language model is asked to write; product and grounding metadata are filled in by us. */
export const LlmSuggestionDraftSchema = z.object({
  quick: z.string().min(1).max(1000),
  detailed: z.string().min(1).max(1000),
  action: z.string().min(1).max(1000),
  product_ids: z.array(z.string()).max(5),
});
export type LlmSuggestionDraft = z.infer<typeof LlmSuggestionDraftSchema>;
