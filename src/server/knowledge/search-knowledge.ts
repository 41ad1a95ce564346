import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { straightApostrophes } from "../ai/text-normalizer";
import type { Db } from "../db/client";
import { tuning } from "../env";
import { anotherRuleSpeaksOf, priceNotAsked, sendsAlone, topicKeys } from "./answer-certainty";
import { answerTypeOf, asksForKind, asksReactionReturn, statesAnswerType } from "./answer-types";
import { answeringPair } from "./answering-pair";
import { frameKeys } from "./asking-frame";
import { CANDIDATES, candidatePassages, SCAN_CAP } from "./candidate-passages";
import { eachProductsOwnSentence } from "./each-product-answer";
import { answersThePair, leavesThePair } from "./faq-pairing";
import { runnerUpShare } from "./heading-answer";
import { hiddenAskedOf, speaksOfHidden } from "./hidden-products";
import { brandNameOf, listProductNames, searchChunks, termChunkCounts } from "./knowledge.repository";
import {
  ASKS_HOW_TO,
  ASKS_PURPOSE,
  askingText,
  asksDestination,
  type Concept,
  conceptsOf,
  focusOf,
  holdsFocus,
  keysIn,
  OPEN_QUESTION,
  POINTS_BACK,
  STRETCH,
  searchTerms,
  storyConcepts,
  TWO_ASKS,
  TYPE_QUESTION,
  unknownNames,
  withWrongItemSaid,
} from "./knowledge-query";
import { citation, type KnowledgeSearchResult, leadsOf, retrievedPassage } from "./knowledge-search-result";
import {
  asksExchange,
  asksOfOwnOrder,
  catalogueLineAnswers,
  conceptWeighting,
  coverage,
  EVERY_PRODUCT,
  isWeak,
  linesOf,
  questionAbove,
  rankSentences,
  type ScoredSentence,
  shadesTold,
  withoutMentions,
  withoutOrderNumbers,
} from "./knowledge-sentences";
import { quotableText } from "./knowledge-sources";
import { askedAction, literalAskUnanswered, problemCircumstances, reportedProblem } from "./literal-asks";
import {
  productsAsked,
  productsNamed,
  speaksOfNamedKind,
  variantLineOf,
  wordsInsideName,
} from "./named-products";
import { nowhereElse, placeCheck, unknownPlace } from "./place-check";
import { placesIn } from "./places";
import { asksProductFactOfNothing, productOfPost } from "./post-product";
import {
  answersAnotherCase,
  bestBeside,
  caseShare,
  firmPreference,
  preferenceRank,
  preferredSentence,
  usesWhatIsWarnedOf,
} from "./preferred-sentence";
import { asksForCatalogue, asksForProduct, describingLine, productsForNeed } from "./products-for-need";
import { rankSavedAnswer } from "./saved-answer-sentence";
import { disagreeingWith } from "./source-disagreement";
import { unheardTopics } from "./unheard-topic";
import { asksOfShop, atShop, whereBrandSells, whereSold } from "./where-sold";
import { stemsOf } from "./word-stems";

/** Reciprocal rank fusion constant (Cormack et al.): rank 1 and rank 5 differ, rank 40 and 45 barely. */
const RRF_K = 60;
const MAX_QUESTION_CHARACTERS = 1000;
/** A sentence answers only when it covers this share of what the question asks (by weight). */
const MIN_COVERAGE = tuning.KNOWLEDGE_MIN_COVERAGE;
/** A second answering sentence scoring this share of the answer's is quoted too (standard and express). */
const SUPPORTING_SHARE = 0.5;
/** How much a word of a named product's title weighs in ranking that product's sentences. */
const TITLE_SHARE = 0.25;
/** The words of a sentence about every product, as stems. */
const GENERAL_PRODUCT = [["product"], ["formula"], ["item"]];
const STRETCH_COVERAGE = 0.8;
/** Sentences offered to the agent as may-answer leads. */
const LEADS = 3;
/** Sentences of a passage weighed as a supporting quote. */
const SENTENCES_PER_PASSAGE = 3;

/**
 * The team's best passages for a question: PostgreSQL full-text search (english stemming, the
 * commerce synonyms expanded into the query) ranks candidates, a sentence-level re-ranker (concept
 * weights, coverage) ranks them again, and the two rankings are fused by reciprocal rank. The
 * answer is the best sentence of the best passage that covers enough of the question and does not
 * speak of other places than the ones asked about.
 */
export async function searchKnowledge(
  db: Db,
  teamId: string,
  message: string,
  options: { limit?: number; post?: string | null } = {},
): Promise<KnowledgeSearchResult> {
  const limit = options.limit ?? 3;
  // A comment under a post about one product asks about it: read as if it named it.
  const said = withoutMentions(straightApostrophes(message));
  const text = withoutOrderNumbers(withWrongItemSaid(said));
  // A message about the customer's own order (its number, "has my order shipped?"): a person checks it.
  const ownOrder = withoutOrderNumbers(said) !== said || asksOfOwnOrder(said);
  const productNames = listProductNames(db, teamId);
  const ofPost = options.post ? productOfPost(text, options.post, await productNames) : null;
  const question = ofPost ? `${ofPost}: ${text}` : text;
  const concepts = conceptsOf(question.slice(0, MAX_QUESTION_CHARACTERS)).slice(0, 24);
  const [chunkCounts, names, brandName] = await Promise.all([
    termChunkCounts(
      db,
      teamId,
      concepts.flatMap((c) => searchTerms(c).flat()),
    ),
    productNames,
    brandNameOf(db, teamId),
  ]);
  const named = new Set(productsAsked(question, names, concepts, (w) => chunkCounts.get(w) ?? 0));
  const titleWords = new Set([...named].flatMap((name) => [...stemsOf(name)]));
  const candidates = await candidatePassages(
    db,
    teamId,
    concepts,
    (term) => chunkCounts.get(term) ?? 0,
    titleWords,
  );
  const hits = candidates?.hits ?? [];
  // The brand's name ("where can I buy Glow Theory?") counts as a product's does, unless all that is asked.
  const brandWords = stemsOf(brandName);
  const isBrand = (c: Concept) => c.asked.length > 0 && c.asked.every((a) => brandWords.has(a));
  // "are you sold at Ulta?", "can i find you in any pharmacies": where the brand sells, never a
  // sentence that shares a word; a yes or no only from a list said to be whole (decision 053).
  const unheard = (c: Concept) => searchTerms(c).every((t) => t.every((w) => !chunkCounts.get(w)));
  const shop = asksOfShop(question, concepts, { isBrand, unknown: unheard })
    ? atShop(await whereBrandSells(db, teamId), citation)
    : null;
  if (!candidates || hits.length === 0)
    return { passages: [], answer: null, supporting: [], concepts, leads: [], certain: false, ...shop };

  const namedByCustomer = new Set([...named].filter((n) => n !== ofPost));
  const askedStems = stemsOf(askingText(question) ?? question);
  const asksMore = concepts.some((c) => !isBrand(c) && c.asked.some((a) => askedStems.has(a)));
  const nameWords = new Set([...titleWords, ...wordsInsideName(question, titleWords)]);
  const titleKeys = new Set(
    concepts
      .filter((c) => c.asked.some((a) => nameWords.has(a)) || (asksMore && isBrand(c)))
      .map((c) => c.key),
  );
  // "the serum", "the cream": a kind of product the store sells (the last word of a product's
  // name) is held by a sentence about all products ("Once opened, use them within 12 months").
  const kinds = new Set(names.map((name) => [...stemsOf(name)].at(-1)));
  for (const c of concepts)
    if (!titleKeys.has(c.key) && c.asked.some((a) => kinds.has(a)))
      c.stems = [...c.stems, ...GENERAL_PRODUCT];
  const { weights, unknown } = conceptWeighting(
    concepts,
    hits.map((h) => h.content),
  );
  // Every sentence about a named product holds its name: what else the question asks ranks them.
  if (titleKeys.size < concepts.length)
    for (const key of titleKeys) weights.set(key, (weights.get(key) ?? 0) * TITLE_SHARE);
  const told = storyConcepts(question, concepts);
  // An asking clause that holds nothing the knowledge knows asks about the story: what of the story
  // the knowledge knows counts. Either the clause points back ("I've been collecting points since
  // summer. What are they worth?"), or it says nothing but everyday words ("I have really deep skin
  // and most tints stop at tan. Does your Skin Tint go dark enough?"). A topic word of its own that
  // no passage holds is what it asks ("[a nut allergy] Are your products nut-free?").
  const asking = askingText(question) ?? "";
  const refersBack =
    concepts.every((c) => told.has(c.key) || titleKeys.has(c.key) || unknown.has(c.key)) &&
    (POINTS_BACK.test(asking) ||
      (asking !== "" && concepts.every((c) => told.has(c.key) || titleKeys.has(c.key) || isWeak(c.key))));
  const story = refersBack ? new Set([...told].filter((key) => unknown.has(key))) : told;
  const problem = reportedProblem(concepts, story);
  const kind = answerTypeOf(question, named.size > 0);
  const optionalKeys = new Set([
    ...titleKeys,
    ...story,
    // The shades of a problem or of an exchange ("swap it for Light") say which: the policy answers.
    ...(problem || asksExchange(concepts) ? shadesTold(concepts, hits) : []),
    ...(problem ? problemCircumstances(question, concepts, problem) : []),
    // "Do you offer wholesale?": the verb that frames a yes-or-no ask is no part of the answer.
    ...frameKeys(question, concepts),
    // "how will i know where my parcel is": the way to follow it answers, which says no "where".
    ...concepts.filter((c) => asksForKind(kind, c.key)).map((c) => c.key),
  ]);
  // When every concept is optional, or only everyday words no passage holds are left, the question
  // is about the product itself ("what oils are in the night oil?", "how strong is the bakuchiol in
  // the night oil"): all of them count.
  const aboutItself = concepts.every(
    (c) => optionalKeys.has(c.key) || (OPEN_QUESTION.test(question) && unknown.has(c.key) && isWeak(c.key)),
  );
  // The story stays optional ("What's in the Barrier Cream? My skin is so dry this winter").
  const optional = !aboutItself
    ? optionalKeys
    : concepts.every((c) => story.has(c.key))
      ? new Set<string>()
      : story;
  const [prefer, firm] = [preferredSentence(question), firmPreference(question)];
  const howTo = ASKS_HOW_TO.test(askingText(question) ?? question);
  const reranked = hits
    .map((hit, ftsRank) => {
      const sentences =
        (hit.sourceKind === "answer" ? rankSavedAnswer(concepts, weights, hit.content) : null) ??
        rankSentences(concepts, weights, quotableText(hit), prefer, howTo);
      const local = (sentences[0]?.score ?? 0) + 0.5 * coverage(concepts, weights, hit.content);
      return { hit, ftsRank, sentences, local };
    })
    .sort((a, b) => b.local - a.local || a.ftsRank - b.ftsRank)
    .map((entry, localRank) => ({
      ...entry,
      fused: 1 / (RRF_K + entry.ftsRank + 1) + 1 / (RRF_K + localRank + 1),
    }))
    .sort((a, b) => b.fused - a.fused);
  const passages = reranked.slice(0, limit).map(({ hit, fused }) => retrievedPassage(hit, fused));
  const leads = leadsOf(reranked.slice(0, limit), prefer, LEADS);
  if (shop) return { passages, supporting: [], concepts, leads, ...shop };
  // Beside a warning against a product, no sentence telling to use it (usesWhatIsWarnedOf).
  const notAgainst = (answer: SuggestionCitation | null) => (c: SuggestionCitation) =>
    !answer || !usesWhatIsWarnedOf(answer.quote, c.quote, (s) => productsNamed(s, names));
  /** A result a person confirms before it is sent: what may answer, or nothing. */
  const toPerson = (answer: SuggestionCitation | null = null, supporting: SuggestionCitation[] = []) => ({
    passages,
    answer,
    supporting: supporting.filter(notAgainst(answer)),
    concepts,
    leads,
    certain: false,
  });

  // A question naming what no source mentions ("Do you take Klarna?") goes to a person; names in its
  // story ("my daughter is at McGill") ask nothing, a code ("GLOW25 works?") is asked wherever it is.
  const asked = concepts.filter((c) => !story.has(c.key) || /\d/.test(c.key));
  // "can you send me the link to the lip oil", "I was charged twice": only a sentence saying so answers.
  const literal = literalAskUnanswered(
    question,
    hits.map((h) => h.content),
  );
  // "is aurelle in sephora stores": where the brand sells answers, for a person to send.
  const sold = whereSold(question, concepts, (c) => isBrand(c) || unknown.has(c.key), hits);
  const soldAnswer = sold ? citation(sold.hit, sold.text) : null;
  if (literal || unknownNames(question, asked, (term) => chunkCounts.get(term) ?? 0, names).length > 0)
    return toPerson(literal ? null : soldAnswer);
  // "do u send free samples with orders": a yes or no about what no candidate passage speaks of.
  if (unheardTopics(question, asked, { unknown, titleKeys, namedProducts: named.size }).length > 0)
    return toPerson();
  // "We live in Saint-Pierre-et-Miquelon, do you deliver to us?": the place no source names is asked.
  if (asksDestination(question) && placesIn(question).size === 0 && unknownPlace(question, chunkCounts))
    return toPerson();
  // "Do you sell a face cleanser?": the catalogue's product of that kind; a person checks the fit.
  const offered =
    named.size === 0 && asksForProduct(question)
      ? productsForNeed(
          question,
          concepts,
          await searchChunks(db, teamId, candidates.any, CANDIDATES, SCAN_CAP, "product"),
        )
      : [];
  const cite = (o: { passage: Hit; sentence: string }) => citation(o.passage, o.sentence);
  if (offered[0]) return toPerson(cite(offered[0]), offered.slice(1).map(cite));
  // "price??" of nothing named asks the price of what the customer looks at: no sentence states it.
  if (named.size === 0 && (asksForCatalogue(question) || asksProductFactOfNothing(question, concepts)))
    return toPerson();
  // What a "what/which ..." question asks for must be in the answer, unless it is the product's name
  // ("Which lip tint shade ..."); a product it names must be the one the answer speaks of.
  const asks = focusOf(question, concepts);
  const focus = asks && !titleKeys.has(asks.key) ? asks : null;
  // An answer about another product is no answer ("What SPF is the lip tint?": not the Skin Tint's).
  // A sentence about every product answers for each, even when it names one as the exception
  // ("Our products are fragrance-free except the Rose Dew Mist" answers for the Barrier Cream).
  const hiddenAsked = await hiddenAskedOf(db, teamId, { named, concepts, titleKeys, kind });
  const aboutNamed = (hit: Hit, sentence: string) => {
    if (named.size === 0) return true;
    if (hit.sourceKind === "product") return named.has(hit.sourceName);
    // The FAQ question above says which product the sentence speaks of ("Six shades: ...").
    const mentioned = productsNamed(`${questionAbove(hit.content, sentence)} ${sentence}`, names);
    // ... but the kind of fact asked ("what's in the balm?") is then the exception's own ("except
    // the Lip Mask, which contains beeswax"). "Our serums ..." speaks of the vitamin C serum.
    const ofAll = (EVERY_PRODUCT.test(sentence) && kind === null) || speaksOfNamedKind(sentence, named);
    return mentioned.length === 0 || mentioned.some((name) => named.has(name)) || ofAll;
  };
  // A sentence of the named product's own passage, or one naming it, answers before a general one:
  // "how long does the lip tint last?" is its wear, not the shelf life of every product.
  const ownsNamed = (hit: Hit, sentence: string) =>
    named.size > 0 &&
    ((hit.sourceKind === "product" && named.has(hit.sourceName)) ||
      productsNamed(sentence, names).some((name) => named.has(name)));
  // ... though a reported problem is answered by the rule that speaks of it, not by the product's line.
  // A reaction told and a return asked: the reactions policy's passage first.
  const reactionReturn = asksReactionReturn(question);
  const ranksOwn = (hit: Hit, sentence: string) =>
    !problem && ownsNamed(hit, sentence) ? 1 : preferenceRank(firm, reactionReturn, hit.content, sentence);
  // The kind of fact asked (ingredients, shades, stock) must be what the sentence states; of a named product,
  // a sentence stating it answers whatever words it uses ("which lip tint shade is sold out" -> "... is in
  // stock, except Mocha (sold out)"); an ingredient asked by yes or no ("is there X in it?") still needs X.
  const typed = kind !== null && (kind === "stock" || TYPE_QUESTION.test(askingText(question) ?? question));
  // ... as long as it misses nothing else the question asks ("is the serum available in a bigger size?");
  // a stock line names the shades it speaks of, and "combien de teintes" asks nothing more.
  const missesNothing = (keys: ReadonlySet<string>) =>
    concepts.every(
      (c) =>
        optional.has(c.key) ||
        keys.has(c.key) ||
        c.asked.every((a) => TYPE_QUESTION.test(a)) ||
        (unknown.has(c.key) ? isWeak(c.key) : c.key === "shade"),
    );
  // "Does it work for high school students too?": whether a rule stretches to the customer's case
  // is answered only by a sentence that holds all the question asks, not by the rule alone.
  const stretches = STRETCH.test(askingText(question) ?? question);
  const action = askedAction(concepts, story, stemsOf(askingText(question) ?? ""));
  // Of a named product, its own sentence stating the kind of fact asked answers wherever it ranks, though
  // it holds only its name ("whats in the night oil": "The Bakuchiol Night Oil combines 1% bakuchiol ...").
  // A stock line with no exception for it answers for every variant its product lists ("is the lip
  // tint in rosewood in stock?" -> "The Velvet Lip Tint is in stock, except Mocha (sold out).").
  const typedOwn = (hit: Hit, s: ScoredSentence) =>
    typed &&
    ownsNamed(hit, s.sentence) &&
    (missesNothing(s.keys) ||
      (kind === "stock" &&
        hit.sourceKind === "product" &&
        !TWO_ASKS.test(question) &&
        missesNothing(keysIn(concepts, hit.content))));
  const answers = (hit: Hit, s: ScoredSentence, covered: number) =>
    // "my serum leaked everywhere in the box" is not answered by where the ingredients are printed.
    (!problem || s.keys.has(problem.key)) &&
    // "can i swap it for medium?" asks to exchange: the shade list does not answer it.
    (!action || s.keys.has(action.key)) &&
    (!firm?.required || firm.holds(s.sentence)) &&
    !answersAnotherCase(question, s.sentence) &&
    (stretches ? covered >= STRETCH_COVERAGE : covered >= MIN_COVERAGE || typedOwn(hit, s)) &&
    (!focus || holdsFocus(focus, s.sentence, s.keys)) &&
    statesAnswerType(kind, s.sentence) &&
    aboutNamed(hit, s.sentence) &&
    speaksOfHidden(s.sentence, hiddenAsked) &&
    // "does this work on dark spots?": no price or stock line whose only match is the product's name
    // (the post's product is named by the post, not by the customer).
    catalogueLineAnswers(hit, s, { concepts, named: namedByCustomer, kind, focus }) &&
    // "Do you offer refunds?" is not answered by "We offer free shipping": an everyday word is no topic.
    // A question of everyday words only ("link pls") asks nothing a sentence of the knowledge
    // answers, unless it names a product: then that product's own sentence, or one about every
    // product, answers ("can you send me the link to the lip oil" is no tracking link).
    ((concepts.every((c) => optional.has(c.key) || isWeak(c.key)) &&
      (named.size > 0
        ? ownsNamed(hit, s.sentence) || EVERY_PRODUCT.test(s.sentence)
        : concepts.some((c) => optional.has(c.key)))) ||
      [...s.keys].some((k) => !optional.has(k) && !isWeak(k)) ||
      typedOwn(hit, s));
  // Each candidate passage's answering sentences, best first: its best may hold the question's
  // words but not what it asks for (a time for "how long", the place for "ship to X").
  const answering = reranked.map((r) =>
    r.sentences
      .filter((s, i) => i < SENTENCES_PER_PASSAGE || ownsNamed(r.hit, s.sentence))
      .map((said) => {
        // An FAQ's yes or no to a pair of products holds the words no source holds ("together").
        const pair = { question, passage: r.hit.content, sentence: said.sentence, named, names };
        const s = answersThePair(pair) ? { ...said, keys: new Set([...said.keys, ...unknown]) } : said;
        const covered = leavesThePair(pair) ? 0 : coverage(concepts, weights, s.sentence, s.keys, optional);
        return { hit: r.hit, fused: r.fused, s, covered };
      })
      .filter((c) => answers(c.hit, c.s, c.covered))
      .map((c) => ({
        ...c,
        value: c.s.score * c.covered * caseShare(question, c.s.sentence),
        own: ranksOwn(c.hit, c.s.sentence),
      })),
  );
  type Ranked = { value: number; fused: number; own: number };
  const byValue = (a: Ranked, b: Ranked) => b.own - a.own || b.value - a.value || b.fused - a.fused;
  // Of each passage, the named product's own sentence, else its best ("can i use the retinal while
  // pregnant?": "We do not recommend the Retinal ...", not "Most of our products ...").
  const ownOrBest = (all: (typeof answering)[number]) =>
    [...all].sort((a, b) => b.own - a.own || b.value - a.value)[0];
  const bestOfEach = answering.flatMap((all) => (all.length > 0 ? [ownOrBest(all)!] : [])).sort(byValue);
  const checkPlace = await placeCheck(db, teamId, question, bestOfEach.slice(0, 3), hits);
  // A product's own passage names no place ("my aunt in Ottawa wants the night oil, how much?").
  const places = (hit: Hit) => (hit.sourceKind === "product" && named.has(hit.sourceName)) || checkPlace(hit);
  const first = bestOfEach.slice(0, 3).find((c) => places(c.hit));
  // "What's the rose mist for?", "what does the bakuchiol oil do?": the named product's description.
  if (named.size === 1 && ASKS_PURPOSE.test(askingText(question) ?? question)) {
    const name = [...named][0];
    const own = hits.find((h) => h.sourceKind === "product" && h.sourceName === name);
    const describing = own && describingLine(linesOf(own.content));
    const answer = own && describing ? citation(own, describing.text) : null;
    if (answer) return { passages, answer, supporting: [], concepts, leads, certain: true };
  }
  // Two products in one question ("the serum + the night oil"): each one's own sentence holding it all.
  const required = concepts.filter((c) => !optional.has(c.key) && !unknown.has(c.key));
  const perProduct = eachProductsOwnSentence({
    reranked,
    named,
    required,
    titleKeys,
    focus,
    kind,
    ownsNamed,
  });
  if (perProduct) {
    const [head, ...rest] = perProduct;
    return {
      passages,
      answer: citation(head!.hit, head!.s.sentence),
      supporting: rest.map((r) => citation(r.hit, r.s.sentence)),
      concepts,
      leads,
      certain: true,
    };
  }
  // "Do you ship to Germany?" of a brand that does not name it: its "we do not ship to other countries".
  const nowhere = first ? undefined : await nowhereElse(db, teamId, question, hits);
  if (nowhere) return toPerson(citation(nowhere.hit, nowhere.text));
  if (!first) {
    const pairReading = {
      concepts,
      weights,
      optional,
      focus,
      kind,
      hiddenAsked,
      minCoverage: MIN_COVERAGE,
      aboutNamed,
    };
    const pair = (TWO_ASKS.test(question) ? reranked : [])
      .slice(0, 3)
      .filter((r) => places(r.hit))
      .map((r) => answeringPair(pairReading, r.hit, r.sentences.slice(0, SENTENCES_PER_PASSAGE)))
      .find((found) => found !== null);
    return pair
      ? toPerson(citation(pair[0].hit, pair[0].sentence), [citation(pair[1].hit, pair[1].sentence)])
      : toPerson(soldAnswer);
  }
  const answer = citation(first.hit, first.s.sentence);
  // A second answering sentence of the source, close in score; none beside a told problem's one rule.
  const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);
  const second = (problem ? [] : answering)
    .flat()
    .filter(
      (c) =>
        c.hit.sourceId === first.hit.sourceId &&
        !overlaps(c.s.sentence, answer.quote) &&
        c.value >= SUPPORTING_SHARE * first.value,
    )
    .sort(byValue)
    .find((c) => places(c.hit));
  // Another source stating another value of the fact ("valid for 3 years" against "never expire"):
  // a person reads both first (decision 053). The fact is of the question's concepts but its story.
  const subject = new Set(concepts.filter((c) => !story.has(c.key) && !unknown.has(c.key)).map((c) => c.key));
  const others = disagreeingWith(first, answering.flat(), subject, (s) => productsNamed(s, names)).map((o) =>
    citation(o.hit, o.s.sentence),
  );
  return {
    passages,
    answer,
    supporting: (second
      ? [citation(second.hit, second.s.sentence)]
      : // "is Medium in stock for the skin tint?": the line naming Medium says it is one of its shades.
        [
          variantLineOf(kind === "stock" ? first.hit : null, question, answer.quote) ??
            bestBeside(firm, first.hit.content, answer.quote),
        ]
          .filter((line) => line !== null)
          .map((line) => citation(first.hit, line))
    ).filter(notAgainst(answer)),
    concepts,
    leads,
    ...(others.length > 0 ? { disagreeing: [answer, ...others] } : {}),
    certain:
      others.length === 0 &&
      !ownOrder &&
      !anotherRuleSpeaksOf({
        asked: topicKeys(concepts, (k) => unknown.has(k) || titleKeys.has(k) || k === focus?.key),
        answer: { ...first.s, quote: answer.quote },
        sentences: reranked.slice(0, limit).flatMap((r) => r.sentences),
      }) &&
      sendsAlone({
        question: text, // the customer's own words, not the post's product put before a comment
        sentence: first.s.sentence,
        covered: first.covered,
        ownsNamed: first.own === 1,
        named,
        namedInAnswer: productsNamed(first.s.sentence, names),
        runnerUpShare: runnerUpShare(first, bestOfEach, text),
        priceNotAsked: priceNotAsked(text, concepts, first.hit.sourceKind),
        problem: !!problem,
      }),
  };
}

type Hit = Awaited<ReturnType<typeof searchChunks>>[number];
