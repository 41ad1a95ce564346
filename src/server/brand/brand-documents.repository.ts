import {
  LINK_TYPES,
  type LinkType,
  PROCESSING_STATUSES,
  type ProcessingStatus,
} from "@shared/brand/brand.constants";
import type { BrandDocument } from "@shared/brand/brand-document.schema";
import { and, desc, eq } from "drizzle-orm";
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
};

type ListRow = {
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
  };
}

export type NewDocument =
  | { kind: "pdf"; documentName: string; fileData: Buffer }
  | { kind: "link"; documentName: string; referenceUrl: string; linkType: LinkType };

export async function insertDocument(db: Db, teamId: string, doc: NewDocument, now: Date) {
  const values =
    doc.kind === "pdf"
      ? {
          documentType: "brand_guidelines",
          isReferenceLink: false,
          fileData: doc.fileData,
          sizeBytes: doc.fileData.length,
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
      fileData: brandDocuments.fileData,
      documentName: brandDocuments.documentName,
    })
    .from(brandDocuments)
    .where(and(eq(brandDocuments.teamId, teamId), eq(brandDocuments.id, id)))
    .limit(1);
  return rows[0] ?? null;
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
  result: { extractedText: string; summary: string; keyFacts: string[] },
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

export async function deleteDocument(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(brandDocuments)
    .where(byTeamAndId(teamId, id))
    .returning({ id: brandDocuments.id });
  return rows.length > 0;
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
