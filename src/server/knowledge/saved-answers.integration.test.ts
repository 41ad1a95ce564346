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

describe("the same answer sent twice", () => {
  it("is stored once, however many times it is sent at once (a double click made two; 30 at once made 30)", async () => {
    const a = await brandTeam("twice@knowledge.test");
    const body = { topic: "gift wrap", question: "Do you gift wrap?", answer: "Yes, for free at checkout." };
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => t.call("POST", "/api/knowledge/answers", body, a.cookie)),
    );
    expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(sends.map((r) => r.json().id)).size).toBe(1);
    // The same words with other spacing or capitals of the question are the same answer.
    const again = await t.call(
      "POST",
      "/api/knowledge/answers",
      { ...body, question: "  do you GIFT wrap? ", answer: "Yes, for free at checkout. " },
      a.cookie,
    );
    expect([again.statusCode, again.json().id]).toEqual([200, sends[0]!.json().id]);
    const listed = (await t.call("GET", "/api/knowledge/answers", undefined, a.cookie)).json().answers;
    expect(listed.filter((x: { question: string }) => /gift wrap/i.test(x.question))).toHaveLength(1);
    // Another answer to the same question is another answer; another team's same answer is its own.
    const other = await t.call(
      "POST",
      "/api/knowledge/answers",
      { ...body, answer: "Only in December." },
      a.cookie,
    );
    expect(other.statusCode).toBe(201);
    const b = await brandTeam("twice-other@knowledge.test");
    expect((await t.call("POST", "/api/knowledge/answers", body, b.cookie)).statusCode).toBe(201);
  });
});
