import { successSchema } from "@shared/http/success.schema";
import {
  renderedReplySchema,
  renderSavedReplySchema,
  savedReplyIdParamsSchema,
  savedReplyInputSchema,
  savedReplyListSchema,
  savedReplyResultSchema,
} from "@shared/inbox/saved-replies.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { renderSavedReply } from "./render-saved-reply";
import {
  deleteSavedReply,
  insertSavedReply,
  listSavedReplies,
  updateSavedReply,
} from "./saved-replies.repository";
import { findSenderName } from "./sender-name.repository";

const TITLE_TAKEN = "A saved reply with this name already exists";
const NOT_FOUND = "Saved reply not found";

/** The team's saved replies: every member reads, writes and uses them. */
export async function savedRepliesRoutes(
  app: FastifyInstance,
  { deps, auth }: { deps: AppDeps; auth: Auth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.get(
    "/api/inbox/saved-replies",
    { preHandler: actor, schema: { response: { 200: savedReplyListSchema } } },
    async (request) => ({
      success: true as const,
      replies: await listSavedReplies(deps.db, withActor(request).teamId),
    }),
  );

  r.post(
    "/api/inbox/saved-replies",
    { preHandler: actor, schema: { response: { 201: savedReplyResultSchema }, body: savedReplyInputSchema } },
    async (request, reply) => {
      const a = withActor(request);
      const created = await insertSavedReply(deps.db, a.teamId, {
        ...request.body,
        createdBy: await findSenderName(deps.db, a),
        now: deps.now(),
      });
      if (!created) throw new DomainError(409, TITLE_TAKEN, "TITLE_TAKEN", { title: [TITLE_TAKEN] });
      return reply.status(201).send({ success: true, reply: created });
    },
  );

  r.patch(
    "/api/inbox/saved-replies/:id",
    {
      preHandler: actor,
      schema: {
        response: { 200: savedReplyResultSchema },
        params: savedReplyIdParamsSchema,
        body: savedReplyInputSchema,
      },
    },
    async (request) => {
      const updated = await updateSavedReply(deps.db, withActor(request).teamId, request.params.id, {
        ...request.body,
        now: deps.now(),
      });
      if (updated === undefined) throw new DomainError(404, NOT_FOUND, "NOT_FOUND");
      if (updated === null) throw new DomainError(409, TITLE_TAKEN, "TITLE_TAKEN", { title: [TITLE_TAKEN] });
      return { success: true as const, reply: updated };
    },
  );

  r.delete(
    "/api/inbox/saved-replies/:id",
    { preHandler: actor, schema: { response: { 200: successSchema }, params: savedReplyIdParamsSchema } },
    async (request) => {
      if (!(await deleteSavedReply(deps.db, withActor(request).teamId, request.params.id)))
        throw new DomainError(404, NOT_FOUND, "NOT_FOUND");
      return { success: true as const };
    },
  );

  r.post(
    "/api/inbox/saved-replies/render",
    { preHandler: actor, schema: { response: { 200: renderedReplySchema }, body: renderSavedReplySchema } },
    async (request) => renderSavedReply(deps, withActor(request), request.body),
  );
}
