import { attributionSettingsSchema } from "@shared/attribution/attribution-settings.schema";
import {
  generateTrackingLinkSchema,
  trackingLinkResultSchema,
} from "@shared/attribution/tracking-link.schema";
import { redirectResponse, textResponse } from "@shared/http/response-shapes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { getAttributionSettings, updateAttributionSettings } from "./attribution-settings";
import { followTrackingLink } from "./follow-tracking-link";
import { generateTrackingLink } from "./generate-tracking-link";
import { trackRoutes } from "./track.routes";

export async function attributionRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.post(
    "/api/attribution/tracking-links",
    {
      preHandler: actor,
      schema: { response: { 201: trackingLinkResultSchema }, body: generateTrackingLinkSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await generateTrackingLink(deps, withActor(request), request.body)),
  );

  r.get(
    "/t/:code",
    {
      schema: {
        params: z.object({ code: z.string().max(64) }),
        response: {
          302: redirectResponse("A known link: to the product page, with the attribution parameters added."),
          404: textResponse("text/plain", "An unknown or malformed code: This link is not valid."),
        },
      },
    },
    async (request, reply) => {
      const target = await followTrackingLink(deps, request.params.code, {
        userAgent: request.headers["user-agent"] ?? null,
        referrer: request.headers.referer ?? null,
      });
      if (!target) return reply.status(404).type("text/plain").send("This link is not valid.");
      return reply.header("cache-control", "no-store").redirect(target, 302);
    },
  );

  r.get(
    "/api/attribution/settings",
    { preHandler: actor, schema: { response: { 200: attributionSettingsSchema } } },
    async (request) => getAttributionSettings(deps, withActor(request)),
  );
  r.put(
    "/api/attribution/settings",
    {
      preHandler: actor,
      schema: { body: attributionSettingsSchema, response: { 200: attributionSettingsSchema } },
    },
    async (request) => updateAttributionSettings(deps, withActor(request), request.body),
  );

  await app.register(trackRoutes, { deps });
}
