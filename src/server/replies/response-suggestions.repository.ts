import type { NeedsPersonReason } from "@shared/ai/suggestion-set.schema";
import type { ResponseSuggestion } from "@shared/inbox/inbox.schema";
import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { responseSuggestions } from "../db/inbox.schema";

/**
 * The one owner of `response_suggestions`: the inbox's suggestions, the automatic reply and the
 * automation dry run all read and write reply suggestions here.
 */
const ORDER = { quick: 0, detailed: 1, action: 2 } as const;
type SuggestionType = keyof typeof ORDER;
export type StoredSuggestion = ResponseSuggestion;

const sortSuggestions = (list: ResponseSuggestion[]) =>
  list.sort((a, b) => ORDER[a.suggestion_type] - ORDER[b.suggestion_type]);

/** The newest generation of a message's suggestions, quick, detailed, action. */
export async function latestSuggestionSet(
  db: Db,
  teamId: string,
  messageId: string,
): Promise<{
  generation: number;
  suggestions: ResponseSuggestion[];
  leads: SuggestionCitation[];
  needsPerson: boolean;
  needsPersonReason: NeedsPersonReason | null;
  disagreeing: SuggestionCitation[];
}> {
  const rows = await db
    .select({
      id: responseSuggestions.id,
      content: responseSuggestions.content,
      suggestionType: responseSuggestions.suggestionType,
      generation: responseSuggestions.generation,
      citations: responseSuggestions.citations,
      leads: responseSuggestions.leads,
      needsPerson: responseSuggestions.needsPerson,
      needsPersonReason: responseSuggestions.needsPersonReason,
      disagreeing: responseSuggestions.disagreeing,
    })
    .from(responseSuggestions)
    .where(and(eq(responseSuggestions.teamId, teamId), eq(responseSuggestions.messageId, messageId)))
    .orderBy(desc(responseSuggestions.generation), asc(responseSuggestions.createdAt));
  const generation = rows[0]?.generation ?? 0;
  const current = rows.filter((r) => r.generation === generation);
  const suggestions = current.map((r) => ({
    id: r.id,
    content: r.content,
    suggestion_type: r.suggestionType as SuggestionType,
    citations: r.citations,
  }));
  return {
    generation,
    suggestions: sortSuggestions(suggestions),
    leads: current[0]?.leads ?? [],
    needsPerson: current[0]?.needsPerson ?? false,
    needsPersonReason: current[0]?.needsPersonReason ?? null,
    disagreeing: current[0]?.disagreeing ?? [],
  };
}

/** The generation number a new suggestion set of the message takes. */
export async function nextGeneration(db: Db, teamId: string, messageId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${responseSuggestions.generation}), 0)::int + 1` })
    .from(responseSuggestions)
    .where(and(eq(responseSuggestions.teamId, teamId), eq(responseSuggestions.messageId, messageId)));
  return row?.n ?? 1;
}

type NewSuggestion = { content: string; suggestion_type: SuggestionType; citations: SuggestionCitation[] };

/**
 * Stores a generation of suggestions, with the passages that may answer when no source answered for
 * sure; answers them with their ids, quick, detailed, action.
 */
export async function insertSuggestionGeneration(
  db: Db,
  values: {
    teamId: string;
    messageId: string;
    generation: number;
    suggestions: NewSuggestion[];
    leads?: SuggestionCitation[];
    needsPerson?: boolean;
    needsPersonReason?: NeedsPersonReason | null;
    /** Sentences of sources that disagree on the answer (the same on each row of a generation). */
    disagreeing?: SuggestionCitation[];
    now?: Date;
  },
): Promise<ResponseSuggestion[]> {
  const rows = await db
    .insert(responseSuggestions)
    .values(
      values.suggestions.map((s) => ({
        teamId: values.teamId,
        messageId: values.messageId,
        content: s.content,
        suggestionType: s.suggestion_type,
        generation: values.generation,
        citations: s.citations,
        leads: values.leads ?? [],
        needsPerson: values.needsPerson ?? false,
        needsPersonReason: values.needsPersonReason ?? null,
        disagreeing: values.disagreeing ?? [],
        ...(values.now ? { createdAt: values.now } : {}),
      })),
    )
    .returning({
      id: responseSuggestions.id,
      content: responseSuggestions.content,
      suggestionType: responseSuggestions.suggestionType,
      citations: responseSuggestions.citations,
    });
  return sortSuggestions(
    rows.map((r) => ({
      id: r.id,
      content: r.content,
      suggestion_type: r.suggestionType as SuggestionType,
      citations: r.citations,
    })),
  );
}

/** Marks a suggestion used; false when the team has no such suggestion. */
export async function markSuggestionUsed(db: Db, teamId: string, suggestionId: string): Promise<boolean> {
  const rows = await db
    .update(responseSuggestions)
    .set({ used: true })
    .where(and(eq(responseSuggestions.teamId, teamId), eq(responseSuggestions.id, suggestionId)))
    .returning({ id: responseSuggestions.id });
  return rows.length > 0;
}

/** The automatic reply's positional form of insertSuggestionGeneration, rows as stored. */
export async function insertSuggestions(
  db: Db,
  teamId: string,
  messageId: string,
  set: NewSuggestion[],
  generation: number,
) {
  const stored = await insertSuggestionGeneration(db, { teamId, messageId, generation, suggestions: set });
  return stored.map((s) => ({
    id: s.id,
    content: s.content,
    suggestionType: s.suggestion_type,
    citations: s.citations,
  }));
}
