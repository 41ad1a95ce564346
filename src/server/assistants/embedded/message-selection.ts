import type { Intent } from "@shared/ai/ai.constants";
import type { MessageFilter } from "@shared/assistants/message-filter";
import { type Period, periodBounds } from "@shared/assistants/periods";
import { MESSAGES, type MessageWords } from "../answer-words";

/** Lower case, one kind of apostrophe, single spaces: the form every pattern of the parser reads. */
export const normalise = (text: string) =>
  text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ").trim();

export const INTENT_WORDS: Array<[RegExp, Intent, MessageWords["noun"]]> = [
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

/** The words of a selection before its noun, in the order English puts them: "unread negative Instagram". */
const WORD_ORDER = ["status", "answered", "sentiment", "urgency", "highIntent", "spam", "platform"] as const;

/** The selection a question names (intent, sentiment, urgency, platform, status, SLA) and its words. */
export function messageFilter(
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
  if (
    /\b(?:past|over|beyond|breach(?:ed|ing)?)(?: the| their)? sla\b|\boverdue\b|\bwaiting too long\b/.test(q)
  ) {
    filter.overdue = "yes";
    what.after = { one: "waiting past its SLA", many: "waiting past their SLA" };
  } else if (/\bwaiting\b|\bstill (?:open|to answer)\b/.test(q)) {
    // "How many complaints are waiting for a reply?": every one not answered yet, overdue or not.
    filter.answered = "no";
    what.after = { one: "waiting for a reply", many: "waiting for a reply" };
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
