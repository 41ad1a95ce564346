import {
  aiAccuracyResponseSchema,
  dryRunInputSchema,
  dryRunResponseSchema,
} from "@shared/ai/ai-accuracy.schema";
import {
  correctAnalysisSchema,
  correctionsQuerySchema,
  correctionsResponseSchema,
} from "@shared/ai/analysis-correction.schema";
import { thresholdPrecisionResponseSchema } from "@shared/ai/threshold-precision.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import { dryRunAutomation } from "../automation/dry-run-automation";
import type { AppDeps } from "../deps";
import { correctAnalysis } from "./correct-analysis";
import { listMessageCorrections } from "./corrections.repository";
import { getAiAccuracy } from "./get-ai-accuracy";
import { loadThresholdPrecision } from "./load-threshold-precision";

/** The trust loop (issue 11): corrections, measured accuracy, precision per threshold, dry run. */
export async function aiTrustRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.post(
    "/api/ai/corrections",
    {
      preHandler: actor,
      schema: { response: { 200: correctionsResponseSchema }, body: correctAnalysisSchema },
    },
    async (request) => correctAnalysis(deps, withActor(request), request.body),
  );

  r.get(
    "/api/ai/corrections",
    {
      preHandler: actor,
      schema: { response: { 200: correctionsResponseSchema }, querystring: correctionsQuerySchema },
    },
    async (request) => ({
      corrections: await listMessageCorrections(deps.db, withActor(request).teamId, request.query.message_id),
    }),
  );

  r.get(
    "/api/ai/accuracy",
    { preHandler: actor, schema: { response: { 200: aiAccuracyResponseSchema } } },
    async (request) => getAiAccuracy(deps, withActor(request)),
  );

  r.get(
    "/api/ai/threshold-precision",
    { preHandler: actor, schema: { response: { 200: thresholdPrecisionResponseSchema } } },
    async () => loadThresholdPrecision(deps.thresholdPrecisionFile, deps.log),
  );

  r.post(
    "/api/automation/dry-run",
    { preHandler: actor, schema: { response: { 200: dryRunResponseSchema }, body: dryRunInputSchema } },
    async (request) => dryRunAutomation(deps, withActor(request), request.body),
  );
}
