import {
  type ActionKind,
  LINKS_NOT_UNDOABLE,
  PREVIEW_SAMPLE_SIZE,
  REPLY_NOT_UNDOABLE,
} from "@shared/assistants/assistants.constants";
import type { ActionPreview } from "@shared/assistants/assistants.schema";
import { type MessageFilter, messagesLink } from "@shared/assistants/message-filter";
import type { Db } from "../db/client";
import { type ActionRow, previewSample } from "./assistant-actions.repository";
import { outwardDetails } from "./outward-preview";

export const UNDOABLE: readonly ActionKind[] = ["mark_read", "archive", "hide_spam", "assign", "set_status"];

/** What an action will do, in words, for the preview (the person reads it before confirming). */
export function describeAction(kind: ActionKind, params: Record<string, unknown>, count: number): string {
  const n = `${count.toLocaleString("en-CA")} message${count === 1 ? "" : "s"}`;
  switch (kind) {
    case "mark_read":
      return `Mark ${n} as read.`;
    case "archive":
      return `Archive ${n}: they leave the inbox and stay searchable under archived.`;
    case "hide_spam":
      return `Mark ${n} as spam and hide them in Lunara (not on the platform).`;
    case "assign":
      return typeof params.userId === "string"
        ? `Assign ${n} to ${String(params.person)}.`
        : `Assign ${n} to the ${String(params.team)} team.`;
    case "set_status":
      return `Set the status of ${n} to ${String(params.status)}.`;
    case "send_reply":
      return `Send one reply to each of ${n}, personalised per message, on the platform under your name. ${REPLY_NOT_UNDOABLE}`;
    case "tracking_links": {
      const messages = Number(params.messages ?? count);
      return `Create ${count.toLocaleString("en-CA")} tracking link${count === 1 ? "" : "s"} to ${String(params.label)}, one per customer (${messages.toLocaleString("en-CA")} message${messages === 1 ? "" : "s"} selected). ${LINKS_NOT_UNDOABLE}`;
    }
  }
}

export async function toPreview(db: Db, row: ActionRow): Promise<ActionPreview> {
  const sampleIds = row.messageIds.slice(0, PREVIEW_SAMPLE_SIZE);
  const sample = await previewSample(db, row.teamId, sampleIds);
  const order = new Map(sampleIds.map((id, i) => [id, i]));
  sample.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const kind = row.kind as ActionKind;
  return {
    id: row.id,
    kind,
    description: describeAction(kind, row.params, row.total),
    count: row.total,
    sample: sample.map((m) => ({
      ...m,
      content: m.content.slice(0, 200),
      receivedAt: m.receivedAt.toISOString(),
    })),
    link: messagesLink(row.filter as MessageFilter),
    status: row.status as ActionPreview["status"],
    processed: Math.min(row.processed, row.total),
    expiresAt: row.expiresAt.toISOString(),
    confirmedBy: row.confirmedBy,
    undoable: UNDOABLE.includes(kind),
    ...(await outwardDetails(db, row, sampleIds)),
  };
}
