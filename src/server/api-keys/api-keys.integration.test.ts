import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../db/sell.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { API_KEY_RATE_LIMIT } from "./resolve-api-key-actor";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function admin(email: string) {
  const p = await t.createPerson({ email });
  return { ...p, cookie: await t.signIn(p.email, p.password) };
}

async function newKey(cookie: string, body: Record<string, unknown>) {
  const res = await t.call("POST", "/api/settings/api-keys", body, cookie);
  expect(res.statusCode).toBe(201);
  return res.json() as { key: { id: string; prefix: string; scope: string }; token: string };
}

const withKey = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe("team API keys", () => {
  it("shows the token once, stores only its hash, and lists the team's messages with it", async () => {
    const a = await admin("keys-a@api.test");
    const seed = inboxFixtures(t.db, a.teamId);
    await seed.message({ content: "Is the serum vegan?", receivedAt: minutesAgo(3) });
    const created = await newKey(a.cookie, { name: "Zapier", scope: "read" });
    expect(created.token.startsWith("lun_")).toBe(true);
    expect(created.token.startsWith(created.key.prefix)).toBe(true);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.tokenHash).not.toContain(created.token.slice(4));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await t.call("GET", "/api/settings/api-keys", undefined, a.cookie);
    expect(JSON.stringify(list.json())).not.toContain(created.token);

    const res = await withKey(created.token, "GET", "/api/inbox/messages");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Is the serum vegan?");
  });

  it("scopes a key to its own team: another team's messages never show", async () => {
    const a = await admin("keys-own@api.test");
    const b = await admin("keys-other@api.test");
    await inboxFixtures(t.db, b.teamId).message({
      content: "Team B secret question",
      receivedAt: minutesAgo(1),
    });
    const { token } = await newKey(a.cookie, { name: "A only", scope: "read" });
    const res = await withKey(token, "GET", "/api/inbox/messages");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("Team B secret question");
    const thread = await inboxFixtures(t.db, b.teamId).thread({ sender: "bfan" });
    const other = await withKey(token, "GET", `/api/inbox/threads/${thread}`);
    expect(other.statusCode).toBe(404);
  });

  it("refuses a read key on a state-changing route, and a write key passes that check", async () => {
    const a = await admin("keys-scope@api.test");
    const read = await newKey(a.cookie, { name: "read", scope: "read" });
    const refused = await withKey(read.token, "POST", "/api/inbox/saved-replies", {
      title: "x",
      content: "y",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("API_KEY_READ_ONLY");
    const write = await newKey(a.cookie, { name: "write", scope: "write" });
    const allowed = await withKey(write.token, "POST", "/api/inbox/saved-replies", {
      title: "x",
      content: "y",
    });
    expect(allowed.statusCode).not.toBe(403);
    expect(allowed.statusCode).toBeLessThan(500);
  });

  it("refuses revoked, expired, unknown keys, and keys on key, webhook and team routes", async () => {
    const a = await admin("keys-dead@api.test");
    const revoked = await newKey(a.cookie, { name: "old", scope: "write" });
    expect(
      (await t.call("DELETE", `/api/settings/api-keys/${revoked.key.id}`, undefined, a.cookie)).statusCode,
    ).toBe(200);
    const r1 = await withKey(revoked.token, "GET", "/api/inbox/messages");
    expect(r1.statusCode).toBe(401);
    expect(r1.json().code).toBe("API_KEY_REVOKED");

    const expiring = await newKey(a.cookie, { name: "short", scope: "read", expiresInDays: 1 });
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.key.id));
    expect((await withKey(expiring.token, "GET", "/api/inbox/messages")).statusCode).toBe(401);

    expect((await withKey("lun_not-a-real-key", "GET", "/api/inbox/messages")).statusCode).toBe(401);

    const live = await newKey(a.cookie, { name: "live", scope: "write" });
    for (const [method, url] of [
      ["GET", "/api/settings/api-keys"],
      ["POST", "/api/settings/api-keys"],
      ["GET", "/api/settings/webhooks"],
      ["POST", "/api/team/invitations"],
    ] as const) {
      const res = await withKey(
        live.token,
        method,
        url,
        method === "POST" ? { name: "x", scope: "write" } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe("API_KEY_NOT_ALLOWED");
    }
  });

  it("a member cannot create or list keys; another team's admin cannot revoke one", async () => {
    const a = await admin("keys-adm@api.test");
    const m = await t.createPerson({ email: "keys-member@api.test", teamId: a.teamId, role: "member" });
    const mc = await t.signIn(m.email, m.password);
    expect(
      (await t.call("POST", "/api/settings/api-keys", { name: "n", scope: "read" }, mc)).statusCode,
    ).toBe(403);
    expect((await t.call("GET", "/api/settings/api-keys", undefined, mc)).statusCode).toBe(403);
    const key = await newKey(a.cookie, { name: "mine", scope: "read" });
    const b = await admin("keys-thief@api.test");
    expect(
      (await t.call("DELETE", `/api/settings/api-keys/${key.key.id}`, undefined, b.cookie)).statusCode,
    ).toBe(404);
    expect((await withKey(key.token, "GET", "/api/inbox/messages")).statusCode).toBe(200);
  });

  it("acts with a member's rights, and a cookie alongside a key still needs the CSRF header", async () => {
    const a = await admin("keys-member-rights@api.test");
    const { token } = await newKey(a.cookie, { name: "w", scope: "write" });
    const adminOnly = await withKey(token, "PUT", "/api/attribution/settings", { windowDays: 7 });
    expect(adminOnly.statusCode).toBe(403);
    const mixed = await t.app.inject({
      method: "POST",
      url: "/api/inbox/saved-replies",
      headers: { authorization: `Bearer ${token}`, cookie: a.cookie },
      payload: { title: "x", content: "y" },
    });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().code).toBe("CSRF");
  });

  it("validates the new key's name and scope with field errors", async () => {
    const a = await admin("keys-bad@api.test");
    const res = await t.call("POST", "/api/settings/api-keys", { name: "", scope: "admin" }, a.cookie);
    expect(res.statusCode).toBe(400);
  });

  it("has its own rate limit per key", async () => {
    const a = await admin("keys-rate@api.test");
    const { token } = await newKey(a.cookie, { name: "busy", scope: "read" });
    let limited = 0;
    for (let i = 0; i < API_KEY_RATE_LIMIT.burst * 2; i++) {
      const res = await withKey(token, "GET", "/api/inbox/saved-replies");
      if (res.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
    const other = await newKey(a.cookie, { name: "quiet", scope: "read" });
    expect((await withKey(other.token, "GET", "/api/inbox/saved-replies")).statusCode).toBe(200);
  });
});
