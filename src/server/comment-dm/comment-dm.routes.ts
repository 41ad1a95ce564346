import {
  deleteRuleResponseSchema,
  dryRunInputSchema,
  dryRunResponseSchema,
  ruleIdParamsSchema,
  ruleInputSchema,
  ruleMatchesResponseSchema,
  ruleOptionsResponseSchema,
  ruleResponseSchema,
  rulesResponseSchema,
  setRuleEnabledSchema,
} from "@shared/comment-dm/comment-dm.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { deleteCommentDmRule } from "./delete-comment-dm-rule";
import { dryRunCommentDmRule } from "./dry-run-comment-dm-rule";
import { listCommentDmRuleMatches } from "./list-comment-dm-rule-matches";
import { listCommentDmRuleOptions } from "./list-comment-dm-rule-options";
import { listCommentDmRules } from "./list-comment-dm-rules";
import { saveCommentDmRule } from "./save-comment-dm-rule";
import { setCommentDmRuleEnabled } from "./set-comment-dm-rule-enabled";

/** Comment-to-DM rules: members read them, their figures and dry runs; admins manage them (route-access). */
export async function commentDmRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireActor(auth, deps.db);

  r.get(
    "/api/comment-dm/rules",
    { preHandler, schema: { response: { 200: rulesResponseSchema } } },
    async (request) => listCommentDmRules(deps, withActor(request)),
  );

  r.get(
    "/api/comment-dm/options",
    { preHandler, schema: { response: { 200: ruleOptionsResponseSchema } } },
    async (request) => listCommentDmRuleOptions(deps, withActor(request)),
  );

  r.post(
    "/api/comment-dm/rules",
    { preHandler, schema: { body: ruleInputSchema, response: { 201: ruleResponseSchema } } },
    async (request, reply) => {
      const rule = await saveCommentDmRule(deps, withActor(request), request.body);
      return reply.status(201).send({ success: true as const, rule });
    },
  );

  r.patch(
    "/api/comment-dm/rules/:id",
    {
      preHandler,
      schema: { params: ruleIdParamsSchema, body: ruleInputSchema, response: { 200: ruleResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      rule: await saveCommentDmRule(deps, withActor(request), request.body, request.params.id),
    }),
  );

  r.post(
    "/api/comment-dm/rules/:id/enabled",
    {
      preHandler,
      schema: {
        params: ruleIdParamsSchema,
        body: setRuleEnabledSchema,
        response: { 200: ruleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      rule: await setCommentDmRuleEnabled(deps, withActor(request), request.params.id, request.body.enabled),
    }),
  );

  r.delete(
    "/api/comment-dm/rules/:id",
    { preHandler, schema: { params: ruleIdParamsSchema, response: { 200: deleteRuleResponseSchema } } },
    async (request) => {
      await deleteCommentDmRule(deps, withActor(request), request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    "/api/comment-dm/rules/:id/matches",
    { preHandler, schema: { params: ruleIdParamsSchema, response: { 200: ruleMatchesResponseSchema } } },
    async (request) => listCommentDmRuleMatches(deps, withActor(request), request.params.id),
  );

  r.post(
    "/api/comment-dm/dry-run",
    { preHandler, schema: { body: dryRunInputSchema, response: { 200: dryRunResponseSchema } } },
    async (request) => dryRunCommentDmRule(deps, withActor(request), request.body),
  );
}
