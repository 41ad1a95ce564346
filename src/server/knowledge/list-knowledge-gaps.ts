import type { KnowledgeGapsResponse } from "@shared/knowledge/knowledge.schema";
import type { Actor, AppDeps } from "../deps";
import { gapKeys, isOldTopic, rewrittenOldTopic } from "./gap-topic";
import { listOpenGaps } from "./knowledge.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const QUESTIONS_PER_TOPIC = 5;

type Group = Omit<KnowledgeGapsResponse["groups"][number], "topic"> & {
  topics: Map<string, number>;
  newestOld: { topic: string; question: string } | null;
};

/**
 * Open knowledge gaps of the last `days` days, grouped by what their topics read as ("Do you ship
 * to Mexico?" and "¿Hacen envíos a México?" are one), most asked first. A group is shown by its most
 * written topic, the newest on a tie: answering that topic closes the whole group.
 */
export async function listKnowledgeGaps(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  days: number,
): Promise<KnowledgeGapsResponse> {
  const since = new Date(deps.now().getTime() - days * DAY_MS);
  const rows = await listOpenGaps(deps.db, actor.teamId, since);
  const keyOf = gapKeys();
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = keyOf(row.topic);
    const group: Group = groups.get(key) ?? { count: 0, questions: [], topics: new Map(), newestOld: null };
    group.count++;
    if (!isOldTopic(row.topic)) group.topics.set(row.topic, (group.topics.get(row.topic) ?? 0) + 1);
    else group.newestOld ??= row;
    // The same words asked again (by another customer, or twice) are listed once, newest; the count keeps them.
    const same = (q: { question: string }) => sameWords(q.question) === sameWords(row.question);
    if (group.questions.length < QUESTIONS_PER_TOPIC && !group.questions.some(same)) {
      group.questions.push({ id: row.id, question: row.question, created_at: row.createdAt.toISOString() });
    }
    groups.set(key, group);
  }
  const shown = [...groups.values()].map(({ topics, newestOld, ...group }) => ({
    ...group,
    // A group holds a new topic or an old one.
    topic: mostWritten(topics) ?? (newestOld ? rewrittenOldTopic(newestOld) : ""),
  }));
  return { days, groups: shown.sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic)) };
}

/** A question as compared for repeats: case, spacing and end punctuation aside. */
const sameWords = (question: string) =>
  question
    .toLowerCase()
    .replace(/[\s.!?¿¡]+/g, " ")
    .trim();

/** The topic written most often; rows come newest first, so the newest wins a tie. */
function mostWritten(topics: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const [topic, n] of topics) {
    if (n > most) {
      best = topic;
      most = n;
    }
  }
  return best;
}
