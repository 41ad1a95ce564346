import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";
import { ROUTE_ACCESS } from "./route-access";

let t: TestApp;
let memberCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const admin = await t.createPerson({ email: "lead@roles.test" });
  const member = await t.createPerson({ email: "member@roles.test", teamId: admin.teamId });
  adminCookie = await t.signIn(admin.email, admin.password);
  memberCookie = await t.signIn(member.email, member.password);
});
afterAll(async () => t.close());

const STATE_CHANGING = /^(POST|PUT|PATCH|DELETE) /;
const byAccess = (access: string) => Object.keys(ROUTE_ACCESS).filter((key) => ROUTE_ACCESS[key] === access);

/** Calls "METHOD /url/:param" with a made-up id and an empty body, as the app's web client would. */
function callRoute(key: string, cookie: string) {
  const [method, pattern] = key.split(" ") as [string, string];
  const url = pattern.replace(/:[a-zA-Z]+/g, randomUUID()).replace("*", "sign-in/email");
  return t.app.inject({
    method: method as "POST",
    url,
    headers: { cookie, ...(method === "GET" ? {} : { "x-lunara-csrf": "1", origin: TEST_URL }) },
    ...(method === "GET" ? {} : { payload: {} }),
  });
}

describe("every state-changing route has a role decision", () => {
  it("lists each one in ROUTE_ACCESS, and nothing that is not a route", () => {
    const routes = new Set(t.app.routeKeys);
    const unclassified = [...routes].filter((key) => STATE_CHANGING.test(key) && !(key in ROUTE_ACCESS));
    expect(unclassified, "classify these in src/server/auth/route-access.ts").toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !routes.has(key));
    expect(stale, "these are not routes of the app").toEqual([]);
  });
});

describe("as a member of the team", () => {
  it("is refused every admin-only route, before anything is read or changed", async () => {
    const allowed: string[] = [];
    for (const key of byAccess("admin")) {
      const res = await callRoute(key, memberCookie);
      if (res.statusCode !== 403 || res.json().code !== "FORBIDDEN")
        allowed.push(`${key} -> ${res.statusCode}`);
    }
    expect(allowed).toEqual([]);
  });

  it("may call the routes for reading and answering messages and their own account", async () => {
    const refused: string[] = [];
    for (const key of [...byAccess("member"), ...byAccess("self")]) {
      const res = await callRoute(key, memberCookie);
      if (res.statusCode === 403 || res.statusCode === 401 || res.statusCode >= 500)
        refused.push(`${key} -> ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it("cannot reach staff routes with a brand session", async () => {
    for (const key of byAccess("staff")) {
      // 401 from the staff guard, or 400 when the body is checked first: never through.
      expect([400, 401], key).toContain((await callRoute(key, memberCookie)).statusCode);
    }
  });
});

describe("as the team's admin", () => {
  it("passes the role check on every admin-only route", async () => {
    const refused: string[] = [];
    for (const key of byAccess("admin")) {
      const res = await callRoute(key, adminCookie);
      if (res.statusCode === 403 || res.statusCode >= 500)
        refused.push(`${key} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(refused).toEqual([]);
  });
});
