import { parsePeriod } from "@shared/assistants/periods";
import { messageFilter, normalise } from "./message-selection";
import type { Plan } from "./plan";

type LinksPlan = Extract<Plan, { kind: "links" }>;

/** "please", "can you", "hey Lunara," before the order. */
const OPENING =
  /^(?:(?:please|pls|hey|hi|ok|okay|lunara|can you|could you|would you|will you|go ahead and)\b[\s,!:]*)*/i;
/** Orders that say to hand the links out: Lunara only makes them (the person sends them). */
const SENDING = /^(?:give|send|share|dm|message|hand out)\b/i;
const VERB =
  /^(?:make|generate|create|get|build|prepare|produce|set up|give|send|share|dm|message|hand out|(?:i|we) (?:need|want|would like|'d like))(?: (?:me|us))?\b/i;
const LINK_WORD = /\b(?:(?:tracking|tracked|trackable) )?links?\b/i;
/** "link clicks this week", "tracking link stats": a question about links, not an order for them. */
const ABOUT_LINKS = /^\s*(?:clicks?|stats|statistics|counts?|performance|revenue|sales|numbers|report)\b/i;

const PERIOD =
  "(?:(?:from|since|in|during|over|of|for) )?(?:today|yesterday|this (?:morning|week|month|year)|(?:last|past|previous) (?:week|month|\\d{1,3} days?)|the (?:last|past) \\d{1,3} days)";
const ONLY_PERIOD = new RegExp(`^${PERIOD}$`, "i");
const ENDS_WITH_PERIOD = new RegExp(`\\s+${PERIOD}$`, "i");
/**
 * Words only a selection of messages or people has. A product or page name is whatever part of the
 * order has none of them ("Glow Serum", "the Vitamin C Serum"), wherever it stands.
 */
const SELECTION_WORDS =
  /\b(?:messages?|comments?|dms?|questions?|inquir(?:y|ies)|complaints?|compliments?|requests?|greetings?|feedback|everyone|everybody|anyone|anybody|customers?|people|persons?|commenters?|followers?|buyers?|shoppers?|senders?|who|asked|asking|inbox|unread|unanswered)\b/i;
/**
 * Where the selection and the target are joined: "for", "to", "that go to", a comma. A "for" or
 * "to" after "asked" or "looking" belongs to the selection ("everyone who asked for it").
 */
const JOIN =
  /(?<!\b(?:ask|asks|asked|asking|look|looks|looked|looking|want|wants|wanted|wanting|wait|waits|waited|waiting|reached|out|up))\s+(?:(?:that|which) (?:go(?:es)?|leads?|points?) to|(?:leading|pointing|going) to|to|for)\s+|\s*[,;]\s*/gi;
/** "who asked about it", "mentioning the lip oil": the people asking about a product, by its name. */
const ABOUT =
  /\b(?:(?:ask(?:s|ed|ing)?|inquir(?:es|ed|ing)|look(?:s|ed|ing)?|want(?:s|ed|ing)?) (?:about|for|after)|about|mentioning|mentioned|mentions?|regarding|interested in)\s+(.+?)(?=\s+(?:from|since|on|in|during|over|today|yesterday|this|last|past|earlier|so far)\b|$)/i;
const PRONOUN = /^(?:it|this|that|them|these|those|this one|that one|(?:the|this|that) (?:product|item))$/i;
const URL = /(?:\s+(?:to|for|at|(?:leading|pointing|going) to|that goes? to))?\s*(https?:\/\/\S+)/i;

/** A name without the words English puts before it: "the Vitamin C Serum" is "Vitamin C Serum". */
const bare = (name: string) =>
  name
    .trim()
    .replace(
      /^(?:(?:the|a|an|our|my|your|their|this|that|these|those|some|new|unique|individual|personal|personali[sz]ed|custom|separate|all)\s+)+/i,
      "",
    )
    .trim();

const isSelection = (part: string) => SELECTION_WORDS.test(part) || ONLY_PERIOD.test(part.trim());

/** The order's verb, what stands between it and "links" ("the lip oil"), and what follows. */
function readHead(order: string): { mid: string; rest: string; send: boolean } | null {
  const verb = VERB.exec(order);
  if (verb) {
    const after = order.slice(verb[0].length);
    const link = LINK_WORD.exec(after);
    if (!link) return null;
    const rest = after.slice(link.index + link[0].length);
    if (ABOUT_LINKS.test(rest)) return null;
    return { mid: after.slice(0, link.index).trim(), rest, send: SENDING.test(verb[0]) };
  }
  // "Tracking links for …" with no verb, and "Link today's product questions to …".
  const noVerb = /^(?:(?:tracking|tracked) )?links?\b/i.exec(order);
  if (!noVerb) return null;
  const rest = order.slice(noVerb[0].length);
  // "link" is a verb only when a selection follows; "links" must be followed by "for" or "to".
  const ordered = /^link$/i.test(noVerb[0]) ? SELECTION_WORDS : /^\s+(?:for|to)\b/i;
  return ordered.test(rest) ? { mid: "", rest, send: false } : null;
}

/** The parts of what follows "links", each with where it stands in `rest`. */
function parts(rest: string): Array<{ text: string; start: number; end: number }> {
  const found: Array<{ text: string; start: number; end: number }> = [];
  let start = 0;
  for (const join of rest.matchAll(JOIN)) {
    found.push({ text: rest.slice(start, join.index), start, end: join.index });
    start = join.index + join[0].length;
  }
  found.push({ text: rest.slice(start), start, end: rest.length });
  return found.filter((p) => p.text.trim() !== "");
}

/**
 * Orders for tracking links, in the orders and words a social media manager types: "make tracking
 * links for today's product questions to Glow Serum", "generate tracking links for the Vitamin C
 * Serum for today's product questions", "send the lip oil link to everyone who asked about it
 * today". The target keeps the person's spelling; the selection is read only from its own words, so
 * a product's name never becomes part of the filter.
 */
export function parseLinks(question: string, now: Date): LinksPlan | null {
  const text = question
    .replace(/[’]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?:[\s,]+(?:please|pls|thanks|thank you))?[\s.!?]*$/i, "");
  const head = readHead(text.replace(OPENING, ""));
  if (!head) return null;
  const url = URL.exec(head.rest);
  const rest = url ? head.rest.slice(0, url.index) + head.rest.slice(url.index + url[0].length) : head.rest;

  const selection: string[] = [];
  let modifier = head.mid;
  if (head.mid && isSelection(head.mid)) {
    // "give everyone who asked today the lip oil link": the people, then the link's name.
    const split = /^(.*)\s(?:a|an|the|their|one)(?:\s(.*))?$/i.exec(head.mid);
    selection.push(split ? split[1]! : head.mid);
    modifier = split?.[2] ?? "";
  }
  // The first run of parts naming no selection is the name, a "for" or "to" inside it included.
  let start = -1;
  let end = -1;
  let closed = false;
  for (const part of parts(rest)) {
    if (isSelection(part.text)) {
      selection.push(part.text);
      closed = start >= 0;
      continue;
    }
    // "to the Vitamin C Serum today": the period is the selection's.
    const period = ENDS_WITH_PERIOD.exec(part.text);
    if (period) selection.push(period[0]);
    if (closed) continue;
    if (start < 0) start = part.start;
    end = period ? part.start + period.index : part.end;
    closed = period !== null;
  }
  const target = start < 0 ? "" : rest.slice(start, end);
  return finish(selection.join(" "), url?.[1] ?? bare(target || modifier), head.send, now);
}

/** The plan: the selection's filter and words, the people asking about the product found by its name. */
function finish(selection: string, target: string, send: boolean, now: Date): LinksPlan {
  const about = ABOUT.exec(selection);
  let name = target;
  let term: string | null = null;
  if (about) {
    const asked = bare(about[1]!);
    // "everyone who asked about it": "it" is the link's product.
    term = PRONOUN.test(about[1]!.trim()) ? (/^https?:/i.test(target) ? null : target) : asked;
    if (!name) name = asked;
  }
  const words = normalise(about ? selection.replace(about[0], " ") : selection);
  const period = parsePeriod(normalise(selection), now);
  const { filter, what } = messageFilter(words, period, true);
  if (term) {
    filter.search = term.slice(0, 200);
    const mentioning = `mentioning "${filter.search}"`;
    what.after = what.after
      ? { one: `${what.after.one} ${mentioning}`, many: `${what.after.many} ${mentioning}` }
      : { one: mentioning, many: mentioning };
  }
  return { kind: "links", period, filter, what, target: name.trim(), send };
}
