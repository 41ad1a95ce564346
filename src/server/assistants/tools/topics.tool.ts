import { addDays } from "@shared/analytics/timeframe";
import { type MessageFilter, messagesLink } from "@shared/assistants/message-filter";
import { MESSAGE_TOPICS, titleWords, topicMatcher } from "@shared/assistants/message-topics";
import { type Period, periodBounds, previousPeriod } from "@shared/assistants/periods";
import type {
  messageTopicsToolInput,
  sentimentTrendToolInput,
  ToolResult,
} from "@shared/assistants/tools.schema";
import type { z } from "zod";
import type { Actor, AppDeps } from "../../deps";
import {
  countMessages,
  countMessagesBy,
  listActiveProducts,
  listMessageTexts,
} from "../assistant-messages.repository";
import { countFigure } from "./tool-figures";

type Deps = Pick<AppDeps, "db" | "now">;

/** The latest messages read for their topics: a month of a busy team, in a few tens of milliseconds. */
export const TOPIC_TEXTS_READ = 10_000;
const TOPIC_MATCHERS = MESSAGE_TOPICS.map((t) => ({ ...t, matcher: topicMatcher(t.key) }));

/**
 * Whether a text names a product by its title's words (`titleWords`), as the records' filter reads
 * it: the one word of a one-word title, else two of them at most three words apart ("the glow
 * serum", "serum by glow"). "Is the Hydra Glow serum safe with retinal?" names the Hydra Glow
 * Serum, not the Retinal Night Renewal Serum: "retinal" is five words from "serum".
 */
function namesTitle(at: WordPositions, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const found = words.map((w) => at(w));
  if (words.length === 1) return found[0]!.length > 0;
  return found.some((a, i) =>
    found.some((b, j) => j !== i && a.some((p) => b.some((q) => q !== p && Math.abs(q - p) <= NEAR_WORDS))),
  );
}
/** How far apart two words of a title may stand in a message naming it. */
const NEAR_WORDS = 3;
type WordPositions = (titleWord: string) => number[];

/** Where each start of a word (three letters or more) stands in a text: what a title's words are looked up in. */
function wordPositions(text: string): WordPositions {
  const at = new Map<string, number[]>();
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .forEach((word, position) => {
      for (let i = 3; i <= word.length; i++) {
        const start = word.slice(0, i);
        at.set(start, [...(at.get(start) ?? []), position]);
      }
    });
  return (word) => at.get(word) ?? [];
}

/**
 * The one active product of the catalogue a text names by its title's words ("the glow serum", "lip
 * oil"), or null when it names none or several.
 */
export async function productNamedBy(deps: Deps, actor: Actor, text: string) {
  const at = wordPositions(text);
  const named = (await listActiveProducts(deps.db, actor.teamId)).filter((p) =>
    namesTitle(at, titleWords(p.title)),
  );
  return named.length === 1 ? named[0]! : null;
}

/**
 * What a filter's messages are about: the topics their words name, most first, and the products of
 * the catalogue they name, read over the latest `TOPIC_TEXTS_READ` of them. Each figure links to
 * its messages (the same words matched by the records' filter).
 */
export async function messageTopicsTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof messageTopicsToolInput>,
): Promise<ToolResult> {
  const now = deps.now();
  const [total, texts, catalogue] = await Promise.all([
    countMessages(deps.db, actor.teamId, input.filter, now),
    listMessageTexts(deps.db, actor.teamId, input.filter, now, TOPIC_TEXTS_READ),
    listActiveProducts(deps.db, actor.teamId),
  ]);
  const products = catalogue.map((p) => ({ ...p, words: titleWords(p.title), n: 0 }));
  const topics = TOPIC_MATCHERS.map((t) => ({ key: t.key, label: t.label, matcher: t.matcher, n: 0 }));
  for (const { content } of texts) {
    for (const t of topics) if (t.matcher.test(content)) t.n++;
    if (products.length === 0) continue;
    const at = wordPositions(content);
    for (const p of products) if (namesTitle(at, p.words)) p.n++;
  }
  const top = <T extends { n: number }>(list: T[]) =>
    list
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n)
      .slice(0, input.limit);
  const named = top(topics);
  const mentioned = top(products);
  return {
    figures: [
      countFigure("Messages", total, messagesLink(input.filter)),
      ...named.map((t) => countFigure(t.label, t.n, messagesLink({ ...input.filter, topic: t.key }))),
      ...mentioned.map((p) =>
        countFigure(`${p.title} mentions`, p.n, messagesLink({ ...input.filter, product: p.id })),
      ),
    ],
    rows: [
      { read: texts.length, total, catalogue: catalogue.length },
      ...named.map((t) => ({ kind: "topic", topic: t.label })),
      ...mentioned.map((p) => ({ kind: "product", product: p.title })),
    ],
  };
}

const SENTIMENTS = ["negative", "neutral", "positive"] as const;
const MAX_CHART_DAYS = 62;
const dayCount = (p: Period) => Math.round((Date.parse(p.end) - Date.parse(p.start)) / 86_400_000) + 1;
const daysOf = (p: Period) => Array.from({ length: dayCount(p) }, (_, i) => addDays(p.start, i));

/**
 * Sentiment over a period next to the period before: each sentiment's count and share, and the
 * negative and positive messages per day for the chart.
 */
export async function sentimentTrendTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof sentimentTrendToolInput>,
): Promise<ToolResult> {
  const now = deps.now();
  const before = previousPeriod(input.period);
  const within = (p: Period): MessageFilter => ({ ...input.filter, ...periodBounds(p), spam: "no" });
  const [current, previous, daily] = await Promise.all([
    countMessagesBy(deps.db, actor.teamId, within(input.period), "sentiment", now),
    countMessagesBy(deps.db, actor.teamId, within(before), "sentiment", now),
    Promise.all(
      (["negative", "positive"] as const).map((sentiment) =>
        countMessagesBy(deps.db, actor.teamId, { ...within(input.period), sentiment }, "day", now),
      ),
    ),
  ]);
  const figures = [input.period, before].flatMap((p, i) => {
    const rows = i === 0 ? current : previous;
    const filter = within(p);
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    return [
      countFigure(`Messages ${p.label}`, total, messagesLink(filter)),
      ...SENTIMENTS.map((s) =>
        countFigure(
          `${s} ${p.label}`,
          rows.find((r) => r.key === s)?.n ?? 0,
          messagesLink({ ...filter, sentiment: s }),
        ),
      ),
    ];
  });
  return {
    figures,
    rows: [{ previous_label: before.label, previous_start: before.start, previous_end: before.end }],
    // Every day of the period, so the two lines share their days (a day with none is 0).
    ...(dayCount(input.period) <= MAX_CHART_DAYS
      ? {
          series: daily.map((days, i) => ({
            label: i === 0 ? "Negative" : "Positive",
            points: daysOf(input.period).map((x) => ({ x, y: days.find((d) => d.key === x)?.n ?? 0 })),
          })),
        }
      : {}),
  };
}
