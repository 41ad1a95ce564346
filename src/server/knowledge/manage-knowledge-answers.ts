import type { EditKnowledgeAnswerInput, KnowledgeAnswersResponse } from "@shared/knowledge/knowledge.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteKnowledgeAnswer, listKnowledgeAnswers, updateKnowledgeAnswer } from "./knowledge.repository";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

const ANSWERS_LISTED = 100;

/** The answers the team wrote for its knowledge gaps, newest first: what its replies may quote. */
export async function listSavedAnswers(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
): Promise<KnowledgeAnswersResponse> {
  const rows = await listKnowledgeAnswers(deps.db, actor.teamId, ANSWERS_LISTED);
  return {
    answers: rows.map((r) => ({
      id: r.id,
      question: r.question,
      answer: r.answer,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

const onlyAdmins = (actor: Actor) => {
  if (actor.role !== "admin")
    throw new DomainError(403, "Only admins can change the brand's knowledge", "FORBIDDEN");
};

/**
 * An admin corrects an answer's text: the index is rebuilt for it at once, so the next reply quotes
 * the new text; the questions it closed stay closed.
 */
export async function editSavedAnswer(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  id: string,
  input: Required<EditKnowledgeAnswerInput>,
): Promise<{ id: string; answer: string }> {
  onlyAdmins(actor);
  const edited = await updateKnowledgeAnswer(deps.db, actor.teamId, id, input.answer);
  if (!edited) throw new DomainError(404, "Answer not found", "NOT_FOUND");
  await syncKnowledgeIndex(deps, actor.teamId);
  return edited;
}

/**
 * An admin removes an answer: it leaves the index at once (no reply quotes it any more) and the
 * questions it had closed are open gaps again, to be answered anew.
 */
export async function removeSavedAnswer(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  id: string,
): Promise<{ reopened: number }> {
  onlyAdmins(actor);
  const removed = await deleteKnowledgeAnswer(deps.db, actor.teamId, id);
  if (!removed) throw new DomainError(404, "Answer not found", "NOT_FOUND");
  await syncKnowledgeIndex(deps, actor.teamId);
  return removed;
}
