import type { AnyJob } from "../jobs/define-job";
import { noteUnansweredQuestionJob } from "./note-unanswered-question";
import { refreshReferenceLinksJob } from "./refresh-reference-links.job";
import { syncAllKnowledgeJob } from "./sync-all-knowledge.job";
import { syncKnowledgeIndexJob } from "./sync-knowledge-index.job";

/**
 * The knowledge domain's jobs: one team's index, every team's index, reference link refreshes, and
 * a new question's knowledge gap.
 */
export const knowledgeJobs: readonly AnyJob[] = [
  syncKnowledgeIndexJob,
  syncAllKnowledgeJob,
  refreshReferenceLinksJob,
  noteUnansweredQuestionJob,
];
