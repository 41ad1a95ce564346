import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../staff/staff-auth";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";
import { BASE_DELAY_MS, FREE_FAILURES } from "./failure-throttle";

const CSRF = { "x-lunara-csrf": "1", origin: TEST_URL };
let clock = Date.parse("2026-03-02T10:00:00Z");
const now = () => new Date(clock);

/** A request as it reaches a server in production: from `socket`, claiming `forwardedFor`. */
function post(t: TestApp, url: string, payload: object, socket: string, forwardedFor?: string) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: socket,
    headers: { ...CSRF, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    payload,
  });
}

describe("X-Forwarded-For without a trusted proxy (production, TRUST_PROXY unset)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      production: true,
      now,
      rateLimits: {
        signIn: { max: 10, timeWindow: 60_000 },
        staffSignIn: { max: 10, timeWindow: 60_000 },
        demoRequest: { max: 5, timeWindow: 600_000 },
      },
    });
  });
  afterAll(async () => t.close());

  it("cannot walk around the per-address sign-in limit with made-up addresses", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(
        t,
        "/api/auth/sign-in/email",
        { email: `nobody${i}@spray.test`, password: "wrong-password" },
        "203.0.113.7",
        `198.51.100.${i}`,
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
  });

  it("limits staff sign-in and demo requests per real address too", async () => {
    const staff: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        t,
        "/api/internal/session",
        { email: `x${i}@staff.test`, password: "nope" },
        "203.0.113.8",
        `198.51.100.${i}`,
      );
      staff.push(res.statusCode);
    }
    expect(staff.filter((c) => c === 429)).toHaveLength(2);
    const demo: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(
        t,
        "/api/demo-requests",
        { firstName: "A", lastName: "B", email: `a${i}@demo.test`, company: "C" },
        "203.0.113.9",
        `198.51.100.${i}`,
      );
      demo.push(res.statusCode);
    }
    expect(demo.filter((c) => c === 429)).toHaveLength(2);
  });
});

describe("X-Forwarded-For from a configured proxy (TRUST_PROXY=10.0.0.5)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      production: true,
      trustProxy: "10.0.0.5",
      now,
      rateLimits: { signIn: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => t.close());

  it("counts the client address the proxy reports, and ignores the header from anyone else", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await post(
        t,
        "/api/auth/sign-in/email",
        { email: `n${i}@proxy.test`, password: "wrong-password" },
        "10.0.0.5",
        `198.51.100.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const direct: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        t,
        "/api/auth/sign-in/email",
        { email: `d${i}@proxy.test`, password: "wrong-password" },
        "10.0.0.9",
        `198.51.100.${i}`,
      );
      direct.push(res.statusCode);
    }
    expect(direct).toEqual([401, 401, 401, 429]);
  });
});

describe("per-account limit with a growing delay", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now, rateLimits: { signIn: { max: 1000, timeWindow: 60_000 } } });
  });
  afterAll(async () => t.close());

  it("slows guessing one account from many addresses, refuses even the right password meanwhile, and forgets on success", async () => {
    const p = await t.createPerson({ email: "victim@account.test" });
    const attempt = (i: number, password: string) =>
      post(t, "/api/auth/sign-in/email", { email: "Victim@Account.test", password }, `192.0.2.${i}`);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await attempt(i, "wrong-password")).statusCode).toBe(401);
    const blocked = await attempt(50, p.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe("Too many sign-in attempts. Please wait 2 seconds and try again.");
    expect(blocked.headers["retry-after"]).toBe("2");

    clock += BASE_DELAY_MS;
    expect((await attempt(51, "wrong-password")).statusCode).toBe(401);
    // The wait doubles with every further failure.
    expect((await attempt(52, "wrong-password")).json().error).toMatch(/wait 4 seconds/);
    clock += 4_000;
    expect((await attempt(53, "wrong-password")).statusCode).toBe(401);
    expect((await attempt(54, p.password)).json().error).toMatch(/wait 8 seconds/);

    clock += 8_000;
    expect((await attempt(55, p.password)).statusCode).toBe(200);
    expect((await attempt(56, "wrong-password")).statusCode).toBe(401);
    expect((await attempt(57, p.password)).statusCode).toBe(200);
  });

  it("does the same for staff sign-in", async () => {
    await createStaffAccount(t.deps, "ops@account.test", "Correct-Horse-Battery-9");
    const attempt = (password: string) =>
      post(t, "/api/internal/session", { email: "ops@account.test", password }, "192.0.2.200");
    for (let i = 0; i < FREE_FAILURES; i++) expect((await attempt("wrong-password")).statusCode).toBe(401);
    expect((await attempt("Correct-Horse-Battery-9")).statusCode).toBe(429);
    clock += BASE_DELAY_MS;
    expect((await attempt("Correct-Horse-Battery-9")).statusCode).toBe(200);
  });
});
