import type { InboxListResponse, ThreadResponse } from "@shared/inbox/inbox.schema";
import { tabCounts } from "@shared/inbox/inbox-filters";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationThreads, messages } from "../db/inbox.schema";
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

const list = async (cookie: string) => {
  const res = await t.call("GET", "/api/inbox/messages", undefined, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as InboxListResponse;
};

describe("GET /api/inbox/messages", () => {
  it("lists messages newest first with analysis, labels, decision and responses; hides filtered and pending auto", async () => {
    const a = await person("list@inbox.test");
    const old = await a.seed.message({ content: "Old comment", receivedAt: minutesAgo(30), status: "read" });
    await a.seed.analysis(old, { priority: 85, crisis: true });
    await a.seed.decision(old, { decision: "auto", executedAt: minutesAgo(25) });
    await a.seed.response(old, "Thanks!", "ai_auto", minutesAgo(25));
    const fresh = await a.seed.message({ content: "Is this in stock?", receivedAt: minutesAgo(1) });
    await a.seed.message({ content: "Spam", receivedAt: minutesAgo(2), status: "filtered" });
    const pending = await a.seed.message({ content: "Pending auto", receivedAt: minutesAgo(3) });
    await a.seed.decision(pending, { decision: "auto" });
    const manual = await a.seed.message({ content: "Manual one", receivedAt: minutesAgo(4) });
    await a.seed.decision(manual, { decision: "manual" });

    const body = await list(a.cookie);
    const ids = body.items.map((i) => (i.kind === "message" ? i.message.id : i.thread.id));
    expect(ids).toEqual([fresh, manual, old]);
    const first = body.items[2]!;
    expect(first.kind).toBe("message");
    if (first.kind !== "message") return;
    expect(first.message).toMatchObject({
      content: "Old comment",
      priority_score: 85,
      crisis_flag: true,
      labels: ["question"],
      intent_confidence: 0.9,
      automation_decision: "auto",
      recommended_team: "sales",
    });
    expect(first.message.automation_executed_at).not.toBeNull();
    expect(first.message.responses).toEqual([
      expect.objectContaining({ content: "Thanks!", response_type: "ai_auto", sender_type: "agent" }),
    ]);
    expect(body.counters).toEqual({ total: 3, unread: 2, high_priority: 1, crisis: 1, high_intent: 1 });
    // ... but shows the pending auto-reply apart, where a person can stop it.
    expect(body.scheduled.map((m) => m.id)).toEqual([pending]);
  });

  it("shows the team's auto-replies waiting to be sent apart, and a stopped one back in the list", async () => {
    const a = await person("scheduled@inbox.test");
    const b = await person("scheduled-other@inbox.test");
    const comment = await a.seed.message({
      content: "does the eye cream have fragrance",
      receivedAt: minutesAgo(1),
    });
    await a.seed.decision(comment, { decision: "auto" });
    const other = await b.seed.message({ content: "other team's pending", receivedAt: minutesAgo(1) });
    await b.seed.decision(other, { decision: "auto" });

    const before = await list(a.cookie);
    expect(before.scheduled.map((m) => m.content)).toEqual(["does the eye cream have fragrance"]);
    expect(before.items).toHaveLength(0);

    const stop = await t.call(
      "POST",
      "/api/inbox/override-automation",
      { message_id: comment, action: "stop_auto", reason: "Stopped from the inbox" },
      a.cookie,
    );
    expect(stop.statusCode).toBe(200);
    const after = await list(a.cookie);
    expect(after.scheduled).toEqual([]);
    expect(after.items.map((i) => (i.kind === "message" ? i.message.id : i.thread.id))).toEqual([comment]);
    expect((await list(b.cookie)).scheduled.map((m) => m.id)).toEqual([other]);
  });

  it("groups DMs of one sender into a thread and keeps a lone DM a message", async () => {
    const a = await person("threads@inbox.test");
    const thread = await a.seed.thread({ sender: "mia", unreadCount: 1, lastMessageAt: minutesAgo(2) });
    await a.seed.message({
      content: "hi",
      type: "dm",
      sender: "mia",
      threadId: thread,
      sequence: 1,
      receivedAt: minutesAgo(9),
      status: "read",
    });
    await a.seed.message({
      content: "price?",
      type: "dm",
      sender: "mia",
      threadId: thread,
      sequence: 2,
      receivedAt: minutesAgo(2),
    });
    await a.seed.message({
      content: "legacy 1",
      type: "dm",
      sender: "zoe",
      receivedAt: minutesAgo(8),
      status: "read",
    });
    await a.seed.message({
      content: "legacy 2",
      type: "dm",
      sender: "zoe",
      receivedAt: minutesAgo(5),
      status: "read",
    });
    await a.seed.message({ content: "lonely", type: "dm", sender: "sam", receivedAt: minutesAgo(1) });

    const body = await list(a.cookie);
    expect(body.items.map((i) => i.kind)).toEqual(["message", "thread", "thread"]);
    const [, mia, zoe] = body.items;
    if (mia?.kind !== "thread" || zoe?.kind !== "thread") throw new Error("expected threads");
    expect(mia.thread).toMatchObject({ id: thread, sender_handle: "mia", status: "unread", unread_count: 1 });
    expect(mia.thread.messages.map((m) => m.content)).toEqual(["hi", "price?"]);
    expect(zoe.thread).toMatchObject({
      id: "fallback-instagram-zoe",
      status: "read",
      conversation_stage: "new",
      message_count: 2,
      last_message_content: "legacy 2",
    });
  });
  it("counts a customer's two DMs once: Total is Pending plus Responded, and the sidebar shows Pending", async () => {
    const a = await person("counts@inbox.test");
    await a.seed.message({ content: "hi", type: "dm", sender: "lea", receivedAt: minutesAgo(6) });
    await a.seed.message({ content: "price?", type: "dm", sender: "lea", receivedAt: minutesAgo(5) });
    await a.seed.message({ content: "love it", receivedAt: minutesAgo(4) });
    await a.seed.message({ content: "thanks!", receivedAt: minutesAgo(3), status: "responded" });

    const body = await list(a.cookie);
    expect(body.items).toHaveLength(3);
    const tabs = tabCounts(body.items);
    expect(tabs).toEqual({ pending: 2, responded: 1, spam: 0 });
    expect(body.counters).toMatchObject({ total: 3, unread: 2 });
    expect(body.counters.total).toBe(tabs.pending + tabs.responded);
    const nav = await t.call("GET", "/api/overview/nav-counts", undefined, a.cookie);
    expect(nav.json().pendingMessages).toBe(tabs.pending);
  });

  it("keeps a pending auto-reply DM inside its conversation and hides one that would stand alone", async () => {
    const a = await person("pending-dm@inbox.test");
    const thread = await a.seed.thread({ sender: "ivy", lastMessageAt: minutesAgo(1) });
    await a.seed.message({
      content: "hello",
      type: "dm",
      sender: "ivy",
      threadId: thread,
      sequence: 1,
      receivedAt: minutesAgo(6),
      status: "read",
    });
    const pendingDm = await a.seed.message({
      content: "ship to Canada?",
      type: "dm",
      sender: "ivy",
      threadId: thread,
      sequence: 2,
      receivedAt: minutesAgo(1),
    });
    await a.seed.decision(pendingDm, { decision: "auto" });
    const alone = await a.seed.message({
      content: "first DM",
      type: "dm",
      sender: "new_fan",
      receivedAt: minutesAgo(2),
    });
    await a.seed.decision(alone, { decision: "auto" });

    const body = await list(a.cookie);
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    if (item?.kind !== "thread") throw new Error("expected a thread");
    expect(
      item.thread.messages.map((m) => [m.content, m.automation_decision, m.automation_executed_at]),
    ).toEqual([
      ["hello", null, null],
      ["ship to Canada?", "auto", null],
    ]);
  });
});

describe("threads and read marking", () => {
  it("shows a thread in sequence with responses and marks it read", async () => {
    const a = await person("view@inbox.test");
    const thread = await a.seed.thread({ sender: "ana", unreadCount: 2 });
    const second = await a.seed.message({
      content: "second",
      type: "dm",
      sender: "ana",
      threadId: thread,
      sequence: 2,
      receivedAt: minutesAgo(1),
    });
    const first = await a.seed.message({
      content: "first",
      type: "dm",
      sender: "ana",
      threadId: thread,
      sequence: 1,
      receivedAt: minutesAgo(5),
    });
    await a.seed.response(first, "Hello Ana", "ai_suggestion");

    const res = await t.call("GET", `/api/inbox/threads/${thread}`, undefined, a.cookie);
    expect(res.statusCode).toBe(200);
    const view = res.json() as ThreadResponse;
    expect(view.thread.messages.map((m) => m.id)).toEqual([first, second]);
    expect(view.thread.messages[0]!.responses[0]).toMatchObject({
      content: "Hello Ana",
      response_type: "ai_suggestion",
    });

    const read = await t.call("POST", `/api/inbox/threads/${thread}/read`, {}, a.cookie);
    expect(read.statusCode).toBe(200);
    const [row] = await t.db.select().from(conversationThreads).where(eq(conversationThreads.id, thread));
    expect(row!.unreadCount).toBe(0);
    const statuses = await t.db
      .select({ s: messages.status })
      .from(messages)
      .where(eq(messages.threadId, thread));
    expect(statuses.map((s) => s.s)).toEqual(["read", "read"]);
  });

  it("marks one message read and keeps its thread's unread_count in step", async () => {
    const a = await person("one@inbox.test");
    const thread = await a.seed.thread({ sender: "lee", unreadCount: 2 });
    const m1 = await a.seed.message({
      content: "1",
      type: "dm",
      sender: "lee",
      threadId: thread,
      sequence: 1,
      receivedAt: minutesAgo(3),
    });
    await a.seed.message({
      content: "2",
      type: "dm",
      sender: "lee",
      threadId: thread,
      sequence: 2,
      receivedAt: minutesAgo(2),
    });
    const res = await t.call("POST", `/api/inbox/messages/${m1}/read`, {}, a.cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(conversationThreads).where(eq(conversationThreads.id, thread));
    expect(row!.unreadCount).toBe(1);
  });

  it("marks a fallback thread read by platform and sender", async () => {
    const a = await person("fallback@inbox.test");
    await a.seed.message({ content: "x", type: "dm", sender: "kim", receivedAt: minutesAgo(3) });
    await a.seed.message({ content: "y", type: "dm", sender: "kim", receivedAt: minutesAgo(2) });
    const view = await t.call("GET", "/api/inbox/threads/fallback-instagram-kim", undefined, a.cookie);
    expect((view.json() as ThreadResponse).thread.messages.map((m) => m.content)).toEqual(["x", "y"]);
    await t.call("POST", "/api/inbox/threads/fallback-instagram-kim/read", {}, a.cookie);
    const body = await list(a.cookie);
    expect(body.counters.unread).toBe(0);
  });
});

describe("team isolation (reads)", () => {
  it("never shows or marks another team's messages and threads", async () => {
    const a = await person("a-read@inbox.test");
    const b = await person("b-read@inbox.test");
    const thread = await b.seed.thread({ sender: "bea", unreadCount: 1 });
    const theirs = await b.seed.message({
      content: "B secret",
      type: "dm",
      sender: "bea",
      threadId: thread,
      sequence: 1,
      receivedAt: minutesAgo(1),
    });
    await b.seed.message({ content: "B legacy", type: "dm", sender: "bo", receivedAt: minutesAgo(1) });
    await b.seed.message({ content: "B legacy 2", type: "dm", sender: "bo", receivedAt: minutesAgo(1) });

    expect((await list(a.cookie)).items).toEqual([]);
    expect((await t.call("GET", `/api/inbox/threads/${thread}`, undefined, a.cookie)).statusCode).toBe(404);
    expect(
      (await t.call("GET", "/api/inbox/threads/fallback-instagram-bo", undefined, a.cookie)).statusCode,
    ).toBe(404);
    expect((await t.call("POST", `/api/inbox/messages/${theirs}/read`, {}, a.cookie)).statusCode).toBe(404);
    expect((await t.call("POST", `/api/inbox/threads/${thread}/read`, {}, a.cookie)).statusCode).toBe(404);
    await t.call("POST", "/api/inbox/threads/fallback-instagram-bo/read", {}, a.cookie);
    const bodyB = await list(b.cookie);
    // Bea's thread and Bo's two DMs (one conversation) are still unread: two list items.
    expect(bodyB.counters.unread).toBe(2);
  });

  it("refuses a caller without a session", async () => {
    expect((await t.call("GET", "/api/inbox/messages")).statusCode).toBe(401);
  });
});
