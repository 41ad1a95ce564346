import { createHash } from "node:crypto";
import { listLinksToRefresh, recordLinkRefresh } from "../brand/brand-documents.repository";
import { readHtml } from "../brand/html-to-text";
import { type FetchPolicy, fetchPage, PageFetchError } from "../brand/safe-fetch";
import { digestText } from "../brand/summarize-text";
import type { AppDeps } from "../deps";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/** A link is fetched again once a day; each run takes at most this many. */
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
const LINKS_PER_RUN = 50;
const MAX_EXTRACTED_CHARACTERS = 200_000;

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Fetches the teams' reference links again: a page whose text changed gets its new text, summary
 * and key facts, the time of the change (shown beside the link) and a re-index. A page that cannot
 * be fetched now keeps what was indexed and is tried again on the next run.
 */
export async function refreshReferenceLinks(
  deps: Pick<AppDeps, "db" | "now" | "log" | "events">,
  policy: FetchPolicy,
): Promise<{ checked: number; changed: number }> {
  const now = deps.now();
  const due = await listLinksToRefresh(deps.db, new Date(now.getTime() - REFRESH_AFTER_MS), LINKS_PER_RUN);
  let changed = 0;
  for (const link of due) {
    let text: string;
    try {
      const page = await fetchPage(link.referenceUrl ?? "", policy);
      const mime = page.contentType.split(";")[0]?.trim().toLowerCase();
      text = (mime === "text/plain" ? page.body : readHtml(page.body).text).slice(
        0,
        MAX_EXTRACTED_CHARACTERS,
      );
    } catch (error) {
      if (!(error instanceof PageFetchError)) throw error;
      deps.log(`[knowledge] ${link.referenceUrl} could not be fetched again: ${error.message}`);
      continue;
    }
    const hash = hashOf(text);
    const previous = link.contentHash ?? hashOf(link.extractedText ?? "");
    const digest = hash !== previous ? digestText(text) : null;
    await recordLinkRefresh(deps.db, link.teamId, link.id, {
      contentHash: hash,
      now,
      changed: digest ? { extractedText: text, ...digest } : null,
    });
    if (!digest) continue;
    changed++;
    await syncKnowledgeIndex(deps, link.teamId);
    await deps.events.publish({
      type: "brand.document.status",
      teamId: link.teamId,
      data: { documentId: link.id, status: "processed", changed: true },
    });
  }
  return { checked: due.length, changed };
}
