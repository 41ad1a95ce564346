import { Readable } from "node:stream";
import { csvLine, filterHeaderLine } from "@shared/leads/lead-filters";
import { CSV_COLUMNS, csvFileName, LEAD_STATUS_LABELS } from "@shared/leads/leads.constants";
import type { LeadFilters } from "@shared/leads/leads.schema";
import { type SQL, sql } from "drizzle-orm";
import { sqlRows } from "../attribution/sql-rows";
import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import { afterPosition, LEAD_ORDER, leadFilterSql } from "./lead-filters.sql";
import { countLeads, LEAD_COLUMNS, type LeadRow, toLead } from "./leads.repository";

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
async function* csvChunks(db: Db, where: SQL, filters: LeadFilters): AsyncGenerator<string> {
  yield csvLine([filterHeaderLine(filters)]);
  yield csvLine([...CSV_COLUMNS]);
  let position: { at: string | null; id: string } | null = null;
  for (;;) {
    const condition: SQL = position ? sql`${where} and ${afterPosition(position)}` : where;
    // The position is kept as PostgreSQL's own text: a JS Date would drop the microseconds.
    const rows = await sqlRows<LeadRow & { position_at: string | null }>(
      db,
      sql`select ${LEAD_COLUMNS}, last_conversation_at::text as position_at from leads where ${condition} order by ${LEAD_ORDER} limit ${PAGE_SIZE}`,
    );
    if (rows.length === 0) return;
    yield rows.map(csvRow).join("");
    const last = rows[rows.length - 1]!;
    position = { at: last.position_at, id: last.id };
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
  const where = leadFilterSql(actor.teamId, filters, now);
  const total = await countLeads(deps.db, where);
  const stream = Readable.from(csvChunks(deps.db, where, filters), { objectMode: false });
  return { fileName: csvFileName(now.toISOString().slice(0, 10)), total, stream };
}
