import type { AppDeps } from "../deps";
import {
  analyzeChunks,
  listAnswerSources,
  listDocumentSources,
  listIndexedSources,
  listProductSources,
  listSentReplySources,
  replaceSourceChunks,
} from "./knowledge.repository";
import {
  answerSource,
  documentSource,
  type KnowledgeSource,
  productSource,
  replySource,
} from "./knowledge-sources";

/** The newest replies the team wrote are indexed; older ones say less about today's answers. */
export const INDEXED_REPLIES = 300;
/** Past this many re-indexed passages the planner's statistics are refreshed. */
const ANALYZE_AFTER_CHUNKS = 500;

/** Every source of the team's knowledge as it is now. */
async function currentSources(db: AppDeps["db"], teamId: string): Promise<KnowledgeSource[]> {
  const [documents, products, answers, replies] = await Promise.all([
    listDocumentSources(db, teamId),
    listProductSources(db, teamId),
    listAnswerSources(db, teamId),
    listSentReplySources(db, teamId, INDEXED_REPLIES),
  ]);
  return [
    ...documents.map(documentSource),
    ...products.map((p) => productSource({ ...p, variants: p.variants ?? [] })),
    ...answers.map(answerSource),
    ...replies.map(replySource),
  ].filter((s) => s.chunks.length > 0);
}

export type SyncResult = { indexed: number; removed: number; unchanged: number };

/**
 * Brings the team's index in line with its sources, incrementally: a source whose content hash is
 * unchanged is left alone, a changed or new one is re-chunked, one that is gone leaves the index.
 */
export async function syncKnowledgeIndex(
  deps: Pick<AppDeps, "db" | "now">,
  teamId: string,
): Promise<SyncResult> {
  const [sources, indexed] = await Promise.all([
    currentSources(deps.db, teamId),
    listIndexedSources(deps.db, teamId),
  ]);
  const key = (kind: string, id: string) => `${kind}:${id}`;
  const indexedHash = new Map(indexed.map((s) => [key(s.kind, s.id), s.hash]));
  const now = deps.now();
  let changed = 0;
  const changedChunks = 0;
  for (const s of sources) {
    if (indexedHash.get(key(s.kind, s.id)) === s.hash) continue;
    await replaceSourceChunks(
      deps.db,
      teamId,
      s,
      s.chunks.map((content) => ({ content })),
      now,
    );
    changed++;
  }
  if (changedChunks > ANALYZE_AFTER_CHUNKS) await analyzeChunks(deps.db);
  const present = new Set(sources.map((s) => key(s.kind, s.id)));
  const gone = indexed.filter((s) => !present.has(key(s.kind, s.id)));
  for (const s of gone) {
    await replaceSourceChunks(deps.db, teamId, { kind: s.kind, id: s.id, name: "", hash: s.hash }, [], now);
  }
  return { indexed: changed, removed: gone.length, unchanged: sources.length - changed };
}
