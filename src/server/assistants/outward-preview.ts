import {
  LINKS_NOT_UNDOABLE,
  REPLY_EXAMPLES,
  REPLY_NOT_UNDOABLE,
} from "@shared/assistants/assistants.constants";
import type { ActionPreview } from "@shared/assistants/assistants.schema";
import type { Db } from "../db/client";
import type { ActionRow } from "./assistant-actions.repository";
import { previewSample } from "./assistant-actions.repository";
import { personaliseReplies } from "./bulk-reply";

/** How many failures and links an action's result lists (the counts are always whole). */
export const OUTCOME_LIST_LIMIT = 1000;

export type Outcome = { ok: boolean; detail: string };

type Extra = Pick<ActionPreview, "notUndoable" | "reply" | "destination" | "outcome">;

/**
 * What a reply or link action adds to its preview: the template and a few replies exactly as they
 * will go out, or where the links lead; once it ran, what went out and what could not, with why.
 */
export async function outwardDetails(db: Db, row: ActionRow, sampleIds: string[]): Promise<Extra> {
  if (row.kind !== "send_reply" && row.kind !== "tracking_links") return {};
  const extra: Extra = {};
  if (row.kind === "send_reply") {
    const template = String(row.params.template);
    const exampleIds = sampleIds.slice(0, REPLY_EXAMPLES);
    // Before confirming, the whole selection is filled once to count what will not go out.
    const whole = row.status === "previewed" && template.includes("{product}");
    const filled = await personaliseReplies(db, row.teamId, template, whole ? row.messageIds : exampleIds);
    extra.notUndoable = REPLY_NOT_UNDOABLE;
    extra.reply = {
      template,
      examples: exampleIds.flatMap((id) => {
        const one = filled.get(id);
        if (!one) return [];
        return [
          "text" in one.reply
            ? { messageId: id, sender: one.message.sender, text: one.reply.text }
            : { messageId: id, sender: one.message.sender, text: null, skip: one.reply.skip },
        ];
      }),
      unfillable: whole ? [...filled.values()].filter((f) => "skip" in f.reply).length : 0,
    };
  } else {
    extra.notUndoable = LINKS_NOT_UNDOABLE;
    extra.destination = { label: String(row.params.label), url: String(row.params.url ?? "") };
  }
  if (row.status !== "previewed" && row.status !== "expired" && row.status !== "cancelled") {
    const byId = row.previous as Record<string, Outcome>;
    const outcomes = row.messageIds.flatMap((id) => (byId[id] ? [[id, byId[id]] as const] : []));
    const failed = outcomes.filter(([, o]) => !o.ok);
    const links = row.kind === "tracking_links" ? outcomes.filter(([, o]) => o.ok) : [];
    const listed = [...failed, ...links].slice(0, OUTCOME_LIST_LIMIT * 2);
    const senders = new Map(
      (
        await previewSample(
          db,
          row.teamId,
          listed.map(([id]) => id),
        )
      ).map((m) => [m.id, m.sender]),
    );
    const sender = (id: string) => senders.get(id) ?? "";
    extra.outcome = {
      succeeded: outcomes.length - failed.length,
      failed: failed.length,
      failures: failed
        .slice(0, OUTCOME_LIST_LIMIT)
        .map(([id, o]) => ({ messageId: id, sender: sender(id), reason: o.detail })),
      links: links
        .slice(0, OUTCOME_LIST_LIMIT)
        .map(([id, o]) => ({ messageId: id, sender: sender(id), url: o.detail })),
    };
  }
  return extra;
}
