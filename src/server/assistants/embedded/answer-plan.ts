import { formatCurrency } from "@shared/analytics/currency-format";
import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { ASSISTANTS, SUGGESTIONS } from "@shared/assistants/assistants.constants";
import type { ActionPreview, Answer, Figure } from "@shared/assistants/assistants.schema";
import type { Period } from "@shared/assistants/periods";
import type { ToolResult } from "@shared/assistants/tools.schema";
import { platformLabel } from "@shared/integrations/platform-label";
import { LEAD_STATUSES } from "@shared/leads/leads.constants";
import type { Actor, AppDeps } from "../../deps";
import { DomainError } from "../../http/errors";
import { counted, during, type MessageWords, messagesPhrase } from "../answer-words";
import { findTeamMember } from "../assistant-actions.repository";
import { listRecentAlerts } from "../assistant-alerts.repository";
import { previewAction } from "../preview-action";
import { previewBulkReply, previewTrackingLinks } from "../preview-outward-action";
import { funnelTool, leadsTool, locationsTool, topProductsTool } from "../tools/commerce.tool";
import {
  historyTool,
  INBOX_ITEMS_LABEL,
  inboxCountsTool,
  responseTimesTool,
  searchMessagesTool,
} from "../tools/inbox.tool";
import { revenueTool } from "../tools/revenue.tool";
import { messageTopicsTool, productNamedBy, sentimentTrendTool } from "../tools/topics.tool";
import { trackingLinksTool } from "../tools/tracking-links.tool";
import type { Plan } from "./plan";
import { answerStrategy } from "./strategy-answer";

type Deps = Pick<AppDeps, "db" | "now">;

const CAPABILITIES: Record<AssistantKey, string> = {
  sunara:
    "revenue and orders for a period (today, yesterday, last week, this month vs last, last 30 days, a named month), split by channel, top products, where orders come from, the funnel and leads by status, which products and topics customers' messages name, and how sentiment moves",
  lunara: `counts of messages by intent, sentiment, urgency or platform, searches, and bulk actions on a selection: archive, mark as read, hide spam, assign to a team or a team member, set a status, reply to each message ("reply to today's shipping questions with: …"), make tracking links ("make tracking links for today's purchase-intent messages to <product>"), always previewed first, and how many tracking links were made in a period`,
  galara:
    "what to post or promote next (from what customers ask about and what sells), what needs your attention (alerts from the monitors), complaints and negative messages and what they are about, how sentiment moves, high-intent messages waiting past their SLA, and response times",
};

/** What Lunara says when told to send or give tracking links: it makes them, the person sends them. */
export const LINKS_NOT_SENT =
  "I make the links but don't send them: once you confirm, each customer's link is listed here to copy.";

export const unknownAnswer = (assistant: AssistantKey): Answer => ({
  // The suggestions are named in the text too: the answer bubble shows no buttons of its own.
  text: `I couldn't match that to your data. I can answer: ${CAPABILITIES[assistant]}. Try one of these: ${SUGGESTIONS[assistant].map((s) => `“${s}”`).join(", ")}.`,
  figures: [],
  suggestions: SUGGESTIONS[assistant],
  tools: [],
});

/** A lead status as the leads sentence says it: "visited the site: 2". */
const LEAD_STATUS_WORDS: Record<(typeof LEAD_STATUSES)[number], string> = {
  engaged: "engaged",
  visited_site: "visited the site",
  added_to_cart: "added to cart",
  converted: "converted",
};

/** Below this many messages in either period, a change of share says nothing. */
const TREND_MIN_MESSAGES = 10;
/** A change of the negative share smaller than this (in points) is "about the same". */
const TREND_POINTS = 5;
const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const pctChange = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
const fig = (r: ToolResult, label: string) => r.figures.find((f) => f.label === label);
const list = (figures: Figure[]) => figures.map((f) => `${f.label}: ${f.display}`).join("; ");

function answer(
  text: string,
  result: ToolResult,
  tools: string[],
  assistant: AssistantKey,
  unit?: "money" | "count",
): Answer {
  return {
    text,
    figures: result.figures,
    ...(result.series?.[0] && result.series[0].points.length > 1 && unit
      ? { chart: { unit, ...(result.currency ? { currency: result.currency } : {}), series: result.series } }
      : {}),
    suggestions: SUGGESTIONS[assistant].slice(0, 3),
    tools,
  };
}

const unfillable = (preview: ActionPreview) => {
  const n = preview.reply?.unfillable ?? 0;
  return n === 0
    ? ""
    : ` ${n.toLocaleString("en-CA")} of them ${n === 1 ? "names" : "name"} none of your products, so ${n === 1 ? "it" : "they"} will not get a reply.`;
};

/**
 * A previewed action as the chat shows it: the selection's count linked to its messages, and the
 * preview to confirm. A refusal (admin only, a bad template, an unknown product) is the answer.
 */
async function previewAnswer(
  plan: { period: { label: string } | null; what: MessageWords },
  preview: () => Promise<ActionPreview>,
): Promise<Answer> {
  let made: ActionPreview;
  try {
    made = await preview();
  } catch (error) {
    if (error instanceof DomainError) return { text: error.message, figures: [], suggestions: [], tools: [] };
    throw error;
  }
  const what = `${messagesPhrase(plan.what)}${plan.period ? ` ${during(plan.period.label)}` : ""}`;
  const text =
    made.count === 0
      ? `No ${what} to act on.`
      : `Preview: ${made.description} Selection: ${what}.${unfillable(made)} Nothing changes until you confirm.`;
  return {
    text,
    figures: [
      {
        label: `Selected ${what}`,
        value: made.count,
        display: made.count.toLocaleString("en-CA"),
        link: made.link,
      },
    ],
    ...(made.count > 0 ? { preview: made } : {}),
    suggestions: [],
    tools: ["preview_action"],
  };
}

/** Runs a parsed question through the tools and writes the answer from templates around their figures. */
export async function answerPlan(
  deps: Deps,
  actor: Actor,
  assistant: AssistantKey,
  plan: Plan,
  conversationId: string | null,
): Promise<Answer> {
  switch (plan.kind) {
    case "revenue": {
      const r = await revenueTool(deps, actor, {
        period: plan.period,
        compare: plan.compare,
        byChannel: plan.byChannel,
      });
      const p = plan.period.label;
      const net = fig(r, `Net sales ${p}`)!;
      const orders = fig(r, `Orders ${p}`)!;
      const fromOrders = (f: Figure) => `from ${counted(f.value, "order", "orders", f.display)}`;
      let text = `Net sales ${during(p)} (${plan.period.start} to ${plan.period.end}): ${net.display} ${fromOrders(orders)}.`;
      if (plan.average)
        text =
          orders.value === 0
            ? `No orders ${during(p)} (${plan.period.start} to ${plan.period.end}), so no average order value.`
            : `Average order value ${during(p)} (${plan.period.start} to ${plan.period.end}): ${formatCurrency(Math.round((net.value / orders.value) * 100) / 100, r.currency ?? "USD")} (${net.display} ${fromOrders(orders)}).`;
      if (plan.conversations) {
        const credited = fig(r, `Sales credited to conversations ${p}`)!;
        const ch = (name: string) => `${name} ${fig(r, `${name} sales ${p}`)!.display}`;
        text = `Sales credited to conversations ${during(p)} (${plan.period.start} to ${plan.period.end}): ${credited.display} (${ch("Instagram")}, ${ch("TikTok")}). All store sales: ${net.display} ${fromOrders(orders)}.`;
      } else if (plan.byChannel) {
        const ch = (name: string) => {
          const n = fig(r, `${name} orders ${p}`)!;
          return `${name} ${fig(r, `${name} sales ${p}`)!.display} (${counted(n.value, "order", "orders", n.display)})`;
        };
        const credited = fig(r, `Sales credited to conversations ${p}`)!;
        text += ` Credited to conversations: ${credited.display}; by channel: ${ch("Instagram")}, ${ch("TikTok")}.`;
      }
      if (plan.compare) {
        const prev = String(r.rows[0]?.previous_label ?? "the period before");
        const before = fig(r, `Net sales ${prev}`)!;
        const change = pctChange(net.value, before.value);
        text += ` ${prev.charAt(0).toUpperCase()}${prev.slice(1)}: ${before.display} ${fromOrders(fig(r, `Orders ${prev}`)!)}${change === null ? "" : ` (${change >= 0 ? "+" : ""}${change.toFixed(1)}%)`}.`;
      }
      return answer(text, r, ["revenue"], assistant, "money");
    }
    case "top_products": {
      const r = await topProductsTool(deps, actor, { period: plan.period, limit: 5 });
      if (r.rows.length === 0)
        return answer(`No product sales ${during(plan.period.label)}.`, r, ["top_products"], assistant);
      const lines = r.rows.map((row, i) => {
        const name = String(row.product);
        return `${i + 1}. ${name}: ${fig(r, `${name} net revenue`)!.display} (${fig(r, `${name} units`)!.display} ${fig(r, `${name} units`)!.value === 1 ? "unit" : "units"})`;
      });
      return answer(
        `Top products ${during(plan.period.label)}:\n${lines.join("\n")}`,
        r,
        ["top_products"],
        assistant,
      );
    }
    case "locations": {
      const r = await locationsTool(deps, actor, { period: plan.period, limit: 5 });
      const text =
        r.figures.length === 0
          ? `No orders with a location ${during(plan.period.label)}.`
          : `Where orders came from ${during(plan.period.label)}: ${list(r.figures)}.`;
      return answer(text, r, ["locations"], assistant);
    }
    case "funnel": {
      const r = await funnelTool(deps, actor, { period: plan.period });
      return answer(`Funnel ${during(plan.period.label)}: ${list(r.figures)}.`, r, ["funnel"], assistant);
    }
    case "leads": {
      const r = await leadsTool(deps, actor, { period: plan.period });
      const total = r.figures[0]!;
      const byStatus = LEAD_STATUSES.map(
        (s) => `${LEAD_STATUS_WORDS[s]}: ${fig(r, `${s.replace(/_/g, " ")} leads`)!.display}`,
      );
      const revenue = fig(r, "Revenue from these leads")!;
      return answer(
        `${counted(total.value, "lead", "leads", total.display)} started ${during(plan.period.label)}; ${byStatus.join("; ")}. Revenue from these leads: ${revenue.display}.`,
        r,
        ["leads"],
        assistant,
      );
    }
    case "tracking_links": {
      const r = await trackingLinksTool(deps, actor, { period: plan.period });
      const made = r.figures[0]!;
      return answer(
        `${counted(made.value, "tracking link", "tracking links", made.display)} made ${during(plan.period.label)} (${plan.period.start} to ${plan.period.end}).`,
        r,
        ["tracking_links"],
        assistant,
      );
    }
    case "inbox_counts": {
      const r = await inboxCountsTool(deps, actor, { filter: plan.filter, groupBy: plan.groupBy });
      const [total, ...rest] = r.figures;
      const items = rest.find((f) => f.label === INBOX_ITEMS_LABEL);
      const groups = rest.filter((f) => f !== items);
      const when = plan.period ? ` ${during(plan.period.label)}` : "";
      let text = `${total!.display} ${messagesPhrase(plan.what, total!.value)}${when}.`;
      // The inbox's Unread (and Total) count list items: say so, with its figure, so the two agree.
      if (items)
        text += ` The inbox counts list items, not messages: ${counted(items.value, "item", "items", items.display)}, as a DM conversation is one item${plan.filter.spam ? "" : " and spam has its own tab"}.`;
      if (groups.length > 0) text += ` By ${plan.groupBy}: ${list(groups)}.`;
      if (plan.list && total!.value > 0) {
        const latest = await searchMessagesTool(deps, actor, { filter: plan.filter, limit: 5 });
        const quotes = latest.rows.map(
          (m) => `- @${m.sender} (${platformLabel(String(m.platform))}): “${m.content}”`,
        );
        text += `\nLatest (quoted as written by customers):\n${quotes.join("\n")}`;
        return answer(text, r, ["inbox_counts", "search_messages"], assistant, "count");
      }
      return answer(text, r, ["inbox_counts"], assistant, "count");
    }
    case "search": {
      // "complaints about the lip oils" names a product: the messages that name it by its title's
      // words ("my lip oil leaked", "Cocoa Lip Oil"), not only those holding "lip oils" as typed.
      const product = await productNamedBy(deps, actor, plan.term);
      const { search: _typed, ...rest } = plan.filter;
      const filter = product ? { ...rest, product: product.id } : plan.filter;
      const r = await searchMessagesTool(deps, actor, { filter, limit: 5 });
      const quotes = r.rows.map(
        (m) => `- @${m.sender} (${platformLabel(String(m.platform))}): “${m.content}”`,
      );
      const n = r.figures[0]!;
      const when = plan.period ? ` ${during(plan.period.label)}` : "";
      const head = product
        ? `${counted(n.value, "message names", "messages name", n.display)} the ${product.title}${when}.`
        : `${counted(n.value, "message matches", "messages match", n.display)} “${plan.term}”${when}.`;
      const text = `${head}${quotes.length ? `\nLatest (quoted as written by customers):\n${quotes.join("\n")}` : ""}`;
      return answer(text, r, ["search_messages"], assistant);
    }
    case "history": {
      const r = await historyTool(deps, actor, { handle: plan.handle });
      const [total, ...byIntent] = r.figures;
      if (total!.value === 0) return answer(`No messages from @${plan.handle}.`, r, ["history"], assistant);
      const quotes = r.rows.map((m) => `- (${platformLabel(String(m.platform))}) “${m.content}”`);
      return answer(
        `@${plan.handle} sent ${counted(total!.value, "message", "messages", total!.display)}. By intent: ${list(byIntent)}.\nLatest (quoted as written):\n${quotes.join("\n")}`,
        r,
        ["history"],
        assistant,
      );
    }
    case "response_times": {
      const r = await responseTimesTool(deps, actor, { range: plan.range });
      const range = plan.range === "today" ? "today" : `this ${plan.range}`;
      // With no reply sent in the range there is no response time: say so, not only the queue.
      const none = r.figures.every((f) => f.label !== "Average first response")
        ? ` No reply was sent ${range}, so there is no response time yet.`
        : "";
      return answer(
        `Response times (${range}): ${list(r.figures)}.${none}`,
        r,
        ["response_times"],
        assistant,
      );
    }
    case "topics": {
      const r = await messageTopicsTool(deps, actor, { filter: plan.filter, limit: 5 });
      const [total, ...rest] = r.figures;
      const products = rest.filter((f) => f.label.endsWith(" mentions"));
      const topics = rest.filter((f) => !products.includes(f));
      const what = messagesPhrase(plan.what, total!.value);
      const when = `${during(plan.period.label)} (${plan.period.start} to ${plan.period.end})`;
      if (total!.value === 0)
        return answer(`No ${messagesPhrase(plan.what)} ${when}.`, r, ["message_topics"], assistant);
      const named = (f: Figure) =>
        `${f.label.replace(/ mentions$/, "")}: ${counted(f.value, "message", "messages", f.display)}`;
      const productLine =
        products.length > 0
          ? `Products named most:\n${products.map((f, i) => `${i + 1}. ${named(f)}`).join("\n")}`
          : Number(r.rows[0]?.catalogue ?? 0) === 0
            ? "No store catalogue is connected, so no products were looked for."
            : "None of them names a product of your catalogue.";
      const topicLine =
        topics.length > 0
          ? `What they are about (a message can be about more than one):\n${topics.map((f) => `- ${f.label}: ${f.display}`).join("\n")}`
          : "Their words name none of the usual topics (delivery, damage, skin reactions, wrong items, refunds, price, quality, service, codes, stock, shades, ingredients).";
      // A very busy period is read over its latest messages: the answer says how many.
      const read = Number(r.rows[0]?.read ?? total!.value);
      const head = `${total!.display} ${what} ${when}.${read < total!.value ? ` Topics and products are counted over the latest ${read.toLocaleString("en-CA")} of them.` : ""}`;
      return answer(
        plan.focus === "products"
          ? `${head}\n${productLine}\n${topicLine}`
          : `${head}\n${topicLine}\n${productLine}`,
        r,
        ["message_topics"],
        assistant,
      );
    }
    case "sentiment_trend": {
      const r = await sentimentTrendTool(deps, actor, { period: plan.period, filter: plan.filter });
      const before = {
        label: String(r.rows[0]?.previous_label ?? "the period before"),
        start: String(r.rows[0]?.previous_start ?? ""),
        end: String(r.rows[0]?.previous_end ?? ""),
      };
      const shares = (p: { label: string }) => {
        const total = fig(r, `Messages ${p.label}`)!.value;
        const n = (s: string) => fig(r, `${s} ${p.label}`)!.value;
        const pct = (x: number) => (total === 0 ? 0 : Math.round((1000 * x) / total) / 10);
        return {
          total,
          negative: n("negative"),
          positive: n("positive"),
          neg: pct(n("negative")),
          pos: pct(n("positive")),
        };
      };
      const now = shares(plan.period);
      const then = shares(before);
      const said = (p: Period, s: ReturnType<typeof shares>) =>
        `(${p.start} to ${p.end}): ${s.negative.toLocaleString("en-CA")} negative of ${counted(s.total, "message", "messages")} (${s.neg}%), ${s.positive.toLocaleString("en-CA")} positive (${s.pos}%)`;
      const change = Math.round((now.neg - then.neg) * 10) / 10;
      const verdict =
        now.total < TREND_MIN_MESSAGES || then.total < TREND_MIN_MESSAGES
          ? `Too few messages to call a trend (fewer than ${TREND_MIN_MESSAGES} in one of the two periods).`
          : Math.abs(change) < TREND_POINTS
            ? `About the same: the negative share moved ${change >= 0 ? "+" : ""}${change} points.`
            : change > 0
              ? `More negative: the negative share is up ${change} points.`
              : `Less negative: the negative share is down ${Math.abs(change)} points.`;
      const text = `Sentiment ${during(plan.period.label)} ${said(plan.period, now)}. ${capitalise(before.label)} ${said(before, then)}. ${verdict}`;
      return answer(text, r, ["sentiment_trend"], assistant, "count");
    }
    case "attention": {
      const alerts = await listRecentAlerts(deps.db, actor.teamId, 5);
      const today = new Date(deps.now());
      const from = `${today.toISOString().slice(0, 10)}T00:00:00.000Z`;
      const [complaints, overdue, urgent] = await Promise.all([
        inboxCountsTool(deps, actor, { filter: { from, intent: "complaint" }, groupBy: "none" }),
        inboxCountsTool(deps, actor, { filter: { highIntent: "yes", overdue: "yes" }, groupBy: "none" }),
        // An urgent complaint waiting with an away teammate is what needs attention, alerts or not.
        inboxCountsTool(deps, actor, {
          filter: { urgency: "urgent", answered: "no", spam: "no" },
          groupBy: "none",
        }),
      ]);
      const figures = [
        { ...urgent.figures[0]!, label: "Urgent messages waiting for a reply" },
        { ...complaints.figures[0]!, label: "Complaints today" },
        { ...overdue.figures[0]!, label: "High-intent messages waiting past their SLA" },
      ];
      const alertText = alerts.length
        ? `Latest alerts:\n${alerts.map((a) => `- ${a.title}: ${a.body}`).join("\n")}`
        : "No alerts from the monitors.";
      // The urgent ones by name, so the answer says which (a walk got counts only).
      const waiting =
        figures[0]!.value > 0
          ? (
              await searchMessagesTool(deps, actor, {
                filter: { urgency: "urgent", answered: "no", spam: "no" },
                limit: 3,
              })
            ).rows.map((m) => `- @${m.sender} (${platformLabel(String(m.platform))}): “${m.content}”`)
          : [];
      return answer(
        `${list(figures)}.${waiting.length ? `\nUrgent, waiting (quoted as written by customers):\n${waiting.join("\n")}` : ""}\n${alertText}`,
        { figures, rows: [] },
        ["inbox_counts", "alerts"],
        assistant,
      );
    }
    case "strategy":
      return answerStrategy(deps, actor, assistant, plan);
    case "action": {
      let params: Record<string, unknown> =
        plan.action === "assign"
          ? { team: plan.team }
          : plan.action === "set_status"
            ? { status: plan.status }
            : {};
      if (plan.action === "assign" && plan.person) {
        const person = await findTeamMember(deps.db, actor.teamId, plan.person);
        if (!person)
          return answer(
            `No one in your team matches "${plan.person.slice(0, 80)}". Name a team member by email or full name, or a team (cx, sales, technical, management, engagement).`,
            { figures: [], rows: [] },
            [],
            assistant,
          );
        params = { userId: person.userId, person: person.name || person.email };
      }
      return previewAnswer(plan, () =>
        previewAction(deps, actor, { kind: plan.action, filter: plan.filter, params, conversationId }),
      );
    }
    case "reply":
      return previewAnswer(plan, () =>
        previewBulkReply(deps, actor, { filter: plan.filter, template: plan.template, conversationId }),
      );
    case "links": {
      const made = await previewAnswer(plan, () =>
        previewTrackingLinks(deps, actor, { filter: plan.filter, target: plan.target, conversationId }),
      );
      // "Send the lip oil link to …": the person must not believe a confirm sends anything.
      return plan.send && made.preview ? { ...made, text: `${LINKS_NOT_SENT} ${made.text}` } : made;
    }
    case "other_team":
      return {
        text: `I only see your own team's data, so I can't answer about another team or brand. ${ASSISTANTS[assistant].name} can tell you about ${CAPABILITIES[assistant]}.`,
        figures: [],
        suggestions: SUGGESTIONS[assistant],
        tools: [],
      };
    case "unknown":
      return unknownAnswer(assistant);
  }
}
