import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import type { NeedsPersonReason, SuggestionSet } from "@shared/ai/suggestion-set.schema";
import { toldProblem } from "@shared/ai/told-problem";
import { loadReplyContext } from "../automation/reply-context";
import type { AppDeps } from "../deps";
import { productsToOffer } from "./hidden-products";
import { askingText, conceptsOf } from "./knowledge-query";
import { sentencesOf } from "./knowledge-sentences";
import { recordKnowledgeGap } from "./record-knowledge-gap";
import { type AskSearches, searchAsks } from "./search-asks";
import { searchKnowledge } from "./search-knowledge";

type Deps = Pick<AppDeps, "db" | "ai" | "now">;

type EarlierMessage = {
  id?: string;
  content: string;
  crisis?: boolean | null;
  intent?: string | null;
  sentiment?: string | null;
};

export type GroundedSuggestInput = {
  teamId: string;
  messageId: string;
  message: { text: string; sender_username?: string | null; message_type?: string };
  analysis: MessageAnalysis;
  trackingLinkSlot?: string;
  /** A comment's post caption: the product it names is what "price??" under it asks about. */
  postCaption?: string | null;
  /**
   * The customer's earlier messages of the thread nobody has answered yet, oldest first, with what
   * their stored analysis read (a crisis, a complaint, anger) when they have one.
   */
  earlier?: readonly EarlierMessage[];
  /** The platform of the thread, to read an earlier question with. */
  platform?: string;
  /** False for a reply only looked at (the automation dry run): no knowledge gap is recorded. */
  recordGaps?: boolean;
};

/**
 * Praise or a hello that asks nothing, and spam: its replies state no fact, whatever the search found
 * for its words ("customer service was so kind last time, thank you!!" was answered with the returns
 * steps, "Follow for follow? 😘" with how to follow a parcel). Praise that is not positive ("glow
 * serum price") may be a terse question: it keeps its answer.
 */
export function praiseOrHelloOnly(
  text: string,
  analysis: Pick<MessageAnalysis, "normalized_intent" | "sentiment_classification" | "crisis_flag"> &
    Partial<Pick<MessageAnalysis, "labels">>,
): boolean {
  const intent = analysis.normalized_intent;
  if (analysis.crisis_flag) return false;
  if (analysis.labels?.includes("possible_spam")) return true;
  if (intent !== "compliment" && intent !== "greeting") return false;
  // "Hello? anyone there?" asks about nothing: a hello back, not "someone will confirm".
  if (intent === "greeting" && conceptsOf(text).length === 0) return true;
  if (text.includes("?") || askingText(text) !== null) return false;
  return intent === "greeting" || analysis.sentiment_classification === "positive";
}

/** What a partnership answer speaks of: collaborations, creators, press, wholesale, stockists. */
const PARTNERING =
  /\b(?:collab\w*|partnerships?|partner (?:with|program)|brand partners?|ambassador\w*|affiliate\w*|creators?|influencers?|pr|press|media|wholesale|stockists?|retailers?|boutiques?|sponsor\w*|gifting|podcast\w*|campaigns?|brand deals?)\b/i;

/** The latest message's words when it says enough to tell its language ("ok?" does not), else all. */
const languageOf = (latest: string, joined: string) =>
  latest.trim().split(/\s+/).length >= 3 ? latest : joined;

/**
 * Three replies grounded in what the brand taught: the knowledge index's best passages go to the
 * engine as the brand's knowledge (sentences that read as instructions left out), the sentence that
 * answers the question is quoted with its citation, and a question no source answers becomes a
 * knowledge gap while its replies say a person will confirm (and the best sentences of the top
 * passages go with them as leads for the agent to check).
 */
export async function suggestGroundedReplies(
  deps: Deps,
  input: GroundedSuggestInput,
): Promise<SuggestionSet> {
  // The earlier unanswered questions of the thread are searched each on its own: a reply to "Do you
  // offer a student discount?" also answers "Can I use the retinal serum while I'm pregnant?" sent
  // just before it.
  const asked = (input.earlier ?? []).filter((e) => asksSomething(e.content));
  const praiseOrHello = praiseOrHelloOnly(input.message.text, input.analysis);
  // "Do you ship to Canada ...? Also what is your return window?": each question searched on its
  // own, when the message's search is not sure of one answer to all of them.
  const [context, { found, parts, separate }, ...before] = await Promise.all([
    loadReplyContext(deps.db, input.teamId).then(async (c) => ({
      ...c,
      products: await productsToOffer(deps.db, input.teamId, c.products, input.message.text),
    })),
    searchAsks(deps.db, input.teamId, input.message.text, { post: input.postCaption ?? null, praiseOrHello }),
    ...asked.map((e) => searchKnowledge(deps.db, input.teamId, e.content)),
  ]);
  // "I'd love to collaborate, who can I email?" is not answered by how to change an order by
  // replying to its confirmation email: a partnership is answered only by what speaks of partners.
  const quotedFacts = messageQuotes({ found, parts, separate });
  const offTopic =
    input.analysis.normalized_intent === "partnership" && !quotedFacts.some((c) => PARTNERING.test(c.quote));
  const own = praiseOrHello || offTopic ? [] : quotedFacts;
  // "Do you ship to Mexico?" after "How long to Toronto?": the Toronto answer, and a person for Mexico.
  const latestUnanswered = own.length === 0 && !praiseOrHello && asksSomething(input.message.text);
  const quotes = [...new Map([...before.flatMap(quotesOf), ...own].map((c) => [c.quote, c])).values()];
  const passages = [
    ...new Map(
      [...before, found, ...separate].flatMap((f) => f.passages).map((p) => [p.chunk_id, p]),
    ).values(),
  ];
  // "good morning from Halifax" after "is the lip oil ok for rosacea-prone skin?" that nothing answers:
  // the reply is to the open question (a person will confirm it), not a hello.
  // Only a hello or a nudge is: "you sent me the Clear shade but i ordered Cocoa" after a podcast
  // request is answered as the wrong item it reports, not as the partnership asked before it.
  const openQuestion = before.findLastIndex((f) => !f.answer);
  const nudge =
    NUDGE_INTENTS.has(input.analysis.normalized_intent) &&
    input.analysis.sentiment_classification !== "negative" &&
    !input.analysis.crisis_flag;
  // "do you ship to Canada?" after "the serum burned my face" that nobody answered: the reply is to
  // the burn first (the crisis reply, the shipping fact in it), not a cheerful shipping answer.
  const problem = openProblemBefore(input);
  const replyTo = problem
    ? { text: `${problem.content}\n${input.message.text}`, problem }
    : quotes.length === 0 && openQuestion >= 0 && nudge && !asksSomething(input.message.text)
      ? { text: asked[openQuestion]?.content ?? input.message.text, problem: null }
      : null;
  const record: typeof recordKnowledgeGap = (d, gap) =>
    input.recordGaps === false ? Promise.resolve() : recordKnowledgeGap(d, gap);
  const set = await deps.ai.suggest({
    // The reply is in the language of the message answered: an earlier Spanish complaint answered
    // with it does not turn the reply to "does the ceramide cream have any fragrance??" Spanish.
    message: replyTo
      ? { ...input.message, text: replyTo.text, language_text: languageOf(input.message.text, replyTo.text) }
      : input.message,
    analysis: replyTo
      ? readAs(
          await deps.ai.analyze({
            text: replyTo.problem?.content ?? replyTo.text,
            platform: input.platform ?? "instagram",
            message_type: input.message.message_type ?? "dm",
          }),
          replyTo.problem,
        )
      : input.analysis,
    brand: {
      ...context.brand,
      knowledge: passages.map((p) => ({
        source_name: p.source_name,
        text: sentencesOf(p.content).join(" "),
      })),
    },
    products: context.products,
    grounding: {
      answer: quotes[0] ?? null,
      supporting: quotes.slice(1),
      latestUnanswered,
      ...(before.length > 0 ? { latest: own[0] ?? null } : {}),
      ...(found.context && !praiseOrHello ? { context: found.context } : {}),
      ...(separate.length > 0 ? { separateAsks: { unanswered: separate.some((f) => !f.answer) } } : {}),
    },
    ...(input.trackingLinkSlot ? { trackingLinkSlot: input.trackingLinkSlot } : {}),
  });
  // An earlier question no source answers is a knowledge gap (of its own message: one customer's
  // question is counted once, and the latest message keeps its own), and a person sends the reply.
  for (const [i, f] of before.entries())
    if (!f.answer)
      await record(deps, {
        teamId: input.teamId,
        messageId: asked[i]?.id ?? input.messageId,
        question: asked[i]?.content ?? "",
        concepts: f.concepts,
      });
  // Earlier questions, or a problem told before, are a person's to answer with it.
  const withEarlier = before.length > 0 || problem !== null;
  // Sources stating different values of a fact answered: a person reads them (decision 053).
  const disagreeing = [
    ...new Map(
      [...before, found, ...separate]
        .flatMap((f) => f.disagreeing ?? [])
        .map((c) => [`${c.chunk_id}:${c.quote}`, c]),
    ).values(),
  ].slice(0, 6);
  if (set.grounding !== "unanswered") {
    if (latestUnanswered && quotes.length > 0)
      await record(deps, {
        teamId: input.teamId,
        messageId: input.messageId,
        question: input.message.text,
        concepts: found.concepts,
      });
    // Only the questions no source answers are gaps; the reply is checked by a person.
    for (const [i, f] of separate.entries())
      if (!f.answer)
        await record(deps, {
          teamId: input.teamId,
          messageId: input.messageId,
          question: parts[i] ?? input.message.text,
          concepts: f.concepts,
        });
    const disagree = set.grounding === "answered" && disagreeing.length > 0;
    const reason: NeedsPersonReason | null = withEarlier
      ? "earlier"
      : separate.length > 0
        ? "several_asks"
        : set.grounding === "answered" && !found.certain
          ? "uncertain"
          : null;
    return {
      ...set,
      ...(disagree ? { disagreeing } : {}),
      needs_person: disagree || reason !== null,
      needs_person_reason: reason,
    };
  }
  await record(deps, {
    teamId: input.teamId,
    messageId: input.messageId,
    question: input.message.text,
    concepts: found.concepts,
  });
  // The passages the search ranked first may still hold the answer: the agent is shown them.
  return { ...set, leads: found.leads, needs_person: true };
}

/**
 * The sentences a message's reply quotes: each separate question's answers when it was split (one
 * sentence once), else the whole message's answer and the ones that support it.
 */
export const messageQuotes = ({ found, separate }: AskSearches) =>
  separate.length > 0
    ? [...new Map(separate.flatMap(quotesOf).map((c) => [c.quote, c])).values()]
    : quotesOf(found);

/** The sentences a search quotes: its answer and the ones that support it. */
const quotesOf = (found: Awaited<ReturnType<typeof searchKnowledge>>) =>
  found.answer ? [found.answer, ...found.supporting] : [];

/**
 * The problem told earlier in the thread and not answered yet that the reply must take up first: a
 * crisis before anything else, else the latest complaint. None when the latest
 * message tells a problem itself (its reply is to it).
 */
function openProblemBefore(input: GroundedSuggestInput) {
  const a = input.analysis;
  if (
    toldProblem({ crisis: a.crisis_flag, intent: a.normalized_intent, sentiment: a.sentiment_classification })
  )
    return null;
  // Anger alone ("ugh, Mondays") does not make the reply a complaint's: a crisis or a complaint does.
  const problems = (input.earlier ?? []).filter((e) => e.crisis === true || e.intent === "complaint");
  return problems.find((e) => e.crisis === true) ?? problems.at(-1) ?? null;
}

/** An earlier message's analysis as the team's stored one reads it (a correction included). */
function readAs(fresh: MessageAnalysis, stored: EarlierMessage | null): MessageAnalysis {
  if (!stored) return fresh;
  const intent = INTENTS.find((i) => i === stored.intent);
  const sentiment = SENTIMENT_CLASSIFICATIONS.find((s) => s === stored.sentiment);
  return {
    ...fresh,
    ...(intent ? { normalized_intent: intent } : {}),
    ...(sentiment ? { sentiment_classification: sentiment } : {}),
    ...(typeof stored.crisis === "boolean" ? { crisis_flag: stored.crisis } : {}),
  };
}

/** What a message that only greets or nudges reads as ("hello??", "good morning from Halifax"). */
const NUDGE_INTENTS: ReadonlySet<MessageAnalysis["normalized_intent"]> = new Set(["greeting", "catch_all"]);

/** A message that asks: a question mark, or an asking clause. */
const asksSomething = (text: string) => text.includes("?") || askingText(text) !== null;
