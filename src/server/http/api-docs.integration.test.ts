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
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{*}");

/** Routes of the docs themselves (the page, its JSON and its static files) describe nothing. */
const isDocsRoute = (path: string) => path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`);

/** State-changing routes that read no input beyond the session (and their path). */
const TAKES_NO_BODY = new Set([
  "POST /api/auth/sign-out",
  "POST /api/accept-invite",
  "POST /api/integrations/tiktok/start",
  "DELETE /api/internal/session",
]);
/** Platform webhooks: the signature covers the raw bytes, and the payload is the platform's (docs/platforms.md). */
const RAW_SIGNED_BODY = new Set(["POST /api/webhooks/instagram", "POST /api/webhooks/shopify"]);

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

  it("lists every registered route with its request (body or parameters) and response schemas", () => {
    const routes = registeredRoutes(t.app).filter((r) => !isDocsRoute(r.path) && r.method !== "OPTIONS");
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.path}`;
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
      const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
      if (
        ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) &&
        !takesInput &&
        !TAKES_NO_BODY.has(name) &&
        !RAW_SIGNED_BODY.has(name)
      ) {
        problems.push(`${name}: no request schema (declare schema.body from src/shared/<domain>)`);
      }
      if (!describesResponse(operation)) {
        problems.push(`${name}: no response schema (declare schema.response from src/shared/<domain>)`);
      }
    }
    expect(problems, `routes the documentation cannot describe:\n${problems.join("\n")}`).toEqual([]);
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
