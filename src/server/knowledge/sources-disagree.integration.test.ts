import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoReplyJob } from "../automation/auto-reply.job";
import { automationDecisions, conversationResponses } from "../db/inbox.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedSecondBrand } from "./demo-brand.test-helper";
import { searchKnowledge } from "./search-knowledge";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/**
 * The demo brand's FAQ says its gift cards are "valid for 3 years"; a document the team added later
 * says they expire after 12 months. A reply stating either is checked by a person, who is told
 * that the two sources disagree and which they are.
 */
let t: TestApp;
let team: Awaited<ReturnType<TestApp["createPerson"]>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await t.createPerson({ email: "disagree@knowledge.test" });
  const terms = {
    name: "Gift card terms",
    isLink: false,
    text: "Gift cards\nGift cards expire 12 months after purchase.",
  };
  await seedSecondBrand(t.db, team.teamId, new Date(), { documents: [terms] });
  await syncKnowledgeIndex(t.deps, team.teamId);
});
afterAll(async () => t.close());

const QUESTION = "do gift cards expire?";
const sources = (citations: readonly { source_name: string }[] | undefined) =>
  (citations ?? []).map((c) => c.source_name).sort();

describe("sources that state different values of the fact asked", () => {
  it("are both named by the search, and its answer is not sent alone", async () => {
    // Before: "Gift cards expire 12 months after purchase." was the answer, certain, sent alone.
    const found = await searchKnowledge(t.db, team.teamId, QUESTION);
    expect(found.answer).not.toBeNull();
    expect(found.certain).toBe(false);
    expect(sources(found.disagreeing)).toEqual(["Frequently Asked Questions", "Gift card terms"]);
  });

  it("reach the agent with the suggestions, and hold the automatic reply", async () => {
    const seed = inboxFixtures(t.db, team.teamId);
    const cookie = await t.signIn(team.email, team.password);
    const opened = await seed.message({ content: QUESTION, receivedAt: minutesAgo(2), type: "dm" });
    await seed.analysis(opened, { intent: "general_inquiry" });
    const res = await t.call(
      "POST",
      "/api/inbox/generate-response-suggestions",
      { message_id: opened },
      cookie,
    );
    const body = res.json() as GenerateSuggestionsResponse;
    expect(body.needs_person).toBe(true);
    expect(sources(body.disagreeing)).toEqual(["Frequently Asked Questions", "Gift card terms"]);
    // The stored generation keeps them.
    const again = await t.call(
      "POST",
      "/api/inbox/generate-response-suggestions",
      { message_id: opened },
      cookie,
    );
    expect((again.json() as GenerateSuggestionsResponse).disagreeing).toEqual(body.disagreeing);

    const id = await seed.message({ content: QUESTION, receivedAt: minutesAgo(1), type: "dm" });
    await seed.analysis(id, { intent: "general_inquiry" });
    await seed.decision(id, { decision: "auto" });
    await t.jobs.send(autoReplyJob, { messageId: id, teamId: team.teamId });
    await t.jobs.runDue();
    const [decision] = await t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, id));
    expect(decision).toMatchObject({ executed: false, failureCode: "SOURCES_DISAGREE" });
    const sent = await t.db
      .select()
      .from(conversationResponses)
      .where(eq(conversationResponses.parentMessageId, id));
    expect(sent).toEqual([]);
  });
});
