import {
  LINK_TYPES,
  type LinkType,
  PROCESSING_STATUSES,
  type ProcessingStatus,
} from "@shared/brand/brand.constants";
import type { BrandDocument } from "@shared/brand/brand-document.schema";
import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { brandDocuments } from "../db/brand.schema";
import type { Db } from "../db/client";

const listColumns = {
  id: brandDocuments.id,
  documentName: brandDocuments.documentName,
  documentType: brandDocuments.documentType,
  isReferenceLink: brandDocuments.isReferenceLink,
  referenceUrl: brandDocuments.referenceUrl,
  linkType: brandDocuments.linkType,
  status: brandDocuments.status,
  errorMessage: brandDocuments.errorMessage,
  summary: brandDocuments.summary,
  keyFacts: brandDocuments.keyFacts,
  sizeBytes: brandDocuments.sizeBytes,
  createdAt: brandDocuments.createdAt,
  processedAt: brandDocuments.processedAt,
  contentChangedAt: brandDocuments.contentChangedAt,
  readInPart: brandDocuments.readInPart,
};

type ListRow = {
  readInPart: boolean;
  id: string;
  documentName: string;
  documentType: string;
  isReferenceLink: boolean;
  referenceUrl: string | null;
  linkType: string | null;
  status: string;
  errorMessage: string | null;
  summary: string | null;
  keyFacts: string[];
  sizeBytes: number | null;
  createdAt: Date;
  processedAt: Date | null;
  contentChangedAt: Date | null;
};

const asStatus = (s: string): ProcessingStatus =>
  (PROCESSING_STATUSES as readonly string[]).includes(s) ? (s as ProcessingStatus) : "failed";
const asLinkType = (s: string | null): LinkType | null =>
  s && (LINK_TYPES as readonly string[]).includes(s) ? (s as LinkType) : null;

function documentFromRow(row: ListRow): BrandDocument {
  const status = asStatus(row.status);
  return {
    id: row.id,
    document_name: row.documentName,
    document_type: row.documentType === "reference_guide" ? "reference_guide" : "brand_guidelines",
    is_reference_link: row.isReferenceLink,
    reference_url: row.referenceUrl,
    link_type: asLinkType(row.linkType),
    is_scraped: row.isReferenceLink && status === "processed",
    file_size: row.sizeBytes,
    summary: row.summary,
    key_facts: row.keyFacts,
    processing_status: status,
    error_message: row.errorMessage,
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    content_changed_at: row.contentChangedAt?.toISOString() ?? null,
    read_in_part: status === "processed" && row.readInPart,
  };
}

export type NewDocument =
  | { kind: "pdf"; documentName: string; fileHash: string; sizeBytes: number }
  | { kind: "link"; documentName: string; referenceUrl: string; linkType: LinkType };

/** Whether the team has this link (the same address) or this PDF (the same bytes) already. */
export async function hasSameDocument(db: Db, teamId: string, doc: NewDocument): Promise<boolean> {
  const same =
    doc.kind === "pdf"
      ? and(eq(brandDocuments.isReferenceLink, false), eq(brandDocuments.fileHash, doc.fileHash))
      : and(
          eq(brandDocuments.isReferenceLink, true),
          sql`rtrim(lower(${brandDocuments.referenceUrl}), '/') = rtrim(lower(${doc.referenceUrl}), '/')`,
        );
  const rows = await db
    .select({ id: brandDocuments.id })
    .from(brandDocuments)
    .where(and(eq(brandDocuments.teamId, teamId), same))
    .limit(1);
  return rows.length > 0;
}

export async function insertDocument(db: Db, teamId: string, doc: NewDocument, now: Date) {
  const values =
    doc.kind === "pdf"
      ? {
          documentType: "brand_guidelines",
          isReferenceLink: false,
          fileHash: doc.fileHash,
          sizeBytes: doc.sizeBytes,
        }
      : {
          documentType: "reference_guide",
          isReferenceLink: true,
          referenceUrl: doc.referenceUrl,
          linkType: doc.linkType,
        };
  const [row] = await db
    .insert(brandDocuments)
    .values({ teamId, documentName: doc.documentName, status: "pending", createdAt: now, ...values })
    .returning(listColumns);
  if (!row) throw new Error("document insert returned nothing");
  return documentFromRow(row);
}

export async function listDocuments(db: Db, teamId: string): Promise<BrandDocument[]> {
  const rows = await db
    .select(listColumns)
    .from(brandDocuments)
    .where(eq(brandDocuments.teamId, teamId))
    .orderBy(desc(brandDocuments.createdAt));
  return rows.map(documentFromRow);
}

/** What the processing job needs; null when the document is gone (deleted meanwhile). */
export async function findDocumentSource(db: Db, teamId: string, id: string) {
  const rows = await db
    .select({
      isReferenceLink: brandDocuments.isReferenceLink,
      referenceUrl: brandDocuments.referenceUrl,
      fileHash: brandDocuments.fileHash,
      legacyFileSize: sql<number | null>`octet_length(${brandDocuments.fileData})`,
      documentName: brandDocuments.documentName,
    })
    .from(brandDocuments)
    .where(and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { legacyFileSize, ...rest } = row;
  // Uploads from before migration 0017 still hold their bytes in the row.
  const legacyFileData = legacyFileSize ? await readFileData(db, teamId, id, Number(legacyFileSize)) : null;
  return { ...rest, legacyFileData };
}

const READ_CHUNK_BYTES = 256 * 1024;

/** The stored file in slices, so that no single query holds the embedded database for long. */
async function readFileData(db: Db, teamId: string, id: string, size: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < size; offset += READ_CHUNK_BYTES) {
    const [slice] = await db
      .select({
        base64: sql<string>`encode(substring(${brandDocuments.fileData} from ${offset + 1} for ${READ_CHUNK_BYTES}), 'base64')`,
      })
      .from(brandDocuments)
      .where(and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.id, id)));
    if (!slice) return null;
    parts.push(Buffer.from(slice.base64, "base64"));
  }
  return Buffer.concat(parts);
}

const byTeamAndId = (teamId: string, id: string) =>
  and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.id, id));

/** Back to pending for another analysis; false when the team has no such document. */
export async function resetDocument(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(brandDocuments)
    .set({ status: "pending", errorMessage: null, processedAt: null })
    .where(byTeamAndId(teamId, id))
    .returning({ id: brandDocuments.id });
  return rows.length > 0;
}

export async function markProcessing(db: Db, teamId: string, id: string) {
  await db
    .update(brandDocuments)
    .set({ status: "processing", errorMessage: null })
    .where(byTeamAndId(teamId, id));
}

export async function markProcessed(
  db: Db,
  teamId: string,
  id: string,
  result: { extractedText: string; summary: string; keyFacts: string[]; readInPart: boolean },
  now: Date,
) {
  await db
    .update(brandDocuments)
    .set({ status: "processed", errorMessage: null, ...result, processedAt: now })
    .where(byTeamAndId(teamId, id));
}

export async function markFailed(db: Db, teamId: string, id: string, message: string, now: Date) {
  await db
    .update(brandDocuments)
    .set({ status: "failed", errorMessage: message, processedAt: now })
    .where(byTeamAndId(teamId, id));
}

/**
 * Deletes the team's document; `found` is false when the team has none by that id, and
 * `orphanedFile` names its file when no other document of the team uses the same one.
 */
export async function deleteDocument(
  db: Db,
  teamId: string,
  id: string,
): Promise<{ found: boolean; orphanedFile: string | null }> {
  const rows = await db
    .delete(brandDocuments)
    .where(byTeamAndId(teamId, id))
    .returning({ fileHash: brandDocuments.fileHash });
  const fileHash = rows[0]?.fileHash ?? null;
  if (!rows[0]) return { found: false, orphanedFile: null };
  if (!fileHash) return { found: true, orphanedFile: null };
  const others = await db
    .select({ id: brandDocuments.id })
    .from(brandDocuments)
    .where(and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.fileHash, fileHash)))
    .limit(1);
  return { found: true, orphanedFile: others.length === 0 ? fileHash : null };
}

/** Processed documents and links, the brand pack's knowledge. */
export async function listProcessedKnowledge(db: Db, teamId: string) {
  return db
    .select({
      documentName: brandDocuments.documentName,
      extractedText: brandDocuments.extractedText,
      keyFacts: brandDocuments.keyFacts,
    })
    .from(brandDocuments)
    .where(and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.status, "processed")))
    .orderBy(desc(brandDocuments.createdAt));
}

/** Reference links due a fresh fetch (processed, not fetched since `before`), oldest first. */
export async function listLinksToRefresh(db: Db, before: Date, limit: number) {
  return db
    .select({
      id: brandDocuments.id,
      teamId: brandDocuments.teamId,
      referenceUrl: brandDocuments.referenceUrl,
      extractedText: brandDocuments.extractedText,
      contentHash: brandDocuments.contentHash,
    })
    .from(brandDocuments)
    .where(
      and(
        eq(brandDocuments.isReferenceLink, true),
        eq(brandDocuments.status, "processed"),
        or(isNull(brandDocuments.refreshedAt), lt(brandDocuments.refreshedAt, before)),
      ),
    )
    .orderBy(asc(brandDocuments.refreshedAt))
    .limit(limit);
}

/** Records a fresh fetch of a link: the new text when it changed, the time either way. */
export async function recordLinkRefresh(
  db: Db,
  teamId: string,
  id: string,
  values: {
    contentHash: string;
    now: Date;
    changed: { extractedText: string; summary: string; keyFacts: string[] } | null;
  },
) {
  await db
    .update(brandDocuments)
    .set({
      contentHash: values.contentHash,
      refreshedAt: values.now,
      ...(values.changed ? { ...values.changed, contentChangedAt: values.now } : {}),
    })
    .where(byTeamAndId(teamId, id));
}
