import type { KnowledgeSourceKind } from "@shared/knowledge/knowledge.schema";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { brandDocuments, brandSettings } from "../db/brand.schema";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";
import { conversationResponses, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { knowledgeAnswers, knowledgeChunks, knowledgeGaps } from "../db/knowledge.schema";
import { sqlRows } from "../db/sql-rows";
import { lockTeam } from "../teams/teams.repository";

export type IndexedSource = { kind: KnowledgeSourceKind; id: string; hash: string };

/** What the index holds for the team: one row per source with its content hash. */
export async function listIndexedSources(db: Db, teamId: string): Promise<IndexedSource[]> {
  const rows = await db
    .selectDistinct({
      kind: knowledgeChunks.sourceKind,
      id: knowledgeChunks.sourceId,
      hash: knowledgeChunks.sourceHash,
    })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.teamId, teamId));
  return rows.map((r) => ({ ...r, kind: r.kind as KnowledgeSourceKind }));
}

export type ChunkInput = { content: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Adds (sign 1) or takes away (sign -1) one source's passages from the team's lexeme counts. Rows
 * are written in lexeme order so two sources re-indexed at once never deadlock.
 */
async function countSourceTerms(
  tx: Tx,
  teamId: string,
  source: { kind: KnowledgeSourceKind; id: string },
  sign: 1 | -1,
): Promise<number> {
  const rows = await sqlRows<{ lexeme: string }>(
    tx as unknown as Db,
    sql`insert into knowledge_terms (team_id, lexeme, chunks)
      select ${teamId}, u.lexeme, ${sign}::int * count(*)::int
      from knowledge_chunks c, unnest(c.search) as u
      where c.team_id = ${teamId} and c.source_kind = ${source.kind} and c.source_id = ${source.id}
      group by u.lexeme order by u.lexeme
      on conflict (team_id, lexeme) do update set chunks = knowledge_terms.chunks + excluded.chunks
      returning lexeme`,
  );
  return rows.length;
}

/**
 * Replaces one source's chunks (none: the source leaves the index), keeping the team's lexeme
 * counts (knowledge_terms) in step in the same transaction.
 */
export async function replaceSourceChunks(
  db: Db,
  teamId: string,
  source: { kind: KnowledgeSourceKind; id: string; name: string; hash: string },
  chunks: readonly ChunkInput[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await countSourceTerms(tx, teamId, source, -1);
    await tx
      .delete(knowledgeChunks)
      .where(
        and(
          eq(knowledgeChunks.teamId, teamId),
          eq(knowledgeChunks.sourceKind, source.kind),
          eq(knowledgeChunks.sourceId, source.id),
        ),
      );
    if (removed > 0) {
      await tx.execute(sql`delete from knowledge_terms where team_id = ${teamId} and chunks <= 0`);
    }
    if (chunks.length === 0) return;
    await tx.insert(knowledgeChunks).values(
      chunks.map((chunk, position) => ({
        teamId,
        sourceKind: source.kind,
        sourceId: source.id,
        sourceName: source.name,
        sourceHash: source.hash,
        position,
        content: chunk.content,
        createdAt: now,
      })),
    );
    await countSourceTerms(tx, teamId, source, 1);
  });
}

/**
 * How many of the team's passages each term could match: the passages holding its lexeme (the
 * fewest of its lexemes for a phrase; 0 for a term the english configuration drops as a stopword).
 */
export async function termChunkCounts(
  db: Db,
  teamId: string,
  terms: readonly string[],
): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map();
  const list = sql.join(
    terms.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = await sqlRows<{ term: string; chunks: number }>(
    db,
    sql`select q.term, coalesce(min(coalesce(k.chunks, 0)), 0)::int as chunks
      from unnest(array[${list}]::text[]) as q(term)
      left join lateral unnest(to_tsvector('english', q.term)) as l on true
      left join knowledge_terms k on k.team_id = ${teamId} and k.lexeme = l.lexeme
      group by q.term`,
  );
  return new Map(rows.map((r) => [r.term, Number(r.chunks)]));
}

export type ChunkHit = {
  id: string;
  sourceKind: KnowledgeSourceKind;
  sourceId: string;
  sourceName: string;
  content: string;
  rank: number;
};

/**
 * Of the passages a candidate search matches, those a plain `ts_rank` puts first (this many per
 * passage asked for) are ranked by cover density (`ts_rank_cd`), whose cost grows with the
 * question's synonyms: on a team with 5,000 passages a common topic matches hundreds of them.
 */
const PRE_RANKED = 4;

/**
 * The team's passages matching `rank` (a tsquery, english), best first by cover density. They are
 * looked up through `within`, a tsquery of rarer words every match holds, so the GIN index reads
 * short posting lists; at most `scanCap` matching rows are ranked (of one kind of source when
 * `kind` is given). Equal ranks keep the sources' names and passage order, so the same knowledge
 * reads the same way on every index (ids are random).
 *
 * `within` is matched first, in a materialized CTE, and `rank` only on what it found: given both
 * at once the planner costs the GIN lookup of `rank`'s hundreds of terms, prefers reading every
 * passage of the team, and tests `rank` on each (13-40 ms on 5,000 passages against 0.2 ms for
 * the GIN lookup of `within` alone; decision 054).
 */
export async function searchChunks(
  db: Db,
  teamId: string,
  query: { within: string; rank: string },
  limit: number,
  scanCap: number,
  kind?: KnowledgeSourceKind,
): Promise<ChunkHit[]> {
  const within = sql`to_tsquery('english', ${query.within})`;
  const ofKind = kind ? sql` and source_kind = ${kind}` : sql``;
  const rank = sql`to_tsquery('english', ${query.rank})`;
  // A search of passages holding any concept looks them up by the query it ranks them by.
  const matchesRank = query.rank === query.within ? sql`` : sql` where search @@ ${rank}`;
  const rows = await sqlRows<{
    id: string;
    source_kind: string;
    source_id: string;
    source_name: string;
    content: string;
    rank: number;
  }>(
    db,
    sql`with w as materialized (select id, source_name, position, search
          from knowledge_chunks where team_id = ${teamId}${ofKind} and search @@ ${within}),
        m as (select * from w${matchesRank} limit ${scanCap}),
        p as (select * from m order by ts_rank(search, ${rank}, 1) desc, source_name, position, id
          limit ${limit * PRE_RANKED}),
        r as (select id, source_name, position, ts_rank_cd(search, ${rank}, 1) as rank from p
          order by rank desc, source_name, position, id limit ${limit})
      select k.id, k.source_kind, k.source_id, k.source_name, k.content, r.rank
      from r join knowledge_chunks k on k.id = r.id
      order by r.rank desc, r.source_name, r.position, r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    sourceKind: r.source_kind as KnowledgeSourceKind,
    sourceId: r.source_id,
    sourceName: r.source_name,
    content: r.content,
    rank: Number(r.rank),
  }));
}

/** Fresh planner statistics after a large re-index (PGlite has no autovacuum to do it). */
export async function analyzeChunks(db: Db): Promise<void> {
  await db.execute(sql`analyze knowledge_chunks`);
}

/** Every passage of the given sources, in order, for reading a passage in its context. */
export async function chunksOfSources(db: Db, teamId: string, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return [];
  return db
    .select({ sourceId: knowledgeChunks.sourceId, content: knowledgeChunks.content })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.teamId, teamId), inArray(knowledgeChunks.sourceId, [...sourceIds])))
    .orderBy(knowledgeChunks.sourceId, knowledgeChunks.position);
}

export async function findChunk(db: Db, teamId: string, id: string) {
  const rows = await db
    .select({
      id: knowledgeChunks.id,
      sourceKind: knowledgeChunks.sourceKind,
      sourceName: knowledgeChunks.sourceName,
      content: knowledgeChunks.content,
    })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.teamId, teamId), eq(knowledgeChunks.id, id)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, sourceKind: row.sourceKind as KnowledgeSourceKind } : null;
}

/**
 * The titles of the team's active products, hidden ones included: a question naming a hidden
 * product still names it (its words are not what the question asks about), though it is never
 * offered.
 */
export async function listProductNames(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: products.title })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.status, "active")));
  return rows.map((r) => r.name);
}
/** The titles of the active products the brand hid in Brand settings: the index holds none of them. */
export async function listHiddenProductNames(db: Db, teamId: string): Promise<string[]> {
  const [settings] = await db
    .select({ hidden: brandSettings.hiddenProductIds })
    .from(brandSettings)
    .where(eq(brandSettings.teamId, teamId))
    .limit(1);
  const hidden = settings?.hidden ?? [];
  if (hidden.length === 0) return [];
  const rows = await db
    .select({ name: products.title })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.status, "active"), inArray(products.id, hidden)));
  return rows.map((r) => r.name);
}
/** The brand's name as its settings give it ("" when none is set). */
export async function brandNameOf(db: Db, teamId: string): Promise<string> {
  const [row] = await db
    .select({ name: brandSettings.brandName })
    .from(brandSettings)
    .where(eq(brandSettings.teamId, teamId))
    .limit(1);
  return row?.name ?? "";
}

// ---- the sources the index is built from ----

export async function listDocumentSources(db: Db, teamId: string) {
  return db
    .select({
      id: brandDocuments.id,
      name: brandDocuments.documentName,
      isLink: brandDocuments.isReferenceLink,
      text: brandDocuments.extractedText,
      keyFacts: brandDocuments.keyFacts,
    })
    .from(brandDocuments)
    .where(and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.status, "processed")));
}

/** Active products the brand has not hidden, with the store's currency. */
export async function listProductSources(db: Db, teamId: string) {
  const [settings] = await db
    .select({ hidden: brandSettings.hiddenProductIds })
    .from(brandSettings)
    .where(eq(brandSettings.teamId, teamId))
    .limit(1);
  const hidden = new Set(settings?.hidden ?? []);
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      description: products.description,
      productType: products.productType,
      priceMin: products.priceMin,
      priceMax: products.priceMax,
      variants: products.variants,
      currency: integrations.currency,
    })
    .from(products)
    .innerJoin(integrations, eq(integrations.id, products.integrationId))
    .where(and(eq(products.teamId, teamId), eq(products.status, "active")));
  return rows.filter((r) => !hidden.has(r.id));
}

export async function listAnswerSources(db: Db, teamId: string) {
  return db
    .select({ id: knowledgeAnswers.id, question: knowledgeAnswers.question, answer: knowledgeAnswers.answer })
    .from(knowledgeAnswers)
    .where(eq(knowledgeAnswers.teamId, teamId));
}

/** The team's own replies sent by a person (not automatic ones), newest first, with the question. */
export async function listSentReplySources(db: Db, teamId: string, limit: number) {
  return db
    .select({
      id: conversationResponses.id,
      reply: conversationResponses.content,
      question: messages.content,
    })
    .from(conversationResponses)
    .innerJoin(messages, eq(messages.id, conversationResponses.parentMessageId))
    .where(
      and(
        eq(conversationResponses.teamId, teamId),
        eq(messages.teamId, teamId),
        eq(conversationResponses.sentViaPlatform, true),
        inArray(conversationResponses.responseType, ["manual", "manual_edit", "ai_suggestion"]),
      ),
    )
    .orderBy(desc(conversationResponses.createdAt))
    .limit(limit);
}

// ---- gaps and answers ----

export async function insertGap(
  db: Db,
  values: { teamId: string; messageId: string; question: string; topic: string; now: Date },
): Promise<void> {
  await db
    .insert(knowledgeGaps)
    .values({
      teamId: values.teamId,
      messageId: values.messageId,
      question: values.question,
      topic: values.topic,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: knowledgeGaps.messageId });
}

export async function listOpenGaps(db: Db, teamId: string, since: Date) {
  return db
    .select({
      id: knowledgeGaps.id,
      question: knowledgeGaps.question,
      topic: knowledgeGaps.topic,
      createdAt: knowledgeGaps.createdAt,
    })
    .from(knowledgeGaps)
    .where(
      and(
        eq(knowledgeGaps.teamId, teamId),
        isNull(knowledgeGaps.answerId),
        gte(knowledgeGaps.createdAt, since),
      ),
    )
    .orderBy(desc(knowledgeGaps.createdAt))
    .limit(2000);
}

/**
 * Stores the answer and closes the open gaps it answers (`answers` tells which, by a gap's stored
 * topic), in one transaction. The same question and answer stored before is that answer
 * (`existing`), not a second row.
 */
export async function insertAnswerClosingGaps(
  db: Db,
  values: { teamId: string; question: string; answer: string; userId: string; now: Date },
  answers: (topic: string) => boolean,
): Promise<{ id: string; closed: number; existing: boolean }> {
  return db.transaction(async (tx) => {
    // One writer of the team's answers at a time, so the same answer sent twice at once (a double
    // click, a retried request) is stored once: 30 concurrent copies had made 30 rows.
    await lockTeam(tx, values.teamId);
    const [same] = await tx
      .select({ id: knowledgeAnswers.id })
      .from(knowledgeAnswers)
      .where(
        and(
          eq(knowledgeAnswers.teamId, values.teamId),
          sql`lower(btrim(${knowledgeAnswers.question})) = lower(btrim(${values.question}))`,
          sql`btrim(${knowledgeAnswers.answer}) = btrim(${values.answer})`,
        ),
      )
      .limit(1);
    const [row] = same
      ? [same]
      : await tx
          .insert(knowledgeAnswers)
          .values({
            teamId: values.teamId,
            question: values.question,
            answer: values.answer,
            createdBy: values.userId,
            createdAt: values.now,
          })
          .returning({ id: knowledgeAnswers.id });
    const id = row!.id;
    const existing = same !== undefined;
    const open = await tx
      .select({ id: knowledgeGaps.id, topic: knowledgeGaps.topic })
      .from(knowledgeGaps)
      .where(and(eq(knowledgeGaps.teamId, values.teamId), isNull(knowledgeGaps.answerId)));
    const ids = open.filter((gap) => answers(gap.topic)).map((gap) => gap.id);
    if (ids.length === 0) return { id, closed: 0, existing };
    const closed = await tx
      .update(knowledgeGaps)
      .set({ answerId: id })
      .where(
        and(
          eq(knowledgeGaps.teamId, values.teamId),
          inArray(knowledgeGaps.id, ids),
          isNull(knowledgeGaps.answerId),
        ),
      )
      .returning({ id: knowledgeGaps.id });
    return { id, closed: closed.length, existing };
  });
}

/** The answers the team wrote for its gaps, newest first. */
export async function listKnowledgeAnswers(db: Db, teamId: string, limit: number) {
  return db
    .select({
      id: knowledgeAnswers.id,
      question: knowledgeAnswers.question,
      answer: knowledgeAnswers.answer,
      createdAt: knowledgeAnswers.createdAt,
    })
    .from(knowledgeAnswers)
    .where(eq(knowledgeAnswers.teamId, teamId))
    .orderBy(desc(knowledgeAnswers.createdAt))
    .limit(limit);
}

/**
 * Deletes one of the team's answers; the gaps it had closed are open again (the foreign key sets
 * their answer to null). Null when the team has no such answer.
 */
export async function deleteKnowledgeAnswer(
  db: Db,
  teamId: string,
  id: string,
): Promise<{ reopened: number } | null> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .select({ id: knowledgeGaps.id })
      .from(knowledgeGaps)
      .where(and(eq(knowledgeGaps.teamId, teamId), eq(knowledgeGaps.answerId, id)));
    const deleted = await tx
      .delete(knowledgeAnswers)
      .where(and(eq(knowledgeAnswers.teamId, teamId), eq(knowledgeAnswers.id, id)))
      .returning({ id: knowledgeAnswers.id });
    return deleted.length === 0 ? null : { reopened: closed.length };
  });
}

/** Rewrites one of the team's answers; null when the team has no such answer. */
export async function updateKnowledgeAnswer(
  db: Db,
  teamId: string,
  id: string,
  answer: string,
): Promise<{ id: string; answer: string } | null> {
  const rows = await db
    .update(knowledgeAnswers)
    .set({ answer })
    .where(and(eq(knowledgeAnswers.teamId, teamId), eq(knowledgeAnswers.id, id)))
    .returning({ id: knowledgeAnswers.id, answer: knowledgeAnswers.answer });
  return rows[0] ?? null;
}

/** Teams with anything to index: documents, store products, answers or sent replies. */
export async function listTeamsWithKnowledge(db: Db): Promise<string[]> {
  const rows = await sqlRows<{ team_id: string }>(
    db,
    sql`
    select team_id from brand_documents where status = 'processed'
    union select team_id from products where status = 'active'
    union select team_id from knowledge_answers
    union select team_id from conversation_responses where sent_via_platform
  `,
  );
  return rows.map((r) => r.team_id);
}
