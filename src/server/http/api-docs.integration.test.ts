import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../test/registered-routes";
import { createTestApp, type TestApp } from "../test/test-app";
import { API_DOCS_PATH } from "./api-docs";

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: `${API_DOCS_PATH}/json` });
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApi;
});
afterAll(async () => t.close());

/** Fastify's `/a/:id/*` as OpenAPI writes it: `/a/{id}/{*}`. */
const openApiPath = (path: string) =>
  // Fastify's route tree prints better-auth's catch-all `/api/auth/*` as a bare `*`.
  (path === "*" ? "/api/auth/*" : path).replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");

/** Routes of the docs themselves (the page, its JSON and its static files) describe nothing. */
const isDocsRoute = (path: string) => path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);

/**
 * Routes whose answer is not described yet (issue 14 left them; see decision 026). The list only
 * shrinks: a route described since fails the test until it is taken off, and any other route,
 * including every new one, must be described.
 */
const NOT_YET_DESCRIBED = new Set([
  "GET *", // better-auth's catch-all /api/auth/*: its answers are better-auth's own
  "POST *",
  "POST /api/demo-requests",
  "GET /api/attribution/settings",
  "PUT /api/attribution/settings",
  "POST /api/team/invitations/:id/resend",
  "POST /api/brand/rules",
  "DELETE /api/brand/rules",
  "POST /api/invitations/confirm",
  "POST /api/integrations/tiktok/callback",
  "POST /api/integrations/pixel/mark-done",
  "GET /api/integrations/instagram/connect",
  "GET /api/integrations/instagram/callback",
  "GET /api/integrations/shopify/connect",
  "GET /api/integrations/shopify/callback",
  "POST /api/integrations/:id/sync",
  "GET /api/webhooks/instagram",
  "POST /api/webhooks/instagram",
  "POST /api/webhooks/shopify",
  "GET /api/leads/export.csv",
  "GET /api/community/ambassadors.csv", // a CSV file, as the leads export
  "POST /api/community/members/:id/split",
  "POST /api/community/merges",
  "POST /api/community/merges/:id/undo",
  "GET /api/routing/stats",
  "GET /api/realtime/stream",
  // Streams newline-delimited JSON events (src/shared/assistants: the stream event schema), not one body.
  "POST /api/assistants/:assistant/ask",
  "GET /t/:code",
]);

/** A response with a body schema, or one that says it has no body (a redirect, 204). */
const describesResponse = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      Object.values(response.content ?? {}).some((c) => c.schema !== undefined) ||
      (/^(204|3\d\d)$/.test(status) && response.description !== "Default Response"),
  );

describe("the API documentation", () => {
  it("is served at /api/docs as a page and as an OpenAPI document", async () => {
    const page = await t.app.inject({ method: "GET", url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(doc.openapi).toMatch(/^3\./);
  });

  it("lists every registered route with its path parameters and its response schema", () => {
    const routes = registeredRoutes(t.app).filter((r) => !isDocsRoute(r.path) && r.method !== "OPTIONS");
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const stillUndescribed = new Set<string>();
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.path}`;
      if (NOT_YET_DESCRIBED.has(name) && !(operation && describesResponse(operation))) {
        stillUndescribed.add(name);
        continue;
      }
      if (!operation) {
        problems.push(
          `${name}: not in the document (a route with schema.hide, or registered before the docs)`,
        );
        continue;
      }
      for (const param of route.path.match(/:[A-Za-z0-9_]+/g) ?? []) {
        if (!operation.parameters?.some((p) => p.in === "path" && p.name === param.slice(1))) {
          problems.push(`${name}: path parameter ${param} has no schema (declare schema.params)`);
        }
      }
      if (!describesResponse(operation)) {
        problems.push(`${name}: no response schema (declare schema.response from src/shared/<domain>)`);
      }
    }
    expect(problems, `routes the documentation cannot describe:\n${problems.join("\n")}`).toEqual([]);
    const describedSince = [...NOT_YET_DESCRIBED].filter((name) => !stillUndescribed.has(name));
    expect(describedSince, "described now: take these off NOT_YET_DESCRIBED").toEqual([]);
  });

  it("describes request bodies, queries and path parameters from the same schemas", () => {
    const send = doc.paths["/api/inbox/send-platform-response"]?.post;
    expect(send?.requestBody).toBeDefined();
    const leads = doc.paths["/api/leads"]?.get;
    expect(leads?.parameters?.some((p) => p.in === "query")).toBe(true);
    const thread = doc.paths["/api/inbox/threads/{id}"]?.get;
    expect(thread?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "path", name: "id" })]),
    );
  });
});
