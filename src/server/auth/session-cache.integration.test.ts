import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEFAULT_RATE_LIMITS } from "../app";
import { member } from "../db/auth.schema";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";
import { createAuth } from "./auth";

// The session cache (decision 024) must never outlive what it remembers: each change below takes
// effect on the very next request, on the process that made it and on another one.

let t: TestApp;
/** A second app on the same database with its own auth and cache: another server process. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const auth = createAuth({
    db: t.db,
    secret: "test-secret-test-secret-test-secret!",
    baseURL: TEST_URL,
    production: false,
    now: t.deps.now,
  });
  other = await buildApp({ deps: t.deps, auth, production: false, rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const listOn = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: "GET", url: "/api/team/members", headers: { cookie } });
/** Admin-only: a member is refused (403) before the id is looked at; an admin gets 404 for it. */
const removeNobody = (cookie: string) =>
  t.call("DELETE", "/api/team/members", { memberId: "00000000-0000-0000-0000-000000000000" }, cookie);

/** Two requests on each process: the second one is served from the cache. */
async function warm(cookie: string) {
  for (const app of [t.app, other, t.app, other]) expect((await listOn(app, cookie)).statusCode).toBe(200);
}

describe("session cache invalidation", () => {
  it("signing out ends the session on the next request, on every process", async () => {
    const p = await t.createPerson({ email: "leaver@cache.test" });
    const cookie = await t.signIn(p.email, p.password);
    await warm(cookie);
    expect((await t.call("POST", "/api/auth/sign-out", {}, cookie)).statusCode).toBe(200);
    expect((await listOn(t.app, cookie)).statusCode).toBe(401);
    expect((await listOn(other, cookie)).statusCode).toBe(401);
  });

  it("a removed member is refused on the next request, on every process", async () => {
    const admin = await t.createPerson({ email: "lead@cache.test" });
    const gone = await t.createPerson({ email: "gone@cache.test", teamId: admin.teamId });
    const adminCookie = await t.signIn(admin.email, admin.password);
    const goneCookie = await t.signIn(gone.email, gone.password);
    await warm(goneCookie);
    const list = (await t.call("GET", "/api/team/members", undefined, adminCookie)).json();
    const memberId = list.teamMembers.find((m: { user_id: string }) => m.user_id === gone.id).id;
    expect((await t.call("DELETE", "/api/team/members", { memberId }, adminCookie)).statusCode).toBe(200);
    expect((await listOn(t.app, goneCookie)).statusCode).toBe(401);
    expect((await listOn(other, goneCookie)).statusCode).toBe(401);
  });

  it("a role change applies to the next request, on every process", async () => {
    const admin = await t.createPerson({ email: "owner@role.test" });
    const p = await t.createPerson({ email: "promoted@role.test", teamId: admin.teamId });
    const cookie = await t.signIn(p.email, p.password);
    await warm(cookie);
    expect((await removeNobody(cookie)).statusCode).toBe(403);

    const setRole = (role: "admin" | "member") =>
      t.db
        .update(member)
        .set({ role })
        .where(and(eq(member.userId, p.id), eq(member.organizationId, admin.teamId)));
    await setRole("admin");
    expect((await removeNobody(cookie)).statusCode).toBe(404);
    const onOther = await other.inject({
      method: "DELETE",
      url: "/api/team/members",
      headers: { cookie, "x-lunara-csrf": "1", origin: TEST_URL },
      payload: { memberId: "00000000-0000-0000-0000-000000000000" },
    });
    expect(onOther.statusCode).toBe(404);

    await setRole("member");
    expect((await removeNobody(cookie)).statusCode).toBe(403);
  });

  it("a password change ends the person's other sessions at once", async () => {
    const p = await t.createPerson({ email: "rotate@cache.test" });
    const laptop = await t.signIn(p.email, p.password);
    const phone = await t.signIn(p.email, p.password);
    await warm(laptop);
    await warm(phone);
    const changed = await t.call(
      "POST",
      "/api/account/change-password",
      {
        currentPassword: p.password,
        newPassword: "Another-Passw0rd!x",
        confirmPassword: "Another-Passw0rd!x",
      },
      laptop,
    );
    expect(changed.statusCode).toBe(200);
    expect((await listOn(t.app, phone)).statusCode).toBe(401);
    expect((await listOn(other, phone)).statusCode).toBe(401);
    expect((await listOn(t.app, laptop)).statusCode).toBe(200);
  });
});
