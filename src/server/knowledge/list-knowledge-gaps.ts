import type { KnowledgeGapsResponse } from "@shared/knowledge/knowledge.schema";
import type { Actor, AppDeps } from "../deps";
import { listOpenGaps } from "./knowledge.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const QUESTIONS_PER_TOPIC = 5;

/** Open knowledge gaps of the last `days` days, grouped by topic, most asked first. */
export async function listKnowledgeGaps(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  days: number,
): Promise<KnowledgeGapsResponse> {
  const since = new Date(deps.now().getTime() - days * DAY_MS);
  const rows = await listOpenGaps(deps.db, actor.teamId, since);
  const groups = new Map<string, KnowledgeGapsResponse["groups"][number]>();
  for (const row of rows) {
    const group = groups.get(row.topic) ?? { topic: row.topic, count: 0, questions: [] };
    group.count++;
    if (group.questions.length < QUESTIONS_PER_TOPIC) {
      group.questions.push({ id: row.id, question: row.question, created_at: row.createdAt.toISOString() });
    }
    groups.set(row.topic, group);
  }
  return {
    days,
    groups: [...groups.values()].sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic)),
  };
}
