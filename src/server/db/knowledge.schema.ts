import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { teamRef, ts } from "./columns";
import { messages } from "./inbox.schema";

/** Read-only here: PostgreSQL computes it from source_name and content (english stemming). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The team's knowledge index: passages of documents, reference links, products, saved answers and
 * the team's own sent replies. One source's chunks share its hash; a changed source is re-chunked.
 */
export const knowledgeChunks = pgTable(
  "knowledge_chunks",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    /** document | link | product | answer | reply */
    sourceKind: text("source_kind").notNull(),
    sourceId: text("source_id").notNull(),
    sourceName: text("source_name").notNull(),
    sourceHash: text("source_hash").notNull(),
    position: integer("position").notNull(),
    content: text("content").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', "source_name" || ' ' || "content")`),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    // No pending list (fastupdate): inserted passages go straight into the index. With one, PGlite
    // (no autovacuum) never merged it, every search read it whole and the planner chose a
    // sequential scan (decision 031).
    index("knowledge_chunks_search_idx").using("gin", t.search).with({ fastupdate: false }),
    index("knowledge_chunks_source_idx").on(t.teamId, t.sourceKind, t.sourceId),
  ],
);

/**
 * How many of the team's passages hold each lexeme of their `search` vector (document frequency),
 * kept in step with knowledge_chunks by the repository: a search builds its candidate query from
 * the question's rare words and leaves the common ones to ranking (decision 031).
 */
export const knowledgeTerms = pgTable(
  "knowledge_terms",
  {
    teamId: teamRef(),
    lexeme: text("lexeme").notNull(),
    chunks: integer("chunks").notNull(),
  },
  (t) => [primaryKey({ name: "knowledge_terms_pk", columns: [t.teamId, t.lexeme] })],
);

/** An answer a person wrote for questions no source answered; indexed like a document. */
export const knowledgeAnswers = pgTable(
  "knowledge_answers",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    createdBy: text("created_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("knowledge_answers_team_idx").on(t.teamId, t.createdAt)],
);

/** A customer question the index could not answer; closed when an answer is added for it. */
export const knowledgeGaps = pgTable(
  "knowledge_gaps",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /**
     * What the question asks about, as a person would write it ("shipping to Mexico"); gaps whose
     * topics read as the same concepts group together (gap-topic.ts).
     */
    topic: text("topic").notNull(),
    answerId: uuid("answer_id").references(() => knowledgeAnswers.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("knowledge_gaps_message_uq").on(t.messageId),
    index("knowledge_gaps_team_idx").on(t.teamId, t.answerId, t.createdAt),
  ],
);
