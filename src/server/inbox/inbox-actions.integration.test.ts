import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoReplyJob } from "../automation/auto-reply.job";
import { products } from "../db/commerce.schema";
import { automationDecisions, responseSuggestions } from "../db/inbox.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { inboxFixtures, minutesAgo } from "./inbox-fixtures.test-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function person(email: string) {
  const p = await t.createPerson({ email });
  return { ...p, cookie: await t.signIn(p.email, p.password), seed: inboxFixtures(t.db, p.teamId) };
}

const suggest = async (cookie: string, messageId: string, force = false) => {
  const res = await t.call(
    "POST",
    "/api/inbox/generate-response-suggestions",
    { message_id: messageId, force_regenerate: force },
    cookie,
  );
  return { status: res.statusCode, body: res.json() as GenerateSuggestionsResponse };
};

async function pendingAuto(seed: ReturnType<typeof inboxFixtures>, teamId: string) {
  const id = await seed.message({ content: "Do you ship to Canada?", receivedAt: minutesAgo(1) });
  const jobId = await t.jobs.send(
    autoReplyJob,
    { messageId: id, teamId },
    { startAfter: new Date(Date.now() + 300_000) },
  );
  await seed.decision(id, { decision: "auto", jobId });
  return { id, jobId: jobId! };
}

const decisionOf = async (messageId: string) =>
  (await t.db.select().from(automationDecisions).where(eq(automationDecisions.messageId, messageId)))[0]!;

describe("POST /api/inbox/generate-response-suggestions", () => {
  it("generates quick, detailed and action once, returns them cached, and regenerates on force", async () => {
    const a = await person("suggest@inbox.test");
    const id = await a.seed.message({
      content: "I want to buy the rose serum, how much is it?",
      receivedAt: minutesAgo(2),
    });
    await a.seed.analysis(id, { intent: "purchase_intent" });

    const first = await suggest(a.cookie, id);
    expect(first.status).toBe(200);
    expect(first.body.cached).toBe(false);
    expect(first.body.suggestions.map((s) => s.suggestion_type)).toEqual(["quick", "detailed", "action"]);
    expect(first.body.suggestions.every((s) => s.content.trim().length > 0)).toBe(true);
    // No store is connected: the Action reply leaves the tracking-link slot out rather than send it.
    expect(first.body.suggestions[2]!.content).not.toMatch(/\{\{|\}\}/);

    const again = await suggest(a.cookie, id);
    expect(again.body.cached).toBe(true);
    expect(again.body.suggestions.map((s) => s.id)).toEqual(first.body.suggestions.map((s) => s.id));

    const forced = await suggest(a.cookie, id, true);
    expect(forced.body.cached).toBe(false);
    expect(forced.body.suggestions.map((s) => s.id)).not.toContain(first.body.suggestions[0]!.id);
    const stored = await t.db.select().from(responseSuggestions).where(eq(responseSuggestions.messageId, id));
    expect(stored.map((s) => s.generation).sort()).toEqual([1, 1, 1, 2, 2, 2]);
    expect((await suggest(a.cookie, id)).body.suggestions.map((s) => s.id)).toEqual(
      forced.body.suggestions.map((s) => s.id),
    );

    const used = await t.call(
      "POST",
      "/api/inbox/mark-suggestion-used",
      { suggestion_id: forced.body.suggestions[0]!.id, response_type: "sent" },
      a.cookie,
    );
    expect(used.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(responseSuggestions)
      .where(eq(responseSuggestions.id, forced.body.suggestions[0]!.id));
    expect(row!.used).toBe(true);
  });

  it("analyses a message that has no stored analysis yet", async () => {
    const a = await person("noanalysis@inbox.test");
    const id = await a.seed.message({ content: "Love this palette!", receivedAt: minutesAgo(2) });
    const res = await suggest(a.cookie, id);
    expect(res.status).toBe(200);
    expect(res.body.suggestions).toHaveLength(3);
  });
});

describe("POST /api/inbox/override-automation", () => {
  it("stop_auto moves the decision to manual and cancels the scheduled reply", async () => {
    const a = await person("stop@inbox.test");
    const { id, jobId } = await pendingAuto(a.seed, a.teamId);
    const res = await t.call(
      "POST",
      "/api/inbox/override-automation",
      { message_id: id, action: "stop_auto", reason: "Agent stopped" },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    const decision = await decisionOf(id);
    expect(decision.decision).toBe("manual");
    expect(decision.executedAt).toBeNull();
    expect((await t.jobs.pending()).some((p) => p.id === jobId)).toBe(false);
  });

  it.each(["send_now", "take_over"] as const)(
    "%s moves to manual with the executed time set",
    async (action) => {
      const a = await person(`${action}@inbox.test`);
      const { id, jobId } = await pendingAuto(a.seed, a.teamId);
      const res = await t.call(
        "POST",
        "/api/inbox/override-automation",
        { message_id: id, action, reason: "Taking over" },
        a.cookie,
      );
      expect(res.statusCode).toBe(200);
      const decision = await decisionOf(id);
      expect(decision.decision).toBe("manual");
      expect(decision.executedAt).not.toBeNull();
      expect((await t.jobs.pending()).some((p) => p.id === jobId)).toBe(false);
      const listed = await t.call("GET", "/api/inbox/messages", undefined, a.cookie);
      expect(JSON.stringify(listed.json())).toContain(id);
    },
  );

  it("refuses to override a reply that was already sent", async () => {
    const a = await person("sent@inbox.test");
    const id = await a.seed.message({ content: "hello", receivedAt: minutesAgo(1) });
    await a.seed.decision(id, { decision: "auto", executedAt: minutesAgo(0) });
    const res = await t.call(
      "POST",
      "/api/inbox/override-automation",
      { message_id: id, action: "stop_auto", reason: "" },
      a.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect((await decisionOf(id)).decision).toBe("auto");
  });

  it("rejects an unknown action with a field error", async () => {
    const a = await person("bad@inbox.test");
    const res = await t.call(
      "POST",
      "/api/inbox/override-automation",
      { message_id: a.id, action: "explode" },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe("team isolation (writes)", () => {
  it("never lets a member of team A read or change team B's suggestions, decisions or messages", async () => {
    const a = await person("a-write@inbox.test");
    const b = await person("b-write@inbox.test");
    const { id, jobId } = await pendingAuto(b.seed, b.teamId);
    const own = await suggest(b.cookie, id);

    expect((await suggest(a.cookie, id)).status).toBe(404);
    expect((await suggest(a.cookie, id, true)).status).toBe(404);
    const override = await t.call(
      "POST",
      "/api/inbox/override-automation",
      { message_id: id, action: "stop_auto", reason: "" },
      a.cookie,
    );
    expect(override.statusCode).toBe(404);
    expect((await decisionOf(id)).decision).toBe("auto");
    expect((await t.jobs.pending()).some((p) => p.id === jobId)).toBe(true);
    const used = await t.call(
      "POST",
      "/api/inbox/mark-suggestion-used",
      { suggestion_id: own.body.suggestions[0]!.id },
      a.cookie,
    );
    expect(used.statusCode).toBe(404);
    const send = await t.call(
      "POST",
      "/api/inbox/send-platform-response",
      { message_id: id, response_content: "hi", platform: "instagram", response_type: "manual" },
      a.cookie,
    );
    expect(send.statusCode).toBe(404);
    expect(send.json()).toMatchObject({ error: "Message not found" });
    const stored = await t.db.select().from(responseSuggestions).where(eq(responseSuggestions.messageId, id));
    expect(stored.every((s) => !s.used)).toBe(true);
    expect(stored).toHaveLength(3);
  });

  it("rejects a blank reply before anything is sent", async () => {
    const a = await person("blank@inbox.test");
    const id = await a.seed.message({ content: "hi", receivedAt: minutesAgo(1) });
    const res = await t.call(
      "POST",
      "/api/inbox/send-platform-response",
      { message_id: id, response_content: "   ", platform: "instagram", response_type: "manual" },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { response_content: ["Reply text must not be blank"] } });
  });
});

describe("GET /api/inbox/products", () => {
  it("offers the team's active products by title, with prices as numbers", async () => {
    const a = await person("products-a@inbox.test");
    const b = await person("products-b@inbox.test");
    const add = async (who: typeof a, title: string, status: string, price: string | null) =>
      t.db.insert(products).values({
        teamId: who.teamId,
        integrationId: await who.seed.integration(),
        shopifyProductId: `gid-${title}`,
        title,
        handle: title.toLowerCase().replaceAll(" ", "-"),
        status,
        priceMin: price,
        priceMax: price,
      });
    await add(a, "Rose Serum", "active", "42.50");
    await add(a, "Glow Kit", "active", null);
    await add(a, "Old Balm", "archived", "9.00");
    await add(b, "Their Cream", "active", "10.00");
    const res = await t.call("GET", "/api/inbox/products", undefined, a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { products: { title: string; price_min: number | null }[]; currency: string };
    expect(body.currency).toBe("CAD");
    expect(body.products.map((p) => [p.title, p.price_min])).toEqual([
      ["Glow Kit", null],
      ["Rose Serum", 42.5],
    ]);
  });
});
