import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { organization } from "./auth.schema";
import { ts } from "./columns";

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const uuidList = (name: string) => uuid(name).array().notNull().default(sql`'{}'::uuid[]`);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** One row per team: the brand profile, reply rules, product choices and automation settings. */
export const brandSettings = pgTable("brand_settings", {
  teamId: text("team_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  brandName: text("brand_name").notNull().default(""),
  targetAudience: text("target_audience").notNull().default(""),
  brandTone: text("brand_tone").notNull().default(""),
  brandVoice: text("brand_voice").notNull().default(""),
  websiteUrl: text("website_url").notNull().default(""),
  industry: text("industry").notNull().default(""),
  description: text("description").notNull().default(""),
  brandPersonality: textList("brand_personality"),
  keyMessages: textList("key_messages"),
  /** casual | professional */
  formalityLevel: text("formality_level").notNull().default("casual"),
  useEmojis: boolean("use_emojis").notNull().default(false),
  rulesAlways: textList("rules_always"),
  rulesNever: textList("rules_never"),
  autoEscalateKeywords: textList("auto_escalate_keywords"),
  featuredProductIds: uuidList("featured_product_ids"),
  hiddenProductIds: uuidList("hidden_product_ids"),
  /** null until the team saves one: readers then get the wizard defaults. */
  responseConfig: jsonb("response_config"),
  wizardCompleted: boolean("wizard_completed").notNull().default(false),
  timezone: text("timezone").notNull().default("UTC"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Uploaded PDFs and reference links, each analysed by a background job. */
export const brandDocuments = pgTable(
  "brand_documents",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: text("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    documentName: text("document_name").notNull(),
    /** brand_guidelines | reference_guide */
    documentType: text("document_type").notNull(),
    isReferenceLink: boolean("is_reference_link").notNull().default(false),
    referenceUrl: text("reference_url"),
    /** custom | shipping | returns | warranty | faq | policies */
    linkType: text("link_type"),
    /** pending | processing | processed | failed */
    status: text("status").notNull().default("pending"),
    errorMessage: text("error_message"),
    /** Uploads before migration 0017 kept the PDF here; newer ones are files (see file_hash). */
    fileData: bytea("file_data"),
    /** sha256 of the uploaded PDF, its file in the team's document folder (brand/document-files.ts). */
    fileHash: text("file_hash"),
    extractedText: text("extracted_text"),
    /** Longer than the index takes: only its first part was read (migration 0030). */
    readInPart: boolean("read_in_part").notNull().default(false),
    summary: text("summary"),
    keyFacts: textList("key_facts"),
    sizeBytes: integer("size_bytes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    processedAt: ts("processed_at"),
    /** Reference links are fetched again on a schedule; a changed page is re-indexed and shown. */
    contentHash: text("content_hash"),
    refreshedAt: ts("refreshed_at"),
    contentChangedAt: ts("content_changed_at"),
  },
  (t) => [index("brand_documents_team_created_idx").on(t.teamId, t.createdAt)],
);

/** What the reply engine reads: settings, products and knowledge compiled after each change. */
export const brandPacks = pgTable("brand_packs", {
  teamId: text("team_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  pack: jsonb("pack").notNull(),
  compiledAt: ts("compiled_at").notNull().defaultNow(),
});
