import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
} from "@shared/outbound-webhooks/outbound-webhooks.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import { privateFetchAllowed } from "../brand/address-guard";
import type { AppDeps } from "../deps";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { deleteWebhookEndpoint } from "./delete-webhook-endpoint";
import { listWebhookDeliveries, listWebhookEndpoints } from "./list-webhooks";
import { redeliverWebhook } from "./redeliver-webhook";

const ok = z.object({ ok: z.literal(true) });

/** Settings, Webhooks (admins only: route-access.ts; API keys are refused here). */
export async function outboundWebhooksRoutes(
  app: FastifyInstance,
  { deps, auth }: { deps: AppDeps; auth: Auth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);
  const allowPrivate = privateFetchAllowed();
  r.get(
    "/api/settings/webhooks",
    { preHandler: actor, schema: { response: { 200: webhookEndpointListSchema } } },
    async (req) => listWebhookEndpoints({ deps, actor: withActor(req) }),
  );
  r.post(
    "/api/settings/webhooks",
    {
      preHandler: actor,
      schema: { body: createWebhookEndpointSchema, response: { 201: createdWebhookEndpointSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createWebhookEndpoint({ deps, actor: withActor(req), input: req.body, allowPrivate })),
  );
  r.delete(
    "/api/settings/webhooks/:id",
    { preHandler: actor, schema: { params: webhookEndpointParamsSchema, response: { 200: ok } } },
    async (req) => deleteWebhookEndpoint({ deps, actor: withActor(req), id: req.params.id }),
  );
  r.get(
    "/api/settings/webhooks/deliveries",
    { preHandler: actor, schema: { response: { 200: webhookDeliveryListSchema } } },
    async (req) => listWebhookDeliveries({ deps, actor: withActor(req) }),
  );
  r.post(
    "/api/settings/webhooks/deliveries/:id/redeliver",
    { preHandler: actor, schema: { params: webhookDeliveryParamsSchema, response: { 200: ok } } },
    async (req) => redeliverWebhook({ deps, actor: withActor(req), id: req.params.id }),
  );
}
