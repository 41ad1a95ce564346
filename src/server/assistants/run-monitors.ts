import { formatCurrency } from "@shared/analytics/currency-format";
import { addDays, isoDay } from "@shared/analytics/timeframe";
import { MONITORS, type MonitorKey } from "@shared/assistants/assistants.constants";
import { messagesLink } from "@shared/assistants/message-filter";
import { revenueDaysIn, teamCurrency } from "../analytics/analytics.repository";
import type { AppDeps } from "../deps";
import { listMembers } from "../teams/teams.repository";
import { counted } from "./answer-words";
import { recordAlert } from "./assistant-alerts.repository";
import { countMessages } from "./assistant-messages.repository";
import {
  activeProducts,
  integrationsLastMessage,
  monitorSettingsOf,
  productMentions,
} from "./monitors.repository";

type Deps = Pick<AppDeps, "db" | "now" | "events" | "mailer" | "publicUrl" | "log">;
type Finding = {
  monitor: MonitorKey;
  severity: "info" | "urgent";
  title: string;
  body: string;
  link: string;
  dedupeKey: string;
};

const HOUR = 3_600_000;
/** Fewer mentions than this in a day is never "suddenly asked about", whatever the week before. */
const MIN_PRODUCT_MENTIONS = 5;

/**
 * How customers name a product: the first two words of its title ("Hydra Glow" for "Hydra Glow
 * Hyaluronic Serum"), which brands make the distinctive part; a one-word title as it is.
 */
export function productShortName(title: string): string {
  return title.trim().split(/\s+/).slice(0, 2).join(" ");
}

/** The team's settings, with the defaults for monitors it never changed. */
export async function effectiveMonitors(db: AppDeps["db"], teamId: string) {
  const saved = new Map((await monitorSettingsOf(db, teamId)).map((s) => [s.monitor, s]));
  return (Object.keys(MONITORS) as MonitorKey[]).map((monitor) => ({
    monitor,
    label: MONITORS[monitor].label,
    unit: MONITORS[monitor].unit,
    enabled: saved.get(monitor)?.enabled ?? true,
    threshold: saved.get(monitor)?.threshold ?? MONITORS[monitor].threshold,
  }));
}

async function check(
  deps: Deps,
  teamId: string,
  monitor: MonitorKey,
  threshold: number,
): Promise<Finding | null> {
  const now = deps.now();
  const hourKey = now.toISOString().slice(0, 13);
  const lastHour = { from: new Date(now.getTime() - HOUR).toISOString(), to: now.toISOString() };
  switch (monitor) {
    case "complaint_spike": {
      const [complaints, negative] = await Promise.all([
        countMessages(deps.db, teamId, { ...lastHour, intent: "complaint" }, now),
        countMessages(deps.db, teamId, { ...lastHour, sentiment: "negative" }, now),
      ]);
      const [n, filter] =
        complaints >= negative
          ? [complaints, { ...lastHour, intent: "complaint" as const }]
          : [negative, { ...lastHour, sentiment: "negative" as const }];
      if (n < threshold) return null;
      const [one, many] =
        complaints >= negative ? ["complaint", "complaints"] : ["negative message", "negative messages"];
      return {
        monitor,
        severity: "urgent",
        title: `Spike in ${many}`,
        body: `${counted(n, one, many)} in the last hour (threshold ${threshold}).`,
        link: messagesLink(filter),
        dedupeKey: hourKey,
      };
    }
    case "crisis": {
      const n = await countMessages(deps.db, teamId, { ...lastHour, urgency: "crisis" }, now);
      if (n < threshold) return null;
      return {
        monitor,
        severity: "urgent",
        title: "Possible crisis",
        body: `${counted(n, "crisis message", "crisis messages")} in the last hour.`,
        link: messagesLink({ ...lastHour, urgency: "crisis" }),
        dedupeKey: hourKey,
      };
    }
    case "high_intent_waiting": {
      const filter = { highIntent: "yes" as const, overdue: "yes" as const };
      const n = await countMessages(deps.db, teamId, filter, now);
      if (n < threshold) return null;
      return {
        monitor,
        severity: "urgent",
        title: "Buyers waiting",
        body: `${counted(n, "high-intent message is waiting past its SLA", "high-intent messages are waiting past their SLA")}.`,
        link: messagesLink(filter),
        dedupeKey: hourKey,
      };
    }
    case "integration_silent": {
      const rows = await integrationsLastMessage(deps.db, teamId);
      const silent = rows.filter(
        (r) => r.last_at && now.getTime() - Date.parse(r.last_at) > threshold * HOUR,
      );
      if (silent.length === 0) return null;
      const names = silent.map((r) => r.platform).join(", ");
      return {
        monitor,
        severity: "urgent",
        title: "An integration stopped receiving",
        body: `No message from ${names} for more than ${threshold} hours.`,
        link: "/dashboard/integrations",
        dedupeKey: `${isoDay(now)}-${silent.map((r) => r.id).join(",")}`,
      };
    }
    case "product_asked": {
      const products = await activeProducts(deps.db, teamId);
      const names = products.map((p) => ({ id: p.id, name: productShortName(p.title) }));
      const dayAgo = new Date(now.getTime() - 24 * HOUR);
      const weekAgo = new Date(dayAgo.getTime() - 7 * 24 * HOUR);
      const counts = await productMentions(deps.db, teamId, names, { weekAgo, dayAgo, now });
      const surges = counts
        .map((c) => ({ ...c, usual: c.before / 7 }))
        .filter((c) => c.recent >= MIN_PRODUCT_MENTIONS && c.recent >= threshold * Math.max(c.usual, 1))
        .sort((a, b) => b.recent / Math.max(b.usual, 1) - a.recent / Math.max(a.usual, 1));
      const top = surges[0];
      if (!top) return null;
      const name = names.find((n) => n.id === top.id)!.name;
      const title = products.find((p) => p.id === top.id)!.title;
      return {
        monitor,
        severity: "info",
        title: `${title} is suddenly asked about`,
        body: `${top.recent} messages named ${name} in the last 24 hours, against ${top.usual.toFixed(1)} a day over the week before.`,
        link: messagesLink({ from: dayAgo.toISOString(), to: now.toISOString(), search: name }),
        dedupeKey: `${isoDay(now)}-${top.id}`,
      };
    }
    case "revenue_off": {
      const yesterday = addDays(isoDay(now), -1);
      const days = await revenueDaysIn(deps.db, teamId, { start: addDays(yesterday, -28), end: yesterday });
      const before = days.filter((d) => d.date < yesterday);
      if (before.length < 7) return null;
      const usual = before.reduce((s, d) => s + d.net_sales, 0) / 28;
      const actual = days.find((d) => d.date === yesterday)?.net_sales ?? 0;
      if (usual <= 0) return null;
      const off = Math.round(((actual - usual) / usual) * 1000) / 10;
      if (Math.abs(off) < threshold) return null;
      const currency = await teamCurrency(deps.db, teamId);
      return {
        monitor,
        severity: "info",
        title: off < 0 ? "Revenue well below usual" : "Revenue well above usual",
        body: `Yesterday's net sales were ${formatCurrency(actual, currency)}, ${off > 0 ? "+" : ""}${off.toFixed(1)}% against the 28-day daily average of ${formatCurrency(usual, currency)}.`,
        link: `/dashboard/lunara-ai/records?kind=orders&start=${yesterday}&end=${yesterday}`,
        dedupeKey: yesterday,
      };
    }
  }
}

/**
 * Runs the team's enabled monitors; each finding is recorded and announced once per window. A
 * finding seen again in its window keeps its alert current (the count as it is now) but is not
 * announced or emailed again.
 */
export async function runMonitorsForTeam(deps: Deps, teamId: string): Promise<number> {
  let found = 0;
  for (const m of await effectiveMonitors(deps.db, teamId)) {
    if (!m.enabled) continue;
    const finding = await check(deps, teamId, m.monitor, m.threshold);
    if (!finding) continue;
    if ((await recordAlert(deps.db, { teamId, ...finding, createdAt: deps.now() })) === "new") {
      found += 1;
      await deps.events.publish({
        type: "assistant.alert",
        teamId,
        data: { monitor: finding.monitor, severity: finding.severity },
      });
      if (finding.severity === "urgent") await emailAdmins(deps, teamId, finding);
    }
  }
  return found;
}

/**
 * An urgent finding also goes by email to the team's admins (issue 16: "when urgent, into the
 * inbox banner and by email"), once, as the alert is recorded once per window. A mail server that
 * fails loses the email, never the alert.
 */
async function emailAdmins(deps: Deps, teamId: string, finding: Finding): Promise<void> {
  const admins = (await listMembers(deps.db, teamId)).filter((m) => m.role === "admin");
  const link = new URL(finding.link, deps.publicUrl).toString();
  for (const admin of admins) {
    try {
      await deps.mailer.send({
        to: admin.users.email,
        subject: `Galara: ${finding.title}`,
        text: [
          finding.body,
          "",
          `See the messages: ${link}`,
          "",
          "Galara watches your inbox and store for Lunara. Turn this monitor off or change its threshold in Lunara AI > Galara.",
        ].join("\n"),
        link,
      });
    } catch (error) {
      deps.log(`Galara alert email to ${admin.users.email} failed: ${(error as Error).message}`);
    }
  }
}
