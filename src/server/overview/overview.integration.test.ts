import { tabCounts } from "@shared/inbox/inbox-filters";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../db/attribution.schema";
import { automationDecisions, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function teamWithInbox(email: string, statuses: string[], leadCount: number) {
  const admin = await t.createPerson({ email });
  const [integration] = await t.db
    .insert(integrations)
    .values({
      teamId: admin.teamId,
      platform: "instagram",
      platformAccountId: `ig-${email}`,
      accessTokenEncrypted: "x",
    })
    .returning({ id: integrations.id });
  for (const [i, status] of statuses.entries()) {
    await t.db.insert(messages).values({
      teamId: admin.teamId,
      integrationId: integration!.id,
      platform: "instagram",
      platformMessageId: `${email}-${i}`,
      messageType: "comment",
      content: "hi",
      senderUsername: "someone",
      senderPlatformId: "s1",
      receivedAt: new Date(),
      status,
    });
  }
  for (let i = 0; i < leadCount; i++) {
    await t.db.insert(leads).values({ teamId: admin.teamId, instagramUsername: `lead${i}` });
  }
  return admin;
}

describe("navigation counts", () => {
  it("counts the caller's team's unanswered messages and leads only", async () => {
    const a = await teamWithInbox("a@counts.test", ["unread", "read", "responded", "filtered"], 2);
    await teamWithInbox("b@counts.test", ["unread", "unread", "unread"], 5);
    const cookie = await t.signIn(a.email, a.password);
    const res = await t.call("GET", "/api/overview/nav-counts", undefined, cookie);
    expect(res.json()).toEqual({ pendingMessages: 2, leads: 2 });
    expect((await t.call("GET", "/api/overview/nav-counts")).statusCode).toBe(401);
  });

  it("agrees with the inbox's Pending tab: threads count once, pending auto-replies and spam not at all", async () => {
    const admin = await teamWithInbox("c@counts.test", ["unread", "read"], 0);
    const [integration] = await t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(eq(integrations.teamId, admin.teamId));
    const base = {
      teamId: admin.teamId,
      integrationId: integration!.id,
      platform: "instagram",
      content: "hello",
      receivedAt: new Date(),
      status: "unread",
    };
    // Three DMs of one person: one conversation in the list.
    for (let i = 0; i < 3; i++)
      await t.db.insert(messages).values({
        ...base,
        platformMessageId: `dm-${i}`,
        messageType: "dm",
        senderUsername: "ana",
        senderPlatformId: "ana-1",
      });
    // A comment waiting for its auto-reply (hidden from the list) and a spam comment (Spam tab).
    const [pending] = await t.db
      .insert(messages)
      .values({
        ...base,
        platformMessageId: "auto-1",
        messageType: "comment",
        senderUsername: "b",
        senderPlatformId: "b",
      })
      .returning({ id: messages.id });
    await t.db.insert(automationDecisions).values({
      teamId: admin.teamId,
      messageId: pending!.id,
      decision: "auto",
      normalizedIntent: "greeting",
      confidenceScore: 0.9,
      thresholdRequired: 0.5,
    });
    await t.db.insert(messages).values({
      ...base,
      platformMessageId: "spam-1",
      messageType: "comment",
      senderUsername: "spammer",
      senderPlatformId: "sp",
      spamAt: new Date(),
    });
    const cookie = await t.signIn(admin.email, admin.password);
    const list = (await t.call("GET", "/api/inbox/messages", undefined, cookie)).json();
    const nav = (await t.call("GET", "/api/overview/nav-counts", undefined, cookie)).json();
    expect(tabCounts(list.items)).toEqual({ pending: 3, responded: 0, spam: 1 });
    expect(nav.pendingMessages).toBe(3);
  });
});
