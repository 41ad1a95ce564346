import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const API_DOCS_PATH = "/api/docs";

/**
 * The HTTP API described by the routes' own zod schemas: an OpenAPI 3.1 document generated from
 * every route's body, query, params and response schemas (at /api/docs/json), and Swagger UI to
 * read it at /api/docs. Registered before the routes, so it sees each one as it is added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Lunara API",
        version: "1",
        description:
          "Every route of the Lunara server, generated from the zod schemas it validates with. " +
          "Errors (4xx and 5xx) share one body: { error, code?, fieldErrors?, details? }. State-changing calls " +
          "need the header `x-lunara-csrf: 1`; signed-in calls carry the session cookie.",
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's page loads its scripts from /api/docs/static, so it lives within the app's
  // Content-Security-Policy (script-src 'self'); its own relaxed policy is not needed.
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: false });
}
