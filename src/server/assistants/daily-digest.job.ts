import { formatCurrency } from "@shared/analytics/currency-format";
import { addDays, isoDay } from "@shared/analytics/timeframe";
import { messagesLink } from "@shared/assistants/message-filter";
import { periodBounds } from "@shared/assistants/periods";
import { z } from "zod";
import { revenueDaysIn, teamCurrency } from "../analytics/analytics.repository";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { counted } from "./answer-words";
import { insertAlert } from "./assistant-alerts.repository";
import { countMessages } from "./assistant-messages.repository";
import { watchedTeams } from "./monitors.repository";

export const DAILY_DIGEST_CRON = "0 7 * * *";
export const dailyDigestJob = defineJob({
  name: "assistants.daily-digest",
  schema: z.object({}),
  retryLimit: 2,
  cron: DAILY_DIGEST_CRON,
  scheduledPayload: {},
  handle: (deps) => postAllDigests(deps),
});

type Deps = Pick<AppDeps, "db" | "now" | "events" | "log">;

/** Yesterday in three figures, posted into Galara's chat once a day. */
export async function postDailyDigest(deps: Deps, teamId: string): Promise<boolean> {
  const now = deps.now();
  const day = addDays(isoDay(now), -1);
  const bounds = periodBounds({ label: "yesterday", start: day, end: day });
  const [messages, complaints, days, currency] = await Promise.all([
    countMessages(deps.db, teamId, bounds, now),
    countMessages(deps.db, teamId, { ...bounds, intent: "complaint" }, now),
    revenueDaysIn(deps.db, teamId, { start: day, end: day }),
    teamCurrency(deps.db, teamId),
  ]);
  const net = days[0]?.net_sales ?? 0;
  const orders = days[0]?.orders_count ?? 0;
  return insertAlert(deps.db, {
    teamId,
    monitor: "daily_digest",
    severity: "info",
    title: `Daily digest for ${day}`,
    body: `${counted(messages, "message", "messages")} (${counted(complaints, "complaint", "complaints")}), net sales ${formatCurrency(net, currency)} from ${counted(orders, "order", "orders")}.`,
    link: messagesLink(bounds),
    dedupeKey: day,
    createdAt: now,
  });
}

export async function postAllDigests(deps: Deps) {
  for (const { team_id } of await watchedTeams(deps.db)) {
    try {
      await postDailyDigest(deps, team_id);
    } catch (error) {
      deps.log(
        `daily digest failed for team ${team_id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
