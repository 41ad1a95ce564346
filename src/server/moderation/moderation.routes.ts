import { messageIdParamsSchema } from "@shared/inbox/inbox.schema";
import {
  inboxSettingsSchema,
  moderateMessageSchema,
  moderationEventsResponseSchema,
  moderationResultSchema,
} from "@shared/inbox/moderation.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findSenderName } from "../inbox/sender-name.repository";
import { moderateMessage } from "./moderate-message";
import { findInboxSettings, listModerationEvents, saveInboxSettings } from "./moderation.repository";

/** Moderation of the team's messages (hide, unhide, spam) and the team's spam switch. */
export async function moderationRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.post(
    "/api/inbox/messages/:id/moderation",
    {
      preHandler: actor,
      schema: {
        response: { 200: moderationResultSchema },
        params: messageIdParamsSchema,
        body: moderateMessageSchema,
      },
    },
    async (request) => {
      const a = withActor(request);
      const name = await findSenderName(deps.db, a);
      return moderateMessage(deps, { teamId: a.teamId, name }, request.params.id, request.body);
    },
  );

  r.get(
    "/api/inbox/messages/:id/moderation",
    {
      preHandler: actor,
      schema: { response: { 200: moderationEventsResponseSchema }, params: messageIdParamsSchema },
    },
    async (request) => ({
      success: true as const,
      events: await listModerationEvents(deps.db, withActor(request).teamId, request.params.id),
    }),
  );

  r.get(
    "/api/inbox/settings",
    { preHandler: actor, schema: { response: { 200: inboxSettingsSchema } } },
    async (request) => findInboxSettings(deps.db, withActor(request).teamId),
  );

  r.patch(
    "/api/inbox/settings",
    { preHandler: actor, schema: { response: { 200: inboxSettingsSchema }, body: inboxSettingsSchema } },
    async (request) => {
      const a = withActor(request);
      if (a.role !== "admin")
        throw new DomainError(403, "Only an admin can change the spam setting", "FORBIDDEN");
      return saveInboxSettings(deps.db, a.teamId, request.body.hide_spam_on_platform, deps.now());
    },
  );
}
