import { csvFileName } from "@shared/leads/leads.constants";
import type { LeadFilters } from "@shared/leads/leads.schema";
import { leadsQueryString } from "./leads-query-string";

/** Progress of a running export: rows received so far out of the total the server announced. */
export type ExportProgress = { rows: number; total: number };

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? csvFileName(new Date().toISOString().slice(0, 10));

/**
 * GET /api/leads/export.csv, read as a stream so the button can show progress on large exports, then
 * handed to the browser as a download under the server's file name.
 */
export async function exportLeads(
  filters: LeadFilters,
  onProgress: (p: ExportProgress) => void,
): Promise<void> {
  const response = await fetch(`/api/leads/export.csv?${leadsQueryString(filters)}`, {
    credentials: "include",
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get("x-total-count") ?? 0);
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let newlines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) newlines += 1;
    // Two header lines precede the rows.
    onProgress({ rows: Math.max(0, Math.min(total, newlines - 2)), total });
  }
  const url = URL.createObjectURL(new Blob(parts, { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("content-disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
