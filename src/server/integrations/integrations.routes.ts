import { successSchema } from "@shared/http/success.schema";
import {
  disconnectResponseSchema,
  integrationListSchema,
  pixelSetupSchema,
  syncQueuedSchema,
  tiktokCallbackResponseSchema,
  tiktokCallbackSchema,
  tiktokStartResponseSchema,
} from "@shared/integrations/integrations.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { completeTikTokConnect, startTikTokConnect } from "./connect-tiktok";
import { disconnectIntegration } from "./disconnect-integration";
import { findTeamIntegration, listTeamIntegrations } from "./integrations.repository";
import { getPixelSetup, markPixelDone } from "./pixel-setup";
import { syncShopifyProductsJob } from "./sync-shopify-products.job";

const idParams = z.object({ id: z.uuid() });

/** The integrations screen's JSON API: list, disconnect-and-erase, sync, TikTok connect and the pixel. */
export async function integrationsRoutes(
  app: FastifyInstance,
  { deps, auth }: { deps: AppDeps; auth: Auth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.get(
    "/api/integrations",
    { preHandler: actor, schema: { response: { 200: integrationListSchema } } },
    async (request) => ({
      integrations: await listTeamIntegrations(deps.db, withActor(request).teamId),
    }),
  );

  r.delete(
    "/api/integrations/:id",
    { preHandler: actor, schema: { response: { 200: disconnectResponseSchema }, params: idParams } },
    async (request) => disconnectIntegration(deps, withActor(request).teamId, request.params.id),
  );

  r.post(
    "/api/integrations/:id/sync",
    { preHandler: actor, schema: { params: idParams, response: { 202: syncQueuedSchema } } },
    async (request, reply) => {
      const integration = await findTeamIntegration(deps.db, withActor(request).teamId, request.params.id);
      if (integration?.platform !== "shopify")
        throw new DomainError(404, "Shopify store not found", "NOT_FOUND");
      await deps.jobs.send(
        syncShopifyProductsJob,
        { integrationId: integration.id, teamId: integration.teamId },
        { singletonKey: integration.id },
      );
      return reply.status(202).send({ success: true as const, queued: true as const });
    },
  );

  r.post(
    "/api/integrations/tiktok/start",
    { preHandler: actor, schema: { response: { 200: tiktokStartResponseSchema } } },
    async (request) => startTikTokConnect(deps, withActor(request)),
  );

  r.post(
    "/api/integrations/tiktok/callback",
    {
      preHandler: actor,
      schema: { body: tiktokCallbackSchema, response: { 200: tiktokCallbackResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      integration: await completeTikTokConnect(deps, withActor(request), request.body),
    }),
  );

  r.get(
    "/api/integrations/pixel",
    { preHandler: actor, schema: { response: { 200: pixelSetupSchema } } },
    async (request) => getPixelSetup(deps, withActor(request).teamId),
  );

  r.post(
    "/api/integrations/pixel/mark-done",
    {
      preHandler: actor,
      schema: {
        body: z.object({ integrationId: z.uuid().optional() }).optional(),
        response: { 200: successSchema },
      },
    },
    async (request) => markPixelDone(deps, withActor(request).teamId, request.body?.integrationId),
  );
}
