import type { Team } from "@shared/ai/ai.constants";
import type { ActionKind } from "@shared/assistants/assistants.constants";
import type { MessageFilter } from "@shared/assistants/message-filter";
import type { Period } from "@shared/assistants/periods";
import type { MessageWords } from "../answer-words";

export type MessageGroupBy = "none" | "intent" | "sentiment" | "urgency" | "platform" | "day" | "status";

/** What a question asks, in terms of the tools. */
export type Plan =
  | {
      kind: "revenue";
      period: Period;
      compare: boolean;
      byChannel: boolean;
      conversations: boolean;
      /** "What is our average order value?": net sales divided by the orders. */
      average?: boolean;
    }
  | { kind: "top_products"; period: Period }
  | { kind: "locations"; period: Period }
  | { kind: "funnel"; period: Period }
  | { kind: "leads"; period: Period }
  | { kind: "tracking_links"; period: Period }
  | {
      kind: "inbox_counts";
      period: Period | null;
      filter: MessageFilter;
      groupBy: MessageGroupBy;
      what: MessageWords;
      /** "Which messages are overdue?", "any crisis messages?": the latest ones are quoted too. */
      list?: boolean;
    }
  | { kind: "response_times"; range: "today" | "week" | "month" }
  | { kind: "history"; handle: string }
  | { kind: "search"; period: Period | null; filter: MessageFilter; term: string }
  | {
      kind: "action";
      action: ActionKind;
      period: Period | null;
      filter: MessageFilter;
      what: MessageWords;
      team?: Team;
      /** A team member named by email or name ("assign ... to ada@brand.com"); checked against the team's members. */
      person?: string;
      status?: "read" | "responded" | "unread";
    }
  /** One reviewed reply per message of a selection, personalised per message. */
  | { kind: "reply"; period: Period | null; filter: MessageFilter; what: MessageWords; template: string }
  /**
   * A tracked link per customer of a selection, to a product or a store page. `send`: the order
   * said to send or give the links, which Lunara does not do (the answer says so).
   */
  | {
      kind: "links";
      period: Period | null;
      filter: MessageFilter;
      what: MessageWords;
      target: string;
      send: boolean;
    }
  /**
   * What a selection of messages is about: its topics and the products it names ("What are customers
   * complaining about?", "Which product do customers ask about the most?": `focus` products).
   */
  | {
      kind: "topics";
      period: Period;
      filter: MessageFilter;
      what: MessageWords;
      focus: "topics" | "products";
    }
  /** Sentiment over a period next to the period before ("Is sentiment getting worse?"). */
  | { kind: "sentiment_trend"; period: Period; filter: MessageFilter }
  | { kind: "attention" }
  /** What to post or promote, from what customers ask about and what sells ("What should I post next?"). */
  | { kind: "strategy"; period: Period; focus: "post" | "promote" }
  | { kind: "other_team" }
  | { kind: "unknown" };
