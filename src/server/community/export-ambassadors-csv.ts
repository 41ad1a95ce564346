import { Readable } from "node:stream";
import { DEFAULT_AMBASSADOR_THRESHOLDS } from "@shared/community/community.constants";
import { AMBASSADOR_CSV_COLUMNS, ambassadorsCsvFileName } from "@shared/community/community-settings.schema";
import { csvLine } from "@shared/leads/lead-filters";
import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import {
  countMembers,
  type MemberListRow,
  memberFilterSql,
  pageOfMembers,
  type Thresholds,
  teamThresholds,
} from "./community-list.repository";
import { toCommunityMember } from "./member-view";

const PAGE_SIZE = 1000;

/** One row as the Ambassadors table shows it (Email in full, where the table shows a check mark). */
function csvRow(r: MemberListRow, t: Thresholds): string {
  const m = toCommunityMember(r, t);
  const handles = [...new Set(m.handles.map((h) => h.handle).filter(Boolean))].map((h) => `@${h}`);
  return csvLine([
    m.name ?? (m.handle ? `@${m.handle}` : (m.email ?? "Unknown fan")),
    handles.join("; "),
    m.channels.join("; "),
    m.email,
    m.creator,
    m.virality_factor.toFixed(2),
    m.emv.toFixed(2),
    m.ambassador_reason,
  ]);
}

async function* csvChunks(db: Db, teamId: string, t: Thresholds, now: Date): AsyncGenerator<string> {
  yield csvLine([...AMBASSADOR_CSV_COLUMNS]);
  const where = memberFilterSql(teamId, { tab: "ambassadors", search: "" }, t, now);
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const rows = await pageOfMembers(db, where, PAGE_SIZE, offset);
    if (rows.length === 0) return;
    yield rows.map((r) => csvRow(r, t)).join("");
    if (rows.length < PAGE_SIZE) return;
  }
}

/**
 * The Ambassadors tab as CSV, by EMV like the table, streamed page by page; spreadsheet formulas in
 * names and handles are neutralised by csvLine (the leads export's guard).
 */
export async function exportAmbassadorsCsv(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
): Promise<{ fileName: string; total: number; stream: Readable }> {
  const now = deps.now();
  const thresholds = await teamThresholds(deps.db, actor.teamId, DEFAULT_AMBASSADOR_THRESHOLDS);
  const where = memberFilterSql(actor.teamId, { tab: "ambassadors", search: "" }, thresholds, now);
  const total = await countMembers(deps.db, where);
  const stream = Readable.from(csvChunks(deps.db, actor.teamId, thresholds, now), { objectMode: false });
  return { fileName: ambassadorsCsvFileName(now.toISOString().slice(0, 10)), total, stream };
}
