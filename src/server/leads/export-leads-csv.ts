import { Readable } from "node:stream";
import { csvLine, filterHeaderLine } from "@shared/leads/lead-filters";
import { CSV_COLUMNS, csvFileName, LEAD_STATUS_LABELS } from "@shared/leads/leads.constants";
import type { LeadFilters } from "@shared/leads/leads.schema";
import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import {
  countLeads,
  type LeadPosition,
  type LeadRow,
  type LeadSelection,
  leadsAfter,
  toLead,
} from "./leads.repository";

const PAGE_SIZE = 2000;

function csvRow(row: LeadRow): string {
  const lead = toLead(row);
  return csvLine([
    lead.name ?? lead.handle ?? lead.email ?? "",
    lead.email,
    lead.handle,
    lead.channels.join("; "),
    LEAD_STATUS_LABELS[lead.status],
    lead.attributed_revenue.toFixed(2),
    lead.last_conversation_at?.slice(0, 10) ?? "",
    lead.products_purchased.join("; "),
    lead.location,
  ]);
}

/** Keyset pages in LEAD_ORDER: each page is an index range, no transaction or connection is held between them. */
async function* csvChunks(db: Db, selection: LeadSelection): AsyncGenerator<string> {
  yield csvLine([filterHeaderLine(selection.filters)]);
  yield csvLine([...CSV_COLUMNS]);
  let position: LeadPosition | null = null;
  for (;;) {
    const rows = await leadsAfter(db, selection, position, PAGE_SIZE);
    if (rows.length === 0) return;
    yield rows.map(csvRow).join("");
    position = rows[rows.length - 1]!.position;
    if (rows.length < PAGE_SIZE) return;
  }
}

/**
 * The CSV of every filtered lead, streamed: the next page is read only when the client has taken the
 * last one (Readable.from pulls on demand), so memory stays flat whatever the team's size. The first
 * line lists the filters, the second the spec's columns.
 */
export async function exportLeadsCsv(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  filters: LeadFilters,
): Promise<{ fileName: string; total: number; stream: Readable }> {
  const now = deps.now();
  const selection = { teamId: actor.teamId, filters, now };
  const total = await countLeads(deps.db, selection);
  const stream = Readable.from(csvChunks(deps.db, selection), { objectMode: false });
  return { fileName: csvFileName(now.toISOString().slice(0, 10)), total, stream };
}
