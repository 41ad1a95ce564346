import type { KnowledgeGapsResponse, KnowledgePassage } from "@shared/knowledge/knowledge.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrations } from "../db/integrations.schema";
import { knowledgeGaps } from "../db/knowledge.schema";
import { minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { ingestMessage } from "../ingestion/ingest-message";
import type { IncomingMessage } from "../platforms/incoming-message";
import { latestSuggestionSet } from "../replies/response-suggestions.repository";
import { createTestApp, type TestApp } from "../test/test-app";
import { knowledgeTeams } from "./knowledge-teams.test-helper";
import { searchKnowledge } from "./search-knowledge";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { brandTeam, ask, reply, autoReply } = knowledgeTeams(() => t);

describe("grounded replies", () => {
  it("quote the fact with a citation that opens its passage", async () => {
    const a = await brandTeam("grounded@knowledge.test");
    const { detailed } = await ask(a, "how long does shipping to Toronto take?", "shipping_orders");
    expect(detailed.content).toContain("Standard shipping takes 3 to 5 business days within Canada.");
    // A policy question answered by a fact does not ask for an order number.
    expect(detailed.content).not.toMatch(/order number/i);
    // The answer, and another sentence of the same source that answers too (express times).
    expect(detailed.citations.length).toBeGreaterThanOrEqual(1);
    expect(detailed.citations[0]?.quote).toBe("Standard shipping takes 3 to 5 business days within Canada.");
    for (const citation of detailed.citations) {
      expect(citation).toMatchObject({ source_kind: "link", source_name: "Shipping Policy" });
      expect(detailed.content).toContain(citation.quote);
      const passage = await t.call(
        "GET",
        `/api/knowledge/passages/${citation.chunk_id}`,
        undefined,
        a.cookie,
      );
      expect((passage.json() as KnowledgePassage).content).toContain(citation.quote);
    }

    // Cached suggestions keep their citations.
    const { id } = await ask(a, "What is your return policy?", "shipping_orders");
    const again = await reply(a, id);
    expect(again.body.cached).toBe(true);
    expect(again.detailed.content).toContain("Returns are accepted within 45 days of delivery");
    expect(again.detailed.citations[0]?.source_name).toBe("Returns & Exchanges");

    // Praise that asks nothing is thanked, never answered with a passage its words found.
    const thanks = await ask(
      a,
      "Your customer care team was so kind last time, thank you!! 💕",
      "compliment",
    );
    expect(thanks.body.suggestions.flatMap((s) => s.citations)).toEqual([]);
    // A nudge that asks about nothing is greeted back: no "someone will confirm", no knowledge gap.
    const nudge = await ask(a, "Hello? anyone there?", "greeting");
    for (const s of nudge.body.suggestions) expect(s.content).not.toMatch(/confirm/);
    expect(nudge.body.needs_person).toBe(false);
    const gaps = (await t.call("GET", "/api/knowledge/gaps?days=7", undefined, a.cookie)).json();
    expect(JSON.stringify(gaps)).not.toContain("anyone there");

    // A collaboration asked is answered only by what speaks of partners (a walk got how to change
    // an order by replying to its confirmation email): the partnership reply asks for the proposal.
    const collab = await ask(
      a,
      "Hi! I'm a skincare creator (25k on TikTok) and would love to collaborate with you. Who can I email?",
      "partnership",
    );
    expect(collab.body.suggestions.flatMap((s) => s.citations)).toEqual([]);
    expect(collab.body.suggestions.map((s) => s.content).join(" ")).toMatch(/partnerships team/);
    expect(collab.body.suggestions.map((s) => s.content).join(" ")).not.toMatch(
      /email at care@|confirmation/,
    );
  });

  it("answer a product question from the catalogue in the store's currency, never offering a hidden product", async () => {
    const a = await brandTeam("catalogue@knowledge.test");
    const { detailed } = await ask(a, "What shades does the Velvet Lip Tint come in?", "product_inquiry");
    expect(detailed.content).toContain("Rosewood, Fig, Coral Crush, Mocha");
    const price = await ask(a, "How much is the Glow Serum?", "purchase_intent");
    expect(price.detailed.content).toContain("$38.00");
    const hidden = await ask(a, "Is the Holiday Glow Set available?", "product_inquiry");
    for (const s of hidden.body.suggestions) expect(s.content).not.toContain("Holiday Glow Set");
    // Asked its price, a person confirms: no other product is pitched in its place.
    const hiddenPrice = await ask(a, "how much is the Holiday Glow Set", "purchase_intent");
    expect(hiddenPrice.body.suggestions[0]?.content).toContain("someone from our team will confirm");
    for (const s of hiddenPrice.body.suggestions) expect(s.content).not.toMatch(/\$|Glow Serum/);
    // Naming a hidden product does not hide the policy that answers the question.
    const policy = await ask(
      a,
      "how many days do I have to return the Holiday Glow Set? it broke me out",
      "product_inquiry",
    );
    expect(policy.detailed.content).toContain("within 45 days");
    for (const s of policy.body.suggestions) expect(s.content).not.toContain("Holiday Glow Set");
    // Asked for a kind of product, naming none: the catalogue's product of that kind, for a person
    // to check ("sell" is no "sold out"); a kind the store sells with a word it lacks is no answer.
    const kind = await searchKnowledge(
      t.db,
      a.teamId,
      "I'm looking for a sunscreen I can wear under makeup, what do you sell?",
    );
    expect(kind.answer).toMatchObject({
      source_name: "SPF 40 Daily Shield",
      quote: "Mineral sunscreen, invisible on every skin tone.",
    });
    expect(kind.certain).toBe(false);
    const { detailed: cleanser } = await ask(
      a,
      "do you guys sell a face cleanser or makeup remover",
      "product_inquiry",
    );
    expect(cleanser.content).toContain("Cleansing Balm");
    expect((await searchKnowledge(t.db, a.teamId, "do you sell a retinol serum?")).answer).toBeNull();
    expect(
      (await searchKnowledge(t.db, a.teamId, "do u sell shampoo or anything for hair?")).answer,
    ).toBeNull();
  });

  it("offer the agent the passages that may answer a question no source answers for sure, never stating them", async () => {
    const a = await brandTeam("leads@knowledge.test");
    const unsure = await ask(a, "is everything returnable or are some things excluded", "product_inquiry");
    expect(unsure.detailed.content).toMatch(/confirm/);
    const quotes = unsure.body.leads.map((l) => l.quote);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.length).toBeLessThanOrEqual(3);
    expect(quotes).toContain("Gift cards and final-sale items cannot be returned.");
    for (const s of unsure.body.suggestions) for (const q of quotes) expect(s.content).not.toContain(q);
    // Each lead opens its passage, which holds it.
    const lead = unsure.body.leads.find((l) => l.quote.startsWith("Gift cards"))!;
    const passage = await t.call(
      "GET",
      `/api/knowledge/passages/${lead.chunk_id}`,
      undefined,
      a.memberCookie,
    );
    expect(passage.statusCode).toBe(200);
    expect((passage.json() as { content: string }).content).toContain(lead.quote);
    // The stored generation keeps them; an answered question has none.
    expect((await reply(a, unsure.id)).body).toMatchObject({ cached: true, leads: unsure.body.leads });
    expect((await ask(a, "What is your return policy?", "product_inquiry")).body.leads).toEqual([]);
  });

  it("leave a question no source answers to a person, collect it as a gap, and use the answer an admin adds", async () => {
    const a = await brandTeam("gaps@knowledge.test");
    const first = await ask(a, "Do you ship to Mexico?", "shipping_orders");
    expect(first.detailed.content).toMatch(/confirm/);
    expect(first.detailed.citations).toEqual([]);
    await ask(a, "do u ship to mexico??", "shipping_orders");
    await ask(a, "¿Hacen envíos a México? 🙏", "shipping_orders");
    // A gap recorded when topics were its concept words, sorted, is read as the same topic.
    const before = await a.seed.message({
      content: "can you deliver to Mexico City?",
      receivedAt: minutesAgo(30),
    });
    await t.db.insert(knowledgeGaps).values({
      teamId: a.teamId,
      messageId: before,
      question: "can you deliver to Mexico City?",
      topic: "city, mexico, ship",
      createdAt: minutesAgo(30),
    });

    const gaps = (
      await t.call("GET", "/api/knowledge/gaps?days=7", undefined, a.memberCookie)
    ).json() as KnowledgeGapsResponse;
    expect(gaps.groups).toHaveLength(1);
    expect(gaps.groups[0]).toMatchObject({ topic: "shipping to Mexico", count: 4 });
    const topic = gaps.groups[0]!.topic;

    const answer = {
      topic,
      question: "Do you ship to Mexico?",
      answer: "We ship to Mexico in 7 to 10 business days.",
    };
    const byMember = await t.call("POST", "/api/knowledge/answers", answer, a.memberCookie);
    expect(byMember.statusCode).toBe(403);
    const bad = await t.call(
      "POST",
      "/api/knowledge/answers",
      { ...answer, answer: "We ship\u0000" },
      a.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const blank = await t.call("POST", "/api/knowledge/answers", { ...answer, answer: "  " }, a.cookie);
    expect(blank.statusCode).toBe(400);
    // Another team's question of the same topic is its own: this answer closes none of its gaps.
    const other = await brandTeam("gaps-other@knowledge.test");
    await ask(other, "Do you ship to Mexico?", "shipping_orders");
    const added = await t.call("POST", "/api/knowledge/answers", answer, a.cookie);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ closed: 4 });
    const theirs = (
      await t.call("GET", "/api/knowledge/gaps", undefined, other.cookie)
    ).json() as KnowledgeGapsResponse;
    expect(theirs.groups).toMatchObject([{ topic: "shipping to Mexico", count: 1 }]);
    const after = (
      await t.call("GET", "/api/knowledge/gaps", undefined, a.cookie)
    ).json() as KnowledgeGapsResponse;
    expect(after.groups).toEqual([]);

    // Indexed at once: the next reply to the same question states it, with its citation.
    const next = await reply(a, first.id, true);
    expect(next.detailed.content).toContain("We ship to Mexico in 7 to 10 business days.");
    expect(next.detailed.citations[0]).toMatchObject({ source_kind: "answer" });

    // Saved answers are listed to every member; only an admin removes one, which leaves the index
    // at once and opens its questions again. Another team sees and removes none of them.
    const saved = (await t.call("GET", "/api/knowledge/answers", undefined, a.memberCookie)).json() as {
      answers: { id: string; answer: string }[];
    };
    expect(saved.answers.map((x) => x.answer)).toEqual(["We ship to Mexico in 7 to 10 business days."]);
    const id = saved.answers[0]!.id;
    expect((await t.call("GET", "/api/knowledge/answers", undefined, other.cookie)).json()).toEqual({
      answers: [],
    });
    expect((await t.call("DELETE", `/api/knowledge/answers/${id}`, undefined, other.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call("DELETE", `/api/knowledge/answers/${id}`, undefined, a.memberCookie)).statusCode,
    ).toBe(403);

    // An admin corrects the text in place: the next reply quotes the new text; the gaps stay closed.
    // Another team's edit finds nothing, a member's is refused, a blank answer is refused.
    const fix = { answer: "  We ship to Mexico in 5 to 8 business days.  " };
    expect((await t.call("PATCH", `/api/knowledge/answers/${id}`, fix, other.cookie)).statusCode).toBe(404);
    expect((await t.call("PATCH", `/api/knowledge/answers/${id}`, fix, a.memberCookie)).statusCode).toBe(403);
    expect(
      (await t.call("PATCH", `/api/knowledge/answers/${id}`, { answer: " " }, a.cookie)).statusCode,
    ).toBe(400);
    const edited = await t.call("PATCH", `/api/knowledge/answers/${id}`, fix, a.cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id, answer: "We ship to Mexico in 5 to 8 business days." });
    const corrected = await reply(a, first.id, true);
    expect(corrected.detailed.content).toContain("We ship to Mexico in 5 to 8 business days.");
    expect(corrected.detailed.content).not.toContain("7 to 10");
    expect(
      ((await t.call("GET", "/api/knowledge/gaps", undefined, a.cookie)).json() as KnowledgeGapsResponse)
        .groups,
    ).toEqual([]);

    const removed = await t.call("DELETE", `/api/knowledge/answers/${id}`, undefined, a.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ reopened: 4 });
    const reopened = (
      await t.call("GET", "/api/knowledge/gaps", undefined, a.cookie)
    ).json() as KnowledgeGapsResponse;
    expect(reopened.groups[0]).toMatchObject({ topic: "shipping to Mexico", count: 4 });
    const unanswered = await reply(a, first.id, true);
    expect(unanswered.detailed.content).not.toContain("We ship to Mexico");
    expect(unanswered.detailed.content).toMatch(/confirm/);
  });

  it("collect a new question no source answers as a gap when it is analysed, before anyone opens it", async () => {
    const a = await brandTeam("gaps-unopened@knowledge.test");
    const [row] = await t.db
      .insert(integrations)
      .values({
        teamId: a.teamId,
        platform: "instagram",
        platformAccountId: "ig-gaps-unopened",
        platformUsername: "sampleglow",
        accessTokenEncrypted: "not-used-by-this-test",
      })
      .returning({ id: integrations.id });
    const ig = { integrationId: row!.id, teamId: a.teamId };
    const dm = (id: string, content: string, sender: string): IncomingMessage => ({
      platform: "instagram",
      platform_message_id: id,
      message_type: "dm",
      content,
      sender_username: sender,
      sender_platform_id: `igsid-${sender}`,
      account_platform_id: "ig-gaps-unopened",
      received_at: minutesAgo(5),
    });
    const mexico = await ingestMessage(t.deps, ig, dm("m-1", "Do you ship to Mexico?", "lupe"));
    await ingestMessage(t.deps, ig, dm("m-2", "do u guys ship to mexico??", "ana"));
    // Answered by a source, praise, and spam: none is a gap.
    await ingestMessage(t.deps, ig, dm("m-3", "How long does shipping to Toronto take?", "zoe"));
    await ingestMessage(t.deps, ig, dm("m-4", "love this serum so much!!", "mia"));
    await ingestMessage(
      t.deps,
      ig,
      dm("m-5", "Get 10k followers fast, DM me now!! bit.ly/free-followers", "promo"),
    );
    // The analysis, then the gap check it queues.
    await t.jobs.runDue();
    await t.jobs.runDue();
    const gaps = async () =>
      (
        (
          await t.call("GET", "/api/knowledge/gaps?days=7", undefined, a.memberCookie)
        ).json() as KnowledgeGapsResponse
      ).groups;
    expect(await gaps()).toMatchObject([{ topic: "shipping to Mexico", count: 2 }]);
    expect((await gaps())[0]!.questions.map((q) => q.question).sort()).toEqual([
      "Do you ship to Mexico?",
      "do u guys ship to mexico??",
    ]);
    // Opening the question later counts it once.
    await reply(a, mexico.messageId!);
    expect(await gaps()).toMatchObject([{ topic: "shipping to Mexico", count: 2 }]);
  });

  it("are sent automatically only when the answer covers the question, never after a person saw an unsure one", async () => {
    const a = await brandTeam("certain@knowledge.test");
    // Covers all it asks: it passes to the send (this team has no connected account, so the send
    // itself is retried later; auto-reply.integration.test.ts sends through the simulator).
    const sure = await autoReply(a, "What is your return policy?", false);
    expect(sure.decision).toMatchObject({ decision: "auto", failureCode: null });
    const stored = await latestSuggestionSet(t.db, a.teamId, sure.decision!.messageId);
    expect(stored.needsPerson).toBe(false);
    expect(stored.suggestions.find((x) => x.suggestion_type === "detailed")?.content).toContain(
      "within 45 days",
    );
    // Covers part of it ("a tracking link" is answered by "a tracking number by email"): suggested,
    // not sent, whether the suggestions were made now or when a person opened the message.
    // The agent who opens it is told to check the answer.
    const opened = await ask(a, "do you guys send a tracking link", "shipping_orders");
    expect(opened.body.needs_person).toBe(true);
    expect(opened.body.needs_person_reason).toBe("uncertain");
    expect(opened.detailed.citations.length).toBeGreaterThan(0);
    expect((await ask(a, "What is your return policy?", "shipping_orders")).body.needs_person).toBe(false);
    for (const opened of [false, true]) {
      const partial = await autoReply(a, "do you guys send a tracking link", opened);
      expect(partial.sent).toEqual([]);
      expect(partial.decision).toMatchObject({
        decision: "manual",
        executed: false,
        failureCode: opened ? "NEEDS_PERSON" : "UNCERTAIN_ANSWER",
      });
    }
    // The held message says why: of two questions, one answered.
    const two = await autoReply(a, "What is your return policy? Also, do you ship to Mexico?", false);
    expect(two.sent).toEqual([]);
    expect(two.decision?.failureReason).toMatch(/asks several things/);
    const part = await autoReply(a, "do you guys send a tracking link", false);
    expect(part.decision?.failureReason).toMatch(/covers only part of the question/);
    // No source answers it, and a person opened it first: the "someone will confirm" reply stays.
    const none = await autoReply(a, "Do you ship to Mexico?", true);
    expect(none.sent).toEqual([]);
    expect(none.decision).toMatchObject({ decision: "manual", failureCode: "NEEDS_PERSON" });
  });

  it("are never sent automatically when no source answers the question", async () => {
    const a = await brandTeam("noauto@knowledge.test");
    const { decision, sent } = await autoReply(a, "Do you ship to Mexico?", false);
    expect(decision).toMatchObject({ decision: "manual", executed: false, failureCode: "NO_KNOWLEDGE" });
    expect(sent).toEqual([]);
  });

  it("refuse bad gap queries with a clear message", async () => {
    const a = await brandTeam("badquery@knowledge.test");
    const res = await t.call("GET", "/api/knowledge/gaps?days=0", undefined, a.cookie);
    expect(res.statusCode).toBe(400);
    const passage = await t.call("GET", "/api/knowledge/passages/not-a-uuid", undefined, a.cookie);
    expect(passage.statusCode).toBe(400);
  });

  it("answer a comment that names no product about the one its post names, and a bare 'price?' never from another sentence", async () => {
    const a = await brandTeam("postcaption@knowledge.test");
    const under = await a.seed.message({
      content: "price??",
      receivedAt: minutesAgo(1),
      type: "comment",
      postCaption: "Velvet Lip Tint, now in Fig 💋 Which shade are you wearing?",
    });
    await a.seed.analysis(under, { intent: "purchase_intent" });
    const priced = await reply(a, under);
    expect(priced.detailed.content).toContain("The Velvet Lip Tint costs $22.00.");
    // A post naming no product: the price of nothing named is left to a person.
    const bare = await a.seed.message({ content: "price??", receivedAt: minutesAgo(1), type: "comment" });
    await a.seed.analysis(bare, { intent: "purchase_intent" });
    const unpriced = await reply(a, bare);
    expect(unpriced.body.needs_person).toBe(true);
    expect(unpriced.detailed.content).not.toMatch(/\$\d/);
  });
});
