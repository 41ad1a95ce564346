import {
  answerIdParamsSchema,
  answerKnowledgeGapResponseSchema,
  answerKnowledgeGapSchema,
  deleteKnowledgeAnswerResponseSchema,
  editKnowledgeAnswerResponseSchema,
  editKnowledgeAnswerSchema,
  knowledgeAnswersResponseSchema,
  knowledgeGapsQuerySchema,
  knowledgeGapsResponseSchema,
  knowledgePassageSchema,
  passageIdParamsSchema,
} from "@shared/knowledge/knowledge.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { answerKnowledgeGap } from "./answer-knowledge-gap";
import { getKnowledgePassage } from "./get-knowledge-passage";
import { listKnowledgeGaps } from "./list-knowledge-gaps";
import { editSavedAnswer, listSavedAnswers, removeSavedAnswer } from "./manage-knowledge-answers";

/** The brand's knowledge: passages behind citations, unanswered questions and their answers. */
export async function knowledgeRoutes(app: FastifyInstance, options: { deps: AppDeps; auth: Auth }) {
  const { deps } = options;
  const actor = requireActor(options.auth, deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/knowledge/passages/:id",
    {
      preHandler: actor,
      schema: { params: passageIdParamsSchema, response: { 200: knowledgePassageSchema } },
    },
    async (request) => getKnowledgePassage(deps, withActor(request), request.params.id),
  );

  r.get(
    "/api/knowledge/gaps",
    {
      preHandler: actor,
      schema: { querystring: knowledgeGapsQuerySchema, response: { 200: knowledgeGapsResponseSchema } },
    },
    async (request) => listKnowledgeGaps(deps, withActor(request), request.query.days),
  );

  r.post(
    "/api/knowledge/answers",
    {
      preHandler: actor,
      schema: {
        body: answerKnowledgeGapSchema,
        response: { 200: answerKnowledgeGapResponseSchema, 201: answerKnowledgeGapResponseSchema },
      },
    },
    // The same answer sent again (a double click) is the one stored: 200 with it, not a copy.
    async (request, reply) => {
      const { existing, ...saved } = await answerKnowledgeGap(deps, withActor(request), request.body);
      return reply.status(existing ? 200 : 201).send(saved);
    },
  );

  r.get(
    "/api/knowledge/answers",
    { preHandler: actor, schema: { response: { 200: knowledgeAnswersResponseSchema } } },
    async (request) => listSavedAnswers(deps, withActor(request)),
  );

  r.patch(
    "/api/knowledge/answers/:id",
    {
      preHandler: actor,
      schema: {
        params: answerIdParamsSchema,
        body: editKnowledgeAnswerSchema,
        response: { 200: editKnowledgeAnswerResponseSchema },
      },
    },
    async (request) => editSavedAnswer(deps, withActor(request), request.params.id, request.body),
  );

  r.delete(
    "/api/knowledge/answers/:id",
    {
      preHandler: actor,
      schema: { params: answerIdParamsSchema, response: { 200: deleteKnowledgeAnswerResponseSchema } },
    },
    async (request) => removeSavedAnswer(deps, withActor(request), request.params.id),
  );
}
