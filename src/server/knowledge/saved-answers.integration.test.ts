import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { knowledgeTeams } from "./knowledge-teams.test-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { brandTeam, reply } = knowledgeTeams(() => t);

/** Answers the way a team writes them under a gap: short, often without the question's words. */
const SAVED = [
  {
    question: "hey do you guys have a physical store? Can I pick up my order in store?",
    answer: "Not yet: we are online only.",
  },
  { question: "Do you offer same day delivery in Toronto?", answer: "Not yet, sorry." },
  { question: "Do you ship to Mexico?", answer: "We ship to Mexico in 7 to 10 business days." },
];

describe("a saved answer", () => {
  it("answers its question and its paraphrases for sure, in its own words, and nothing it does not answer", async () => {
    const a = await brandTeam("saved@knowledge.test");
    for (const s of SAVED) {
      const added = await t.call("POST", "/api/knowledge/answers", { topic: s.question, ...s }, a.cookie);
      expect(added.statusCode).toBe(201);
    }
    // Each customer on their own thread, so no earlier question of the thread joins the reply.
    let customer = 0;
    const asked = async (content: string) => {
      const id = await a.seed.message({
        content,
        receivedAt: minutesAgo(1),
        type: "dm",
        sender: `c${customer++}`,
      });
      await a.seed.analysis(id, { intent: "general_inquiry" });
      return (await reply(a, id)).body;
    };

    for (const [question, answer] of [
      ["Can I pick up my order in store?", "Not yet: we are online only."],
      ["can i pick up in store", "Not yet: we are online only."],
      ["Do you offer same day delivery in Toronto?", "Not yet, sorry."],
      ["same day delivery toronto?", "Not yet, sorry."],
      ["do u ship to mexico", "We ship to Mexico in 7 to 10 business days."],
    ] as const) {
      const body = await asked(question);
      const detailed = body.suggestions.find((s) => s.suggestion_type === "detailed")!;
      expect(detailed.content, question).toContain(answer);
      expect(detailed.citations[0], question).toMatchObject({ source_kind: "answer", quote: answer });
      // No "Not sure this source answers the whole question" under the team's own answer.
      expect(body.needs_person, question).toBe(false);
    }

    // A question no saved answer (nor any source) answers still goes to a person.
    const other = await asked("do you sell perfume samples in Japan?");
    expect(other.needs_person).toBe(true);
    for (const s of other.suggestions)
      expect(
        s.citations.every((c) => c.source_kind !== "answer"),
        s.content,
      ).toBe(true);
  });
});
