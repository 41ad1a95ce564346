import type { KnowledgeGapsResponse } from "@shared/knowledge/knowledge.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { knowledgeTeams } from "./knowledge-teams.test-helper";

// Grounded replies in a DM thread: earlier questions, earlier problems and the gaps they leave
// (split from grounded-replies.integration.test.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { brandTeam, reply } = knowledgeTeams(() => t);

type Team = Awaited<ReturnType<typeof brandTeam>>;
/** An earlier message of the thread: minutes ago, its status, and its analysis when it has one. */
type Earlier = {
  content: string;
  ago: number;
  status?: "responded";
  analysis?: { intent: string; crisis?: boolean };
};

/** One customer's DM thread: the earlier messages, then the latest (a minute ago), analysed. */
async function seedDmThread(
  a: Team,
  sender: string,
  earlier: readonly Earlier[],
  latest: { content: string; intent: string },
) {
  const dm = { type: "dm" as const, sender, threadId: await a.seed.thread({ sender }) };
  for (const { analysis, ago, ...m } of earlier) {
    const id = await a.seed.message({ ...dm, ...m, receivedAt: minutesAgo(ago) });
    if (analysis) await a.seed.analysis(id, analysis);
  }
  const id = await a.seed.message({ ...dm, content: latest.content, receivedAt: minutesAgo(1) });
  await a.seed.analysis(id, { intent: latest.intent });
  return id;
}

describe("grounded replies in a thread", () => {
  it("answer the earlier questions of a DM thread nobody answered, not those already answered, and leave the reply to a person", async () => {
    const a = await brandTeam("thread@knowledge.test");
    const dmThread = (sender: string, earlier: Earlier[], latest: { content: string; intent: string }) =>
      seedDmThread(a, sender, earlier, latest);
    const latest = await dmThread(
      "zoe",
      [
        { content: "How long does shipping to Toronto take?", ago: 30, status: "responded" },
        { content: "Is retinol safe while pregnant?", ago: 8 },
      ],
      { content: "Also, can I pay with Klarna?", intent: "purchase_intent" },
    );
    const { body, detailed } = await reply(a, latest);
    expect(detailed.content).toContain("Ask your doctor before using retinol during pregnancy.");
    expect(detailed.citations.map((c) => c.quote)).toContain(
      "Ask your doctor before using retinol during pregnancy. Our Bakuchiol Night Oil is a gentle, retinol-free alternative.",
    );
    expect(detailed.content).not.toContain("3 to 5 business days");
    expect(body.needs_person).toBe(true);
    expect(body.needs_person_reason).toBe("earlier");
    // The latest question, which no source answers, is not left out: a person confirms it.
    expect(detailed.content).toContain("someone from our team will confirm it shortly");

    // A hello after a question nothing answers replies to the question: a person will confirm it.
    const hello = await dmThread("nadia", [{ content: "Do you take Klarna?", ago: 6 }], {
      content: "good morning from Halifax",
      intent: "greeting",
    });
    const greeted = await reply(a, hello);
    expect(greeted.detailed.content).toContain("will confirm this for you shortly");
    expect(greeted.body.needs_person).toBe(true);

    // A report after an open question is answered as the report, not as the question before it.
    const report = await dmThread(
      "parker",
      [{ content: "would you guys be up for a podcast episode with me?", ago: 5 }],
      {
        content: "you sent me the Clear shade of the lip oil but i ordered Cocoa... order 1499",
        intent: "complaint",
      },
    );
    const reported = await reply(a, report);
    expect(reported.detailed.content).not.toMatch(/working with us|partnership|Good question/i);
    expect(reported.detailed.content).toMatch(/sorry/i);
    expect(reported.body.needs_person).toBe(true);

    // A question after a crisis nobody answered: the reply takes up the crisis first, the fact in it.
    const toronto = await dmThread(
      "imogen",
      [
        {
          content: "the glow serum burned my face, it's red and swollen",
          ago: 6,
          analysis: { intent: "complaint", crisis: true },
        },
      ],
      { content: "also how long does shipping to Toronto take?", intent: "shipping_orders" },
    );
    const afterBurn = await reply(a, toronto);
    expect(afterBurn.detailed.content).toContain("please stop using the product and seek medical advice");
    expect(afterBurn.detailed.content).toContain("3 to 5 business days");
    for (const s of afterBurn.body.suggestions) expect(s.content).not.toMatch(/🛍|✨|Great question/);
    expect(afterBurn.body.needs_person).toBe(true);

    // An earlier Spanish complaint answered with an English question: the reply is in English.
    const mixed = await dmThread(
      "silva",
      [
        {
          content:
            "hola, el frasco llegó roto y todo derramado, quiero una solución por favor, estoy muy molesta",
          ago: 5,
          analysis: { intent: "complaint" },
        },
      ],
      { content: "also how long does shipping to Toronto take?", intent: "shipping_orders" },
    );
    const mixedReply = await reply(a, mixed);
    expect(mixedReply.detailed.content).toMatch(/sorry/i);
    for (const s of mixedReply.body.suggestions)
      expect(s.content, s.suggestion_type).not.toMatch(/Hola|lo sentimos|pedido/i);
  });

  it("count an earlier question no source answers once, as its own message's gap, with words a person reads", async () => {
    const a = await brandTeam("thread-gaps@knowledge.test");
    const dm = { type: "dm" as const, sender: "cam", threadId: await a.seed.thread({ sender: "cam" }) };
    const klarna = await a.seed.message({ ...dm, content: "Do you take Klarna?", receivedAt: minutesAgo(6) });
    await a.seed.analysis(klarna, { intent: "purchase_intent" });
    await reply(a, klarna);
    const peptide = await a.seed.message({
      ...dm,
      content: "and does the peptide serum have vitamin K in it?",
      receivedAt: minutesAgo(1),
    });
    await a.seed.analysis(peptide, { intent: "product_inquiry" });
    await reply(a, peptide);

    const gaps = (
      await t.call("GET", "/api/knowledge/gaps?days=7", undefined, a.cookie)
    ).json() as KnowledgeGapsResponse;
    const questions = gaps.groups.flatMap((g) => g.questions.map((q) => q.question)).sort();
    expect(questions).toEqual(["Do you take Klarna?", "and does the peptide serum have vitamin K in it?"]);
    expect(gaps.groups.map((g) => g.topic).sort()).toEqual(["Klarna", "peptide serum with vitamin K"]);

    // Another customer asking the same words counts, and is listed once.
    const again = await a.seed.message({ content: "do you take klarna", receivedAt: minutesAgo(0) });
    await a.seed.analysis(again, { intent: "purchase_intent" });
    await reply(a, again);
    const after = (
      await t.call("GET", "/api/knowledge/gaps?days=7", undefined, a.cookie)
    ).json() as KnowledgeGapsResponse;
    const klarnaGroup = after.groups.find((g) => g.topic.toLowerCase() === "klarna");
    expect(klarnaGroup?.count).toBe(2);
    expect(klarnaGroup?.questions.map((q) => q.question)).toEqual(["do you take klarna"]);
  });
});
