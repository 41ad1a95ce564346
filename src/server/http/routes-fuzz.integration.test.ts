import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { type RegisteredRoute, registeredRoutes } from "../test/registered-routes";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";

/**
 * A bounded property test over every route the app registers: generated path parameters, queries
 * and JSON bodies (field names taken from the shared schemas, values from plain to hostile: NUL
 * bytes, unpaired surrogates, huge numbers, long strings, array bombs), sent as an admin, a member
 * and anonymously. Whatever comes in, the answer is never a 5xx.
 */

const RUNS_PER_ROUTE = 4;
const RUNS_PER_AUTH_ROUTE = 2;
// better-auth endpoints that are not routes (auth.routes.ts exposes four): they must answer 404, never 5xx.
const UNEXPOSED_AUTH_PATHS = ["/api/auth/sign-up/email", "/api/auth/list-sessions", "/api/auth/other"];

type Route = RegisteredRoute;

/** Every method and path Fastify registered, and better-auth paths that are not routes. */
function allRoutes(t: TestApp): Route[] {
  const authProbes = UNEXPOSED_AUTH_PATHS.flatMap((path) =>
    ["GET", "POST"].map((method) => ({ method, path })),
  );
  return [...registeredRoutes(t.app), ...authProbes];
}

/** The field names of every zod object in src/shared: what the routes actually read. */
function sharedFieldNames(): string[] {
  const names = new Set<string>(["id", "ids", "email", "password", "token", "state", "code", "shop", "q"]);
  const modules = import.meta.glob(["../../shared/**/*.ts", "!**/*.test.ts", "!**/*.test.tsx"], {
    eager: true,
  }) as Record<string, object>;
  const visit = (schema: unknown, depth: number) => {
    if (depth > 3) return;
    if (schema instanceof z.ZodObject) {
      for (const [key, inner] of Object.entries(schema.shape as Record<string, unknown>)) {
        names.add(key);
        visit(inner, depth + 1);
      }
    }
  };
  for (const exports of Object.values(modules)) for (const value of Object.values(exports)) visit(value, 0);
  return [...names].sort();
}

/** JSON nested `depth` arrays deep, as text: 5,000 levels gave a 500 before. */
const arrayBomb = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const hostileText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u001b[2J",
  "%00",
  "x".repeat(5000),
  "' OR 1=1 --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "-1",
  "1e309",
  "9999999999999999999999",
  "NaN",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  `${"a".repeat(300)}.myshopify.com`,
  "2026-02-30T25:61:00Z",
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.uuid(),
  hostileText,
);

function generators(fields: string[]) {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, fc.string({ maxLength: 12 }));
  const scalar = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  );
  const value = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
    array: fc.array(tie("node"), { maxLength: 4 }),
    object: fc.dictionary(key, tie("node"), { maxKeys: 5 }),
  })).node;
  // Bodies travel as JSON text, so a bomb is never a deep object inside the generator.
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }).map((v) => JSON.stringify(v)) },
    value.map((v) => JSON.stringify(v)),
    fc.constant(arrayBomb(5000)),
    key.map((k) => `{${JSON.stringify(k)}:${arrayBomb(5000)}}`),
  );
  const query = fc.dictionary(key, text, { maxKeys: 5 });
  return { body, query, param: text };
}

let t: TestApp;
let sessions: Array<{ name: string; cookie: string | undefined }>;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      signIn: { max: 100_000, timeWindow: 60_000 },
      demoRequest: { max: 100_000, timeWindow: 60_000 },
      staffSignIn: { max: 100_000, timeWindow: 60_000 },
    },
  });
  const admin = await t.createPerson({ email: "fuzz-admin@brand.test" });
  const member = await t.createPerson({
    email: "fuzz-member@brand.test",
    teamId: admin.teamId,
    role: "member",
  });
  sessions = [
    { name: "admin", cookie: await t.signIn(admin.email, admin.password) },
    { name: "member", cookie: await t.signIn(member.email, member.password) },
    { name: "anonymous", cookie: undefined },
  ];
});
afterAll(async () => {
  await t?.close();
});

it("no generated request to any route, as any caller, gets a 5xx", async () => {
  const routes = allRoutes(t);
  expect(routes.length).toBeGreaterThan(50);
  const gen = generators(sharedFieldNames());
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  for (const session of sessions) {
    for (const route of routes) {
      // An event stream stays open for as long as the session does; sign-out would end the session.
      if (session.cookie && (route.path === "/api/realtime/stream" || route.path === "/api/auth/sign-out"))
        continue;
      const hasBody = !["GET", "DELETE", "OPTIONS"].includes(route.method);
      const input = fc.record({
        params: fc.array(gen.param, { minLength: 3, maxLength: 3 }),
        query: gen.query,
        body: hasBody ? gen.body : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body }) => {
          let i = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? "x"));
          const search = new URLSearchParams(query).toString();
          const res = await t.app.inject({
            method: route.method as "GET",
            url: search ? `${path}?${search}` : path,
            headers: {
              "x-lunara-csrf": "1",
              origin: TEST_URL,
              ...(session.cookie ? { cookie: session.cookie } : {}),
              ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(body === undefined ? {} : { payload: body }),
          });
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push(
              `${session.name} ${route.method} ${path}?${search} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
          return true;
        }),
        {
          numRuns: route.path.startsWith("/api/auth/") ? RUNS_PER_AUTH_ROUTE : RUNS_PER_ROUTE,
          seed: 4242,
        },
      );
    }
  }
  console.log(
    `[fuzz] ${routes.length} routes x ${sessions.length} callers: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(failures).toEqual([]);
}, 240_000);
