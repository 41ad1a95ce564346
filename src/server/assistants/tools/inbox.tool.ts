import { messagesLink } from "@shared/assistants/message-filter";
import type {
  historyToolInput,
  inboxCountsToolInput,
  responseTimesToolInput,
  searchMessagesToolInput,
  ToolResult,
} from "@shared/assistants/tools.schema";
import { platformLabel } from "@shared/integrations/platform-label";
import type { z } from "zod";
import type { Actor, AppDeps } from "../../deps";
import { routingStats } from "../../routing/routing-stats.repository";
import {
  countInboxItems,
  countMessages,
  countMessagesBy,
  listMessages,
} from "../assistant-messages.repository";
import { countFigure, minutesFigure } from "./tool-figures";

type Deps = Pick<AppDeps, "db" | "now">;

export const INBOX_ITEMS_LABEL = "Inbox items";

/**
 * How many messages match a filter, optionally grouped; each group links to its messages. When the
 * inbox would count them differently (a DM conversation is one of its items, spam is apart), the
 * inbox's count follows the messages', so a person comparing with the inbox's Unread sees both.
 */
export async function inboxCountsTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof inboxCountsToolInput>,
): Promise<ToolResult> {
  const now = deps.now();
  const [total, items] = await Promise.all([
    countMessages(deps.db, actor.teamId, input.filter, now),
    countInboxItems(deps.db, actor.teamId, input.filter, now),
  ]);
  const figures = [countFigure("Messages", total, messagesLink(input.filter))];
  if (items !== total)
    figures.push(
      countFigure(
        INBOX_ITEMS_LABEL,
        items,
        messagesLink({ ...input.filter, spam: input.filter.spam ?? "no" }),
      ),
    );
  if (input.groupBy === "none") return { figures, rows: [] };
  const groups = await countMessagesBy(deps.db, actor.teamId, input.filter, input.groupBy, now);
  const linkable = input.groupBy !== "day" && input.groupBy !== "status";
  for (const g of groups) {
    const filter = linkable ? { ...input.filter, [input.groupBy]: g.key } : input.filter;
    figures.push(countFigure(groupLabel(input.groupBy, g.key), g.n, messagesLink(filter)));
  }
  const series =
    input.groupBy === "day"
      ? [{ label: "Messages", points: groups.map((g) => ({ x: g.key, y: g.n })) }]
      : undefined;
  return { figures, rows: groups.map((g) => ({ group: g.key })), ...(series ? { series } : {}) };
}

/**
 * Messages matching a filter or search: the count, and a sample quoted as data. Their content is
 * customer text; the engines never follow instructions found in it.
 */
export async function searchMessagesTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof searchMessagesToolInput>,
): Promise<ToolResult> {
  const now = deps.now();
  const [total, sample] = await Promise.all([
    countMessages(deps.db, actor.teamId, input.filter, now),
    listMessages(deps.db, actor.teamId, input.filter, now, input.limit),
  ]);
  return {
    figures: [countFigure("Matching messages", total, messagesLink(input.filter))],
    rows: sample.map((m) => ({
      id: m.id,
      platform: m.platform,
      sender: m.sender,
      content: m.content.slice(0, 280),
    })),
  };
}

/** A customer's history by handle: their messages by intent, and the latest ones. */
export async function historyTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof historyToolInput>,
): Promise<ToolResult> {
  const filter = { sender: input.handle.replace(/^@/, "") };
  const counts = await inboxCountsTool(deps, actor, { filter, groupBy: "intent" });
  const latest = await searchMessagesTool(deps, actor, { filter, limit: 3 });
  return { figures: counts.figures, rows: latest.rows };
}

const RANGE_LINK = "/dashboard/team-dashboard";

/** Response times and SLA breaches: the team dashboard's own statistics. */
export async function responseTimesTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof responseTimesToolInput>,
): Promise<ToolResult> {
  const stats = await routingStats(
    deps.db,
    actor.teamId,
    { range: input.range, team: "all", urgency: "all" },
    deps.now(),
  );
  const figures = [
    countFigure("SLA breaches", stats.sla_breaches, RANGE_LINK),
    countFigure("Waiting in the queue", stats.total_pending, RANGE_LINK),
  ];
  if (stats.avg_response_minutes !== null)
    figures.push(minutesFigure("Average first response", stats.avg_response_minutes, RANGE_LINK));
  return { figures, rows: [] };
}

/** A group's name as a person reads it: "TikTok", "Shipping orders", "Negative"; days and statuses as stored. */
function groupLabel(groupBy: string, key: string): string {
  if (groupBy === "platform") return platformLabel(key);
  if (groupBy === "day") return key;
  const words = key.replace(/_/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
