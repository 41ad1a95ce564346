import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  createApiKeySchema,
  createdApiKeySchema,
} from "@shared/api-keys/api-keys.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";

/** Settings, API keys (admins only: route-access.ts; keys themselves are refused here). */
export async function apiKeysRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);
  r.get(
    "/api/settings/api-keys",
    { preHandler: actor, schema: { response: { 200: apiKeyListSchema } } },
    async (req) => listApiKeys({ deps, actor: withActor(req) }),
  );
  r.post(
    "/api/settings/api-keys",
    { preHandler: actor, schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema } } },
    async (req, reply) =>
      reply.status(201).send(await createApiKey({ deps, actor: withActor(req), input: req.body })),
  );
  r.delete(
    "/api/settings/api-keys/:id",
    {
      preHandler: actor,
      schema: {
        params: apiKeyParamsSchema,
        response: { 200: z.object({ key: apiKeyListSchema.shape.keys.element }) },
      },
    },
    async (req) => revokeApiKey({ deps, actor: withActor(req), id: req.params.id }),
  );
}
