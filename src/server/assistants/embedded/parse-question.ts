import type { Team } from "@shared/ai/ai.constants";
import { addDays, isoDay } from "@shared/analytics/timeframe";
import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { type Period, parsePeriod } from "@shared/assistants/periods";
import { namesSomething } from "../answer-words";
import { messageFilter, normalise } from "./message-selection";
import { parseOutward } from "./parse-outward";
import type { MessageGroupBy, Plan } from "./plan";

const TEAM_WORDS: Array<[RegExp, Team]> = [
  [/\b(?:cx|customer experience)\b/, "cx"],
  [/\bsales\b/, "sales"],
  [/\btechnical|tech team\b/, "technical"],
  [/\bmanagement\b/, "management"],
  [/\bengagement\b/, "engagement"],
];

const DEFAULT_DAYS = 30;
const lastDays = (now: Date, days: number): Period => {
  const today = isoDay(now);
  return { label: `the last ${days} days`, start: addDays(today, -(days - 1)), end: today };
};
const defaultPeriod = (now: Date): Period => lastDays(now, DEFAULT_DAYS);

/** A question about how sentiment moves, not how much of each there is. */
const SENTIMENT_TREND =
  /\b(?:sentiment|mood|tone)\b.*\b(?:trend\w*|over time|getting|got|changed?|changing|worse|better|improv\w*|declin\w*|dropp\w*|up or down)\b|\b(?:trend\w*|getting worse|getting better)\b.*\bsentiment\b|\b(?:are|is) (?:our )?(?:customers|people|fans|followers|they)(?: getting)? (?:happier|angrier|unhappier|more negative|more positive)\b/;
/** What follows "about" beyond a period: "complaints about the glow serum" names it, "... about?" does not. */
function namesWhatAbout(q: string): boolean {
  const after = q.match(/\babout\b(.*)$/)?.[1] ?? "";
  const rest = after
    .replace(
      /\b(?:today|yesterday|this|last|past|week|month|year|lately|recently|the most|most|mostly|\d+ days?|days?)\b/g,
      "",
    )
    .replace(/[^a-z0-9]+/g, "");
  return rest.length > 0;
}

/** Which products messages name: "which product do customers ask about the most?". */
const PRODUCTS_ASKED =
  /\b(?:which|what) products?\b.*\b(?:ask\w*|mention\w*|talk\w*|question\w*|complain\w*|comment\w*|messag\w*|dms?|people|customers)\b|\bmost (?:asked|mentioned|talked|complained)(?:[- ]about)? (?:products?|items?)\b|\b(?:products?|items?) (?:mentioned|asked about|talked about|named) (?:the )?most\b|\bproducts? (?:do |are |that )?(?:customers|people|fans|buyers) (?:ask|talk|complain|mention|message)/;
/** What messages are about: "what are customers complaining about?", "top complaints", "which issues keep coming up?". */
const TOPICS_ASKED =
  /\bcomplain\w* about\b|\bwhat (?:are|do|did|were|is) (?:our )?(?:customers|people|fans|followers|they|buyers|clients)\b.*\b(?:complain\w*|ask\w*|talk\w*|say\w*|mention\w*|upset|unhappy|angry|messag\w*|dm\w*|comment\w*)\b|\b(?:keeps?|kept) (?:coming|showing) up\b|\b(?:common|top|main|biggest|most common|recurring|frequent|usual|repeated) (?:complaints?|issues?|problems?|questions?|topics?|themes?|reasons?|requests?)\b|\b(?:complaints?|issues?|problems?|questions?) (?:come|comes|keep|keeps) (?:up|coming)\b|\btopics?\b|\bthemes?\b|\bwhy (?:are|do|did) (?:customers|people|fans) (?:complain\w*|unhappy|angry|upset)\b|\bwhat (?:are|is) (?:the )?(?:complaints?|questions?|messages?|issues?) about\b/;

function groupBy(q: string): MessageGroupBy {
  if (/\bby intent\b|\bper intent\b|\bintents\b/.test(q)) return "intent";
  if (/\bby sentiment\b|\bsentiment\b/.test(q)) return "sentiment";
  if (/\bby (?:platform|channel)\b|\bper (?:platform|channel)\b/.test(q)) return "platform";
  if (/\bby urgency\b|\burgency\b/.test(q)) return "urgency";
  if (/\bby day\b|\bper day\b|\bdaily\b|\beach day\b/.test(q)) return "day";
  if (/\bby status\b/.test(q)) return "status";
  return "none";
}

/** "how many tracking links did we make", "links created this month": a count of the links made. */
const LINKS_COUNTED =
  /\b(?:how many|number of|count(?: of)?|total(?: number of)?)\s+(?:(?:the|our|new|tracking|tracked|trackable|product|unique)\s+)*links?\b|\blinks? (?:(?:did|have|has|had|were|was|are|got) )?(?:we |you |i |lunara )?(?:(?:have|has) )?(?:been )?(?:made|make|created|create|generated|generate|built)\b/;
/** What the links did rather than how many were made: their clicks, or the sales after them. */
const LINK_OUTCOMES =
  /\bclick\w*|\brevenue\b|\bsales\b|\bsold\b|\borders?\b|\bconver\w*|\bcheckouts?\b|\bcarts?\b|\bpurchase\w*|\bearn\w*|\bincome\b|\bvisit\w*/;

/**
 * What to post or promote: "what should I post next?", "content ideas", "which product should we
 * promote this week?", "how can we get more sales?". A walk asked the strategy assistant these and
 * got "I couldn't match that".
 */
const STRATEGY =
  /\bwhat (?:should|could|can|do) (?:i|we) (?:post|share|film|make|create|promote|push|feature|advertise|highlight)\b|\bwhat to (?:post|share|promote|feature)\b|\b(?:post|posting|content|campaign|caption|reels?|tiktoks?|story|stories|marketing) ideas?\b|\bideas? for (?:a |an |our |my |the )?(?:next )?(?:posts?|content|campaigns?|reels?|tiktoks?|stor(?:y|ies))\b|\b(?:which|what) products? (?:should|could|would|to|do) (?:we |i |you )?(?:promote|push|feature|advertise|highlight|post about|focus on)\b|\b(?:promote|push|feature|advertise) (?:next|this week|this month)\b|\bhow (?:can|do|could|should) (?:we|i) (?:grow|increase|boost|get more|raise|drive) (?:our |my )?(?:sales|revenue|orders|engagement|conversions)\b|\bwhat do you (?:recommend|suggest)\b|\b(?:content|marketing|social) strategy\b/;
const PROMOTE = /\b(?:promote|push|feature|advertise|highlight|sales|revenue|orders|conversions)\b/;

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

  // "Are there any crisis messages I should know about?" asks for those messages, not the summary.
  const namesKind =
    /\b(?:crisis|complaints?|negative|spam|urgent|overdue)\b/.test(q) &&
    /\b(?:messages?|comments?|dms?)\b/.test(q);
  if (
    !namesKind &&
    /\bwhat needs my attention\b|\b(?:needs?|requires?) (?:my |our |the |urgent |immediate )?attention\b|\bfocus on\b|\b(?:should|do|can|to) (?:i|we) focus\b|\bpriorities\b|\bprioriti[sz]e\b|\btop priority\b|\balerts?\b|\banything (?:wrong|unusual|urgent|important)\b|\bwhat did you (?:find|notice)\b|\b(?:should|do) (?:i|we) (?:worry|be worried|know|look at)\b|\b(?:i|we) (?:should|need to) (?:worry|know|look at)\b|\bwhat(?:'s| is) (?:urgent|going on)\b|\bwhere (?:do|should) (?:i|we) start\b/.test(
      q,
    )
  )
    return { kind: "attention" };

  if (STRATEGY.test(q)) {
    // "this week" says when to post, not what to read: a month of messages and sales says what works.
    const asked = period && /\b(?:last|past|previous)\b/.test(q) ? period : lastDays(now, DEFAULT_DAYS);
    return { kind: "strategy", period: asked, focus: PROMOTE.test(q) ? "promote" : "post" };
  }

  const handle = q.match(/@([a-z0-9._]{2,30})/);
  if (handle && /\bhistory\b|\bwho is\b|\bcustomer\b|\blead\b|\bmessages? from\b|\babout\b/.test(q))
    return { kind: "history", handle: handle[1]! };

  if (
    /\bresponse times?\b|\bsla\b(?! *(?:breach)?ed)|\bhow (?:fast|quickly)\b|\breply times?\b/.test(q) &&
    !/\bwaiting\b|\boverdue\b|\b(?:which|what) (?:messages?|comments?|dms?)\b/.test(q)
  ) {
    const range = period?.label === "today" ? "today" : /\bmonth\b|\b30 days\b/.test(q) ? "month" : "week";
    return { kind: "response_times", range };
  }

  // "Is sentiment getting worse?", "how is sentiment trending this week": this period against the one before.
  if (SENTIMENT_TREND.test(q)) {
    const { filter } = messageFilter(q.replace(/\b(?:negative|positive|neutral)\b/g, ""), null, false);
    return { kind: "sentiment_trend", period: period ?? lastDays(now, 7), filter };
  }
  // "What are customers complaining about?", "which product do customers ask about the most?"
  // ... though "complaints about the glow serum" names what they are about: a search for it.
  const aboutProducts = PRODUCTS_ASKED.test(q);
  if (aboutProducts || (TOPICS_ASKED.test(q) && !namesWhatAbout(q))) {
    const p = period ?? defaultPeriod(now);
    const { filter, what } = messageFilter(q, p, false);
    return {
      kind: "topics",
      period: p,
      filter: { ...filter, spam: "no" },
      what,
      focus: aboutProducts ? "products" : "topics",
    };
  }

  const quoted =
    q.match(/"([^"]{1,100})"/) ??
    q.match(/\b(?:mentioning|containing|that say|saying|about|search(?: for)?)\s+(.{2,60})$/);
  if (
    quoted &&
    /\bmessages?\b|\bcomments?\b|\bdms?\b|\bsearch\b|\bmentioning\b|\bcomplaints?\b|\bquestions?\b/.test(q)
  ) {
    const term = quoted[1]!
      .replace(/[?.!]+$/, "")
      .replace(/\b(?:today|yesterday|this week|last week|this month|last month)\b/g, "")
      .trim()
      .replace(/^(?:the|our|my|your|a|an)\s+/, "");
    if (term) {
      const { filter } = messageFilter(q.replace(quoted[0], ""), period, false);
      return { kind: "search", period, filter: { ...filter, search: term }, term };
    }
  }

  const p = period ?? defaultPeriod(now);
  // Before revenue: "did we make" names the links made, not money made.
  if (LINKS_COUNTED.test(q) && !LINK_OUTCOMES.test(q)) return { kind: "tracking_links", period: p };
  // "how many link clicks": the funnel counts them, stage by stage.
  if (/\bfunnel\b|\bconversion\b|\bcheckouts?\b|\badd(?:ed)? to cart\b|\bclicks?\b|\bclicked\b/.test(q))
    return { kind: "funnel", period: p };
  if (/\bleads?\b|\bprospects?\b/.test(q)) return { kind: "leads", period: p };
  if (
    /\b(?:top|best[- ]?selling|best[- ]?sellers?|(?:most )?popular) (?:(?:\d{1,2}|three|five|ten) )?(?:products?|items?)\b|\bbest[- ]?sell(?:ers?|ing)\b|\btop[- ]sellers?\b|\bwhat sold\b|\bwhat(?:'s| is)? (?:sells|sold|selling) (?:the )?(?:best|most)\b|\bsells? (?:the )?best\b|\b(?:products?|items?)\b.*\b(?:sells?|selling|sold)\b/.test(
      q,
    )
  )
    return { kind: "top_products", period: p };
  if (
    /\bwhere\b.*\b(?:orders?|customers?|sales)\b|\blocations?\b|\bcit(?:y|ies)\b|\bcountr(?:y|ies)\b/.test(q)
  )
    return { kind: "locations", period: p };
  const average = /\baverage order\b|\baov\b|\bavg order\b|\bbasket size\b|\bper order\b/.test(q);
  const compare = /\bvs\.?\b|\bversus\b|\bcompar(?:e|ed)\b|\bagainst\b/.test(q);
  if (
    compare ||
    average ||
    /\brevenue\b|\bsales\b|\bsold\b|\bsell\b|\bearn(?:ed|ings)?\b|\bmake\b|\bmade\b|\borders?\b|\bincome\b|\bturnover\b/.test(
      q,
    )
  ) {
    // "how much revenue did conversations bring in?" asks for the sales credited to them, not the store's.
    const conversations =
      /\bconversations?\b|\battribut\w*|\bcredited\b|\bfrom (?:social|instagram|tiktok|dms?|comments?)\b|\b(?:did|does|has|have) (?:instagram|insta|ig|tiktok|social)\b|\b(?:instagram|tiktok) (?:revenue|sales)\b/.test(
        q,
      );
    return {
      kind: "revenue",
      period: p,
      compare,
      byChannel:
        conversations || /\bby (?:channel|platform)\b|\bper (?:channel|platform)\b|\bchannels?\b/.test(q),
      conversations,
      ...(average ? { average } : {}),
    };
  }
  if (
    /\bmessages?\b|\bcomments?\b|\bdms?\b|\binbox\b|\bspam\b|\bunread\b|\bcomplain|\bcompliments?\b|\bnegative\b|\bpositive\b|\burgent\b|\bcrisis\b|\bhigh[- ]intent\b|\bintents?\b|\bsentiment\b|\bquestions?\b|\bshipping\b|\bpartnerships?\b|\bwaiting\b/.test(
      q,
    )
  ) {
    const { filter, what } = messageFilter(q, period, false);
    const list =
      /^(?:which|show|list|are there any|any)\b|\b(?:which|what) (?:messages?|comments?|dms?)\b/.test(q);
    return { kind: "inbox_counts", period, filter, groupBy: groupBy(q), what, ...(list ? { list } : {}) };
  }
  return { kind: "unknown" };
}
