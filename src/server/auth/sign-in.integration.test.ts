import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/auth.schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signIn: { max: 3, timeWindow: 60_000 } } });
});
afterAll(async () => t.close());

describe("sign-in rate limit", () => {
  it("answers 429 with a clear message after too many attempts from one address, whatever the account", async () => {
    const p = await t.createPerson({ email: "target@limit.test" });
    const from = (remoteAddress: string, email: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress,
        headers: { "x-lunara-csrf": "1", origin: "http://localhost:3000" },
        payload: { email, password },
      });
    for (let i = 0; i < 3; i++) {
      expect((await from("10.9.0.1", `guess${i}@limit.test`, "wrong-guess")).statusCode).toBe(401);
    }
    const limited = await from("10.9.0.1", p.email, p.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many sign-in attempts/);
    // Someone else's address is not held up by it.
    expect((await from("10.9.0.2", p.email, p.password)).statusCode).toBe(200);
  });

  it("refuses malformed sign-in bodies with a 4xx, never a 5xx", async () => {
    const res = await t.call("POST", "/api/auth/sign-in/email", { email: "not-an-email", password: 12 });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("sessions", () => {
  it("extends a session used after a day, so active people stay signed in", async () => {
    const p = await t.createPerson({ email: "active@session.test" });
    const cookie = await t.signIn(p.email, p.password);
    // Age the session by two days: it now expires in five.
    const fiveDays = new Date(Date.now() + 5 * 24 * 3600_000);
    await t.db.update(session).set({ expiresAt: fiveDays }).where(eq(session.userId, p.id));
    const res = await t.call("GET", "/api/auth/get-session", undefined, cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(session).where(eq(session.userId, p.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    expect(String(res.headers["set-cookie"])).toContain("session_token");
  });

  it("treats an expired session as signed out", async () => {
    const p = await t.createPerson({ email: "stale@session.test" });
    const cookie = await t.signIn(p.email, p.password);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, p.id));
    expect((await t.call("GET", "/api/me", undefined, cookie)).statusCode).toBe(401);
  });
});
