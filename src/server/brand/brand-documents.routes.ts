import { documentIdParamsSchema, uploadDocumentSchema } from "@shared/brand/brand-document.schema";
import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../deps";
import { deleteDocument } from "./delete-document";
import { listDocuments } from "./list-documents";
import { retryDocumentAnalysis } from "./retry-document-analysis";
import { uploadDocument } from "./upload-document";

/** A 10 MB PDF is about 13.4 MB of base64 plus the JSON around it. */
const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

export function registerBrandDocumentRoutes(
  app: FastifyInstance,
  { deps, actor }: { deps: AppDeps; actor: preHandlerHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/brand/documents", { preHandler: actor }, async (request) => ({
    success: true as const,
    documents: await listDocuments(deps, request.actor!),
  }));

  r.post(
    "/api/brand/documents",
    {
      preHandler: actor,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { body: uploadDocumentSchema },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const document = await uploadDocument(deps, request.actor!, request.body);
      return reply.status(201).send({ success: true, document });
    },
  );

  r.post(
    "/api/brand/documents/:id/analyze",
    { preHandler: actor, schema: { params: documentIdParamsSchema } },
    async (request) => {
      await retryDocumentAnalysis(deps, request.actor!, request.params.id);
      return { success: true as const };
    },
  );

  r.delete(
    "/api/brand/documents/:id",
    { preHandler: actor, schema: { params: documentIdParamsSchema } },
    async (request) => {
      await deleteDocument(deps, request.actor!, request.params.id);
      return { success: true as const };
    },
  );
}
