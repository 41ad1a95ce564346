import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../db/attribution.schema";
import { messages } from "../db/inbox.schema";
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
});
