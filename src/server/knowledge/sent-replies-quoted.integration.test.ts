import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationResponses } from "../db/inbox.schema";
import { minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { knowledgeTeams } from "./knowledge-teams.test-helper";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { brandTeam, ask } = knowledgeTeams(() => t);

const GRIEVANCE = "I emailed your support three days ago and nobody answered my email.";

describe("the team's sent replies as knowledge", () => {
  it("quote the team's own words only, never the customer's question stored beside them", async () => {
    const a = await brandTeam("sent-replies@knowledge.test");
    // A person answered a customer's complaint; the reply and the question are indexed together.
    const earlier = await a.seed.message({
      content: `${GRIEVANCE} Do you have a pro discount for salons and makeup artists?`,
      receivedAt: minutesAgo(60),
      type: "dm",
      sender: "keisha.makeup.diary",
    });
    await t.db.insert(conversationResponses).values({
      teamId: a.teamId,
      parentMessageId: earlier,
      content: "So sorry for the wait! Yes: salons and makeup artists get 20% off through our Pro Club.",
      senderName: "Sofia",
      responseType: "manual",
      sentViaPlatform: true,
      sentAt: minutesAgo(50),
    });
    await syncKnowledgeIndex(t.deps, a.teamId);
    const later = await ask(
      a,
      "I emailed your support and nobody answered my email about order #1244",
      "complaint",
    );
    const again = await ask(
      a,
      "I emailed you and nobody answered my email. do you have a pro discount for makeup artists?",
      "general_inquiry",
    );
    const texts = later.body.suggestions.map((s) => s.content).join("\n");
    expect(texts).not.toContain("three days ago");
    // The team's own answer is still found and quoted.
    expect(again.body.suggestions.map((s) => s.content).join("\n")).toContain("20% off through our Pro Club");
    expect(texts).not.toContain("I emailed your support");
    for (const s of later.body.suggestions)
      for (const c of s.citations ?? []) expect(c.quote).not.toContain("Customer asked");
  });
});
