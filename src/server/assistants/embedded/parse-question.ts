import type { Intent, Team } from "@shared/ai/ai.constants";
import { addDays, isoDay } from "@shared/analytics/timeframe";
import type { ActionKind, AssistantKey } from "@shared/assistants/assistants.constants";
import type { MessageFilter } from "@shared/assistants/message-filter";
import { type Period, parsePeriod, periodBounds } from "@shared/assistants/periods";
import { MESSAGES, type MessageWords, namesSomething } from "../answer-words";

export type MessageGroupBy = "none" | "intent" | "sentiment" | "urgency" | "platform" | "day" | "status";

/** What a question asks, in terms of the tools. */
export type Plan =
  | { kind: "revenue"; period: Period; compare: boolean; byChannel: boolean; conversations: boolean }
  | { kind: "top_products"; period: Period }
  | { kind: "locations"; period: Period }
  | { kind: "funnel"; period: Period }
  | { kind: "leads"; period: Period }
  | {
      kind: "inbox_counts";
      period: Period | null;
      filter: MessageFilter;
      groupBy: MessageGroupBy;
      what: MessageWords;
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
  /** A tracked link per customer of a selection, to a product or a store page. */
  | { kind: "links"; period: Period | null; filter: MessageFilter; what: MessageWords; target: string }
  | { kind: "attention" }
  | { kind: "other_team" }
  | { kind: "unknown" };

const INTENT_WORDS: Array<[RegExp, Intent, MessageWords["noun"]]> = [
  [/\bcomplain(?:t|ts|ing)?\b/, "complaint", { one: "complaint", many: "complaints" }],
  [/\bcompliments?\b/, "compliment", { one: "compliment", many: "compliments" }],
  [
    /\bproduct (?:questions?|inquir(?:y|ies))\b|\bquestions? about products?\b/,
    "product_inquiry",
    { one: "product question", many: "product questions" },
  ],
  [
    /\bpurchase[- ]intent\b|\bpurchase (?:questions?|messages?)\b|\bwant(?:s)? to buy\b|\bready to buy\b/,
    "purchase_intent",
    { one: "message ready to buy", many: "messages ready to buy" },
  ],
  [
    /\bshipping\b|\bdelivery\b|\bwhere is my order\b/,
    "shipping_orders",
    { one: "shipping or order question", many: "shipping and order questions" },
  ],
  [
    /\bpartnerships?\b|\bcollab(?:oration)?s?\b/,
    "partnership",
    { one: "partnership request", many: "partnership requests" },
  ],
  [/\bfeedback\b/, "feedback", { one: "feedback message", many: "feedback messages" }],
  [/\bgreetings?\b/, "greeting", { one: "greeting", many: "greetings" }],
  [/\bsupport requests?\b/, "support_request", { one: "support request", many: "support requests" }],
];

const TEAM_WORDS: Array<[RegExp, Team]> = [
  [/\b(?:cx|customer experience)\b/, "cx"],
  [/\bsales\b/, "sales"],
  [/\btechnical|tech team\b/, "technical"],
  [/\bmanagement\b/, "management"],
  [/\bengagement\b/, "engagement"],
];

const DEFAULT_DAYS = 30;
const defaultPeriod = (now: Date): Period => {
  const today = isoDay(now);
  return { label: `the last ${DEFAULT_DAYS} days`, start: addDays(today, -(DEFAULT_DAYS - 1)), end: today };
};

/** The words of a selection before its noun, in the order English puts them: "unread negative Instagram". */
const WORD_ORDER = ["status", "answered", "sentiment", "urgency", "highIntent", "spam", "platform"] as const;

function messageFilter(
  q: string,
  period: Period | null,
  forAction: boolean,
): { filter: MessageFilter; what: MessageWords } {
  const filter: MessageFilter = {};
  const what: MessageWords = { before: [], noun: MESSAGES, after: null };
  const before: Partial<Record<(typeof WORD_ORDER)[number], string>> = {};
  if (period) Object.assign(filter, periodBounds(period));
  for (const [re, intent, noun] of INTENT_WORDS)
    if (re.test(q)) {
      filter.intent = intent;
      what.noun = noun;
      break;
    }
  // The first matching word of each group sets that part of the filter and names it in the answer.
  const pick = <K extends (typeof WORD_ORDER)[number]>(
    key: K,
    options: Array<[RegExp, MessageFilter[K], string]>,
    text = q,
  ) => {
    const found = options.find(([re]) => re.test(text));
    if (!found) return;
    filter[key] = found[1];
    before[key] = found[2];
  };
  pick("sentiment", [
    [/\bnegative\b|\bangry\b|\bunhappy\b/, "negative", "negative"],
    [/\bpositive\b|\bhappy\b/, "positive", "positive"],
    [/\bneutral\b/, "neutral", "neutral"],
  ]);
  pick("urgency", [
    [/\bcrisis\b/, "crisis", "crisis"],
    [/\burgent\b/, "urgent", "urgent"],
  ]);
  pick("platform", [
    [/\binstagram\b|\binsta\b|\big\b/, "instagram", "Instagram"],
    [/\btiktok\b|\btik tok\b/, "tiktok", "TikTok"],
  ]);
  pick("spam", [[/\bspam\b/, "yes", "spam"]]);
  pick("highIntent", [[/\bhigh[- ]intent\b|\bhot\b/, "yes", "high-intent"]]);
  pick("answered", [
    [/\bunanswered\b|\bunreplied\b|\bnot (?:yet )?(?:answered|replied)\b/, "no", "unanswered"],
  ]);
  if (/\b(?:past|over|beyond|breach(?:ed|ing)?)(?: the| their)? sla\b|\boverdue\b|\bwaiting\b/.test(q)) {
    filter.overdue = "yes";
    what.after = { one: "waiting past its SLA", many: "waiting past their SLA" };
  }
  // In "mark X as read" the status is the action's target, not part of the selection.
  const selection = (forAction ? q.replace(/\bas (?:read|unread|responded)\b/, "") : q).replace(
    /\bnot (?:yet )?(?:answered|replied)\b/,
    "",
  );
  pick(
    "status",
    [
      [/\barchived\b/, "archived", "archived"],
      [/\bunread\b/, "unread", "unread"],
      [/\b(?:responded|answered|replied)\b/, "responded", "answered"],
    ],
    selection,
  );
  what.before = WORD_ORDER.flatMap((key) => (before[key] ? [before[key]] : []));
  return { filter, what };
}

function groupBy(q: string): MessageGroupBy {
  if (/\bby intent\b|\bper intent\b|\bintents\b/.test(q)) return "intent";
  if (/\bby sentiment\b|\bsentiment\b/.test(q)) return "sentiment";
  if (/\bby (?:platform|channel)\b|\bper (?:platform|channel)\b/.test(q)) return "platform";
  if (/\bby urgency\b|\burgency\b/.test(q)) return "urgency";
  if (/\bby day\b|\bper day\b|\bdaily\b|\beach day\b/.test(q)) return "day";
  if (/\bby status\b/.test(q)) return "status";
  return "none";
}

const normalise = (text: string) => text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ").trim();
const REPLY_START =
  /^(?:please )?(?:can you )?(?:(?:reply|respond) to|answer|send (?:a |one )?(?:reply|answer) to|send\b.*\b(?:a |one )?(?:reply|answer)\b)/;
/** Where the reply's own words start: after "with:", "saying", "that says" or a colon. */
const REPLY_TEXT = /\s*(?:\b(?:with|saying|that says|reading)\b)?\s*:\s*|\s+(?:saying|that says)\s+/i;
const LINKS_START =
  /^(?:please )?(?:can you )?(?:make|generate|create|get)(?: me)? (?:tracking|tracked) links?\b/;

/**
 * "Reply to today's shipping questions with: …" and "make tracking links for … to <product or
 * store page>". The reply's words and the link's target keep the person's own spelling; the
 * selection (and its period) is read only from the words before them.
 */
function parseOutward(question: string, now: Date): Plan | null {
  const q = normalise(question);
  if (REPLY_START.test(q)) {
    const marker = REPLY_TEXT.exec(question);
    const selection = normalise(marker ? question.slice(0, marker.index) : question);
    const period = parsePeriod(selection, now);
    const { filter, what } = messageFilter(selection, period, true);
    const template = marker ? question.slice(marker.index + marker[0].length) : "";
    return { kind: "reply", period, filter, what, template };
  }
  if (LINKS_START.test(q)) {
    const url = question.match(/https?:\/\/\S+/i);
    // The last "to"/"for" names the target, unless it is the one opening the selection ("links for …").
    const last = url ? undefined : [...question.matchAll(/\s(?:to|for)\s/gi)].pop();
    const to = last && !/links?$/i.test(question.slice(0, last.index)) ? last : null;
    const cut = url ? url.index : to && to.index > 0 ? to.index : question.length;
    const selection = normalise(question.slice(0, cut));
    const target = url ? url[0] : to ? question.slice(to.index + to[0].length) : "";
    const period = parsePeriod(selection, now);
    const { filter, what } = messageFilter(selection, period, true);
    return { kind: "links", period, filter, what, target: target.trim() };
  }
  return null;
}

/** The deterministic parser of the embedded engine: the questions a brand asks, mapped to tools. */
export function parseQuestion(question: string, assistant: AssistantKey, now: Date): Plan {
  const q = normalise(question);
  const period = parsePeriod(q, now);
  if (
    /\b(?:other|another|different) (?:team|brand|store|company)'?s?\b|\bcompetitors?'?s? (?:revenue|sales|data|messages)\b/.test(
      q,
    )
  )
    return { kind: "other_team" };

  if (assistant === "lunara") {
    const outward = parseOutward(question, now);
    if (outward) return outward;
  }

  const actionVerb = q.match(/^(?:please )?(?:can you )?(archive|mark|hide|assign|set|move|route)\b/);
  if (actionVerb && assistant === "lunara") {
    const verb = actionVerb[1];
    const { filter, what } = messageFilter(q, period, true);
    if (verb === "archive") return { kind: "action", action: "archive", period, filter, what };
    if (verb === "hide")
      return {
        kind: "action",
        action: "hide_spam",
        period,
        filter: { ...filter, spam: "yes" },
        what: namesSomething(what) ? what : { ...what, before: ["spam"] },
      };
    if (verb === "mark") {
      if (/\bas (?:read|seen)\b|\bread$/.test(q))
        return { kind: "action", action: "mark_read", period, filter, what };
      if (/\bas spam\b/.test(q)) return { kind: "action", action: "hide_spam", period, filter, what };
      if (/\bas (?:responded|answered|done)\b/.test(q))
        return { kind: "action", action: "set_status", status: "responded", period, filter, what };
      if (/\bas unread\b/.test(q))
        return { kind: "action", action: "set_status", status: "unread", period, filter, what };
    }
    if (verb === "assign" || verb === "move" || verb === "route") {
      const target = q.split(/\bto\b/).pop() ?? "";
      const team = TEAM_WORDS.find(([re]) => re.test(target))?.[1];
      if (team) return { kind: "action", action: "assign", team, period, filter, what };
      const person = target.trim().replace(/[.!?]+$/, "");
      if (/^[a-z0-9@._ +-]{2,80}$/.test(person))
        return { kind: "action", action: "assign", person, period, filter, what };
    }
    if (verb === "set" && /\bstatus\b/.test(q)) {
      const status = /\bresponded|answered\b/.test(q)
        ? "responded"
        : /\bunread\b/.test(q)
          ? "unread"
          : /\bread\b/.test(q)
            ? "read"
            : null;
      if (status) return { kind: "action", action: "set_status", status, period, filter, what };
    }
    return { kind: "unknown" };
  }

  if (
    /\bwhat needs my attention\b|\b(?:needs?|requires?) (?:my |our |the |urgent |immediate )?attention\b|\bfocus on\b|\b(?:should|do|can|to) (?:i|we) focus\b|\bpriorities\b|\bprioriti[sz]e\b|\btop priority\b|\balerts?\b|\banything (?:wrong|unusual|urgent|important)\b|\bwhat did you (?:find|notice)\b|\b(?:should|do) (?:i|we) (?:worry|be worried|know|look at)\b|\b(?:i|we) (?:should|need to) (?:worry|know|look at)\b|\bwhat(?:'s| is) (?:urgent|going on)\b|\bwhere (?:do|should) (?:i|we) start\b/.test(
      q,
    )
  )
    return { kind: "attention" };

  const handle = q.match(/@([a-z0-9._]{2,30})/);
  if (handle && /\bhistory\b|\bwho is\b|\bcustomer\b|\blead\b|\bmessages? from\b|\babout\b/.test(q))
    return { kind: "history", handle: handle[1]! };

  if (
    /\bresponse times?\b|\bsla\b(?! *(?:breach)?ed)|\bhow (?:fast|quickly)\b|\breply times?\b/.test(q) &&
    !/\bwaiting\b/.test(q)
  ) {
    const range = period?.label === "today" ? "today" : /\bmonth\b|\b30 days\b/.test(q) ? "month" : "week";
    return { kind: "response_times", range };
  }

  const quoted =
    q.match(/"([^"]{1,100})"/) ??
    q.match(/\b(?:mentioning|containing|that say|saying|about|search(?: for)?)\s+(.{2,60})$/);
  if (quoted && /\bmessages?\b|\bcomments?\b|\bdms?\b|\bsearch\b|\bmentioning\b/.test(q)) {
    const term = quoted[1]!
      .replace(/[?.!]+$/, "")
      .replace(/\b(?:today|yesterday|this week|last week|this month|last month)\b/g, "")
      .trim();
    if (term) {
      const { filter } = messageFilter(q.replace(quoted[0], ""), period, false);
      return { kind: "search", period, filter: { ...filter, search: term }, term };
    }
  }

  const p = period ?? defaultPeriod(now);
  if (/\bfunnel\b|\bconversion\b|\bcheckouts?\b|\badd(?:ed)? to cart\b/.test(q))
    return { kind: "funnel", period: p };
  if (/\bleads?\b|\bprospects?\b/.test(q)) return { kind: "leads", period: p };
  if (
    /\b(?:top|best[- ]?selling|best[- ]?sellers?|popular) (?:products?|items?)\b|\bbest[- ]?sell(?:ers?|ing)\b|\btop[- ]sellers?\b|\bwhat sold\b|\bwhat(?:'s| is)? (?:sells|sold|selling) (?:the )?(?:best|most)\b|\bsells? (?:the )?best\b|\b(?:products?|items?)\b.*\b(?:sells?|selling|sold)\b/.test(
      q,
    )
  )
    return { kind: "top_products", period: p };
  if (
    /\bwhere\b.*\b(?:orders?|customers?|sales)\b|\blocations?\b|\bcit(?:y|ies)\b|\bcountr(?:y|ies)\b/.test(q)
  )
    return { kind: "locations", period: p };
  const compare = /\bvs\.?\b|\bversus\b|\bcompar(?:e|ed)\b|\bagainst\b/.test(q);
  if (
    compare ||
    /\brevenue\b|\bsales\b|\bsold\b|\bsell\b|\bearn(?:ed|ings)?\b|\bmake\b|\bmade\b|\borders?\b|\bincome\b|\bturnover\b/.test(
      q,
    )
  ) {
    // "how much revenue did conversations bring in?" asks for the sales credited to them, not the store's.
    const conversations =
      /\bconversations?\b|\battribut\w*|\bcredited\b|\bfrom (?:social|instagram|tiktok|dms?|comments?)\b/.test(
        q,
      );
    return {
      kind: "revenue",
      period: p,
      compare,
      byChannel:
        conversations || /\bby (?:channel|platform)\b|\bper (?:channel|platform)\b|\bchannels?\b/.test(q),
      conversations,
    };
  }
  if (
    /\bmessages?\b|\bcomments?\b|\bdms?\b|\binbox\b|\bspam\b|\bunread\b|\bcomplain|\bcompliments?\b|\bnegative\b|\bpositive\b|\burgent\b|\bcrisis\b|\bhigh[- ]intent\b|\bintents?\b|\bsentiment\b|\bquestions?\b|\bshipping\b|\bpartnerships?\b|\bwaiting\b/.test(
      q,
    )
  ) {
    const { filter, what } = messageFilter(q, period, false);
    return { kind: "inbox_counts", period, filter, groupBy: groupBy(q), what };
  }
  return { kind: "unknown" };
}
