import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { SUGGESTIONS } from "@shared/assistants/assistants.constants";
import type { Answer, Figure } from "@shared/assistants/assistants.schema";
import { MESSAGE_TOPICS, type MessageTopicKey } from "@shared/assistants/message-topics";
import { type Period, periodBounds } from "@shared/assistants/periods";
import type { Actor, AppDeps } from "../../deps";
import { counted, during } from "../answer-words";
import { topProductsTool } from "../tools/commerce.tool";
import { messageTopicsTool } from "../tools/topics.tool";

type Deps = Pick<AppDeps, "db" | "now">;

/** Topics that tell of something gone wrong: watched, never suggested as content. */
const PROBLEM_TOPICS: ReadonlySet<MessageTopicKey> = new Set([
  "delivery",
  "damaged",
  "reaction",
  "wrong_item",
  "refund",
  "quality",
  "service",
]);
const LABELS = new Map<string, MessageTopicKey>(MESSAGE_TOPICS.map((t) => [t.label, t.key]));
/** Whether a figure is a topic's count, and whether that topic is a problem. */
const topicOf = (f: Figure) => LABELS.get(f.label);
const isProblem = (f: Figure) => {
  const key = topicOf(f);
  return key !== undefined && PROBLEM_TOPICS.has(key);
};
const PRODUCTS_LOOKED_AT = 5;
/** A topic asked this many times or more is worth a post that answers it. */
const MIN_ASKED = 2;

type Ranked = { name: string; mentions: number; revenue?: Figure; units?: Figure };

/**
 * What to post or promote, read from the team's own data over a period: the products customers
 * name most beside the ones that sell best, the questions that keep coming (a post that answers
 * them saves replies), and the problems to settle before promoting more. Every line names the
 * figure it stands on; with too little data it says so rather than guessing.
 */
export async function answerStrategy(
  deps: Deps,
  actor: Actor,
  assistant: AssistantKey,
  plan: { period: Period; focus: "post" | "promote" },
): Promise<Answer> {
  const within = { ...periodBounds(plan.period), spam: "no" as const };
  const [messages, negative, sales] = await Promise.all([
    messageTopicsTool(deps, actor, { filter: within, limit: PRODUCTS_LOOKED_AT + MESSAGE_TOPICS.length }),
    messageTopicsTool(deps, actor, { filter: { ...within, sentiment: "negative" }, limit: 3 }),
    topProductsTool(deps, actor, { period: plan.period, limit: PRODUCTS_LOOKED_AT }),
  ]);
  const when = `${during(plan.period.label)} (${plan.period.start} to ${plan.period.end})`;
  const [total, ...rest] = messages.figures;
  const mentioned = rest.filter((f) => f.label.endsWith(" mentions"));
  const topics = rest.filter((f) => !mentioned.includes(f));
  const products = ranked(mentioned, sales.rows, sales.figures);
  const ideas = [
    ...productIdeas(products, plan.focus),
    ...topics
      .filter((f) => topicOf(f) !== undefined && !isProblem(f) && f.value >= MIN_ASKED)
      .slice(0, 2)
      .map(
        (f) =>
          `Answer "${f.label.toLowerCase()}" in a post or a pinned story: ${counted(f.value, "message", "messages", f.display)} asked about it, and one post answers them all.`,
      ),
  ];
  const problems = negative.figures.slice(1).filter(isProblem).slice(0, 2);
  const watch =
    problems.length > 0
      ? `Settle first: ${problems.map((f) => `${counted(f.value, "negative message", "negative messages", f.display)} about ${f.label.toLowerCase()}`).join(", ")}. Promoting more before they are answered invites the same complaints in public.`
      : "";
  // The negative messages' topics are named so, beside the same topics of all messages.
  const negativeFigures = problems.map((f) => ({ ...f, label: `Negative: ${f.label}` }));
  const figures = [total!, ...products.flatMap((p) => figuresOf(p)), ...topics, ...negativeFigures];
  const text =
    ideas.length === 0
      ? `Not enough to go on ${when}: ${counted(total!.value, "message", "messages", total!.display)} and ${counted(sales.rows.length, "product", "products")} sold. Suggestions come from what customers ask about and what sells; ask again once more messages and orders are in.${watch ? ` ${watch}` : ""}`
      : `${plan.focus === "promote" ? "What to promote" : "What to post next"}, from your messages and sales ${when}:\n${ideas.map((idea, i) => `${i + 1}. ${idea}`).join("\n")}${watch ? `\n${watch}` : ""}`;
  return {
    text,
    figures,
    suggestions: SUGGESTIONS[assistant].slice(0, 3),
    tools: ["message_topics", "top_products"],
  };
}

/** The products customers name and the ones that sell, one list: named most first, then best-selling. */
function ranked(mentioned: Figure[], sold: Record<string, unknown>[], soldFigures: Figure[]): Ranked[] {
  const byName = new Map<string, Ranked>();
  for (const f of mentioned) {
    const name = f.label.replace(/ mentions$/, "");
    byName.set(name, { name, mentions: f.value });
  }
  for (const row of sold) {
    const name = String(row.product);
    const entry = byName.get(name) ?? { name, mentions: 0 };
    entry.revenue = soldFigures.find((f) => f.label === `${name} net revenue`);
    entry.units = soldFigures.find((f) => f.label === `${name} units`);
    byName.set(name, entry);
  }
  return [...byName.values()];
}

const figuresOf = (p: Ranked): Figure[] => [p.revenue, p.units].filter((f): f is Figure => f !== undefined);

const soldLine = (p: Ranked) =>
  p.revenue && p.units
    ? `${p.revenue.display} from ${counted(p.units.value, "unit", "units", p.units.display)}`
    : "no sales";

/** A product customers ask about and one that sells: what each one's figures say to do. */
function productIdeas(products: Ranked[], focus: "post" | "promote"): string[] {
  const asked = [...products].filter((p) => p.mentions > 0).sort((a, b) => b.mentions - a.mentions)[0];
  const selling = [...products]
    .filter((p) => p.revenue && (p.units?.value ?? 0) > 0)
    .sort((a, b) => (b.revenue?.value ?? 0) - (a.revenue?.value ?? 0))[0];
  const ideas: string[] = [];
  if (asked && selling && asked.name === selling.name)
    ideas.push(
      `${focus === "promote" ? "Promote" : "Feature"} the ${asked.name}: customers named it most (${counted(asked.mentions, "message", "messages")}) and it sells best (${soldLine(asked)}).`,
    );
  else {
    if (asked)
      ideas.push(
        `${focus === "promote" ? "Promote" : "Post about"} the ${asked.name}: customers named it most (${counted(asked.mentions, "message", "messages")}; ${soldLine(asked)}). A post answering what they ask can turn the interest into orders.`,
      );
    if (selling)
      ideas.push(
        `Keep the ${selling.name} in view: it sells best (${soldLine(selling)})${selling.mentions > 0 ? ` and ${counted(selling.mentions, "message names", "messages name")} it` : ", though few messages name it: a post can bring it questions"}.`,
      );
  }
  return ideas;
}
