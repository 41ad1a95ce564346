import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequests } from "../db/app.schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { demoRequest: { max: 3, timeWindow: 60_000 } } });
});
afterAll(async () => t.close());

describe("demo requests", () => {
  it("stores a valid request", async () => {
    const res = await t.call("POST", "/api/demo-requests", {
      firstName: "Ava",
      lastName: "Stone",
      email: "ava@lumiskin.test",
      company: "Lumi Skin",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const rows = await t.db.select().from(demoRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "ava@lumiskin.test",
      company: "Lumi Skin",
      source: "",
      status: "new",
    });
  });

  it("answers field errors with the form service's shape and stores nothing", async () => {
    const res = await t.call("POST", "/api/demo-requests", {
      firstName: " ",
      email: "not-an-email",
      company: "X",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    const byField = Object.fromEntries(
      body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(byField).toEqual({
      firstName: "REQUIRED_FIELD_EMPTY",
      lastName: "REQUIRED_FIELD_MISSING",
      email: "TYPE_EMAIL",
    });
    expect(await t.db.select().from(demoRequests)).toHaveLength(1);
  });

  it("rate limits with a clear 429", async () => {
    const payload = { firstName: "R", lastName: "L", email: "r@l.test", company: "RL" };
    // Two calls above used two of the three allowed; the third passes, the fourth is refused.
    expect((await t.call("POST", "/api/demo-requests", payload)).statusCode).toBe(201);
    const last = await t.call("POST", "/api/demo-requests", payload);
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatch(/Too many demo requests/);
  });
});

describe("request guards", () => {
  it("refuses a state-changing call without the CSRF header or from another site", async () => {
    const bare = await t.app.inject({
      method: "POST",
      url: "/api/team/invitations",
      payload: { email: "a@b.test" },
    });
    expect(bare.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "x-lunara-csrf": "1", origin: "https://evil.example" },
      payload: { email: "a@b.test", password: "whatever1" },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("answers a wrong password and an unknown email with the same 401 and message", async () => {
    const p = await t.createPerson({ email: "real@guard.test" });
    const wrong = await t.call("POST", "/api/auth/sign-in/email", { email: p.email, password: "wrongpass" });
    const unknown = await t.call("POST", "/api/auth/sign-in/email", {
      email: "ghost@guard.test",
      password: "wrongpass",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it("never hands the session token to page scripts and sets an httpOnly Lax cookie", async () => {
    const p = await t.createPerson({ email: "cookie@guard.test" });
    const res = await t.call("POST", "/api/auth/sign-in/email", { email: p.email, password: p.password });
    expect(res.json().token).toBeUndefined();
    const raw = String(res.headers["set-cookie"]);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
  });

  it("keeps better-auth endpoints we do not use unreachable (public sign-up is off)", async () => {
    const signUp = await t.call("POST", "/api/auth/sign-up/email", {
      email: "x@y.test",
      password: "Passw0rd!x",
      name: "x",
    });
    expect(signUp.statusCode).toBe(404);
    const orgCreate = await t.call("POST", "/api/auth/organization/create", { name: "x", slug: "x" });
    expect(orgCreate.statusCode).toBe(404);
  });

  it("treats sign-out without a session as success and answers team calls with 401 after it", async () => {
    expect((await t.call("POST", "/api/auth/sign-out", {})).statusCode).toBe(200);
    const p = await t.createPerson({ email: "out@guard.test" });
    const cookie = await t.signIn(p.email, p.password);
    expect((await t.call("POST", "/api/auth/sign-out", {}, cookie)).statusCode).toBe(200);
    expect((await t.call("GET", "/api/team/members", undefined, cookie)).statusCode).toBe(401);
  });
});
