import multipart from "@fastify/multipart";
import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import {
  documentIdParamsSchema,
  documentListResponseSchema,
  documentResponseSchema,
  successResponseSchema,
  uploadDocumentSchema,
} from "@shared/brand/brand-document.schema";
import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteDocument } from "./delete-document";
import { listDocuments } from "./list-documents";
import { readMultipartPdf } from "./pdf-upload";
import { retryDocumentAnalysis } from "./retry-document-analysis";
import { uploadDocument } from "./upload-document";

/** A 10 MB PDF is about 13.4 MB of base64 plus the JSON around it. */
const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

export async function registerBrandDocumentRoutes(
  app: FastifyInstance,
  { deps, actor }: { deps: AppDeps; actor: preHandlerHookHandler },
) {
  // Multipart bodies are only marked on arrival; the file is streamed (and capped) in the
  // handler, after the session is checked.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/brand/documents",
    { preHandler: actor, schema: { response: { 200: documentListResponseSchema } } },
    async (request) => ({
      success: true as const,
      documents: await listDocuments(deps, withActor(request)),
    }),
  );

  r.post(
    "/api/brand/documents",
    {
      preHandler: actor,
      bodyLimit: UPLOAD_BODY_LIMIT,
      // A multipart upload has no parsed body to validate; its fields are checked as it streams.
      schema: { response: { 201: documentResponseSchema }, body: uploadDocumentSchema.nullish() },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const input = request.isMultipart() ? await readMultipartPdf(request) : request.body;
      if (!input) throw new DomainError(400, BRAND_MESSAGES.fileUnreadable, "BAD_FILE");
      const document = await uploadDocument(deps, withActor(request), input);
      return reply.status(201).send({ success: true, document });
    },
  );

  r.post(
    "/api/brand/documents/:id/analyze",
    {
      preHandler: actor,
      schema: { response: { 200: successResponseSchema }, params: documentIdParamsSchema },
    },
    async (request) => {
      await retryDocumentAnalysis(deps, withActor(request), request.params.id);
      return { success: true as const };
    },
  );

  r.delete(
    "/api/brand/documents/:id",
    {
      preHandler: actor,
      schema: { response: { 200: successResponseSchema }, params: documentIdParamsSchema },
    },
    async (request) => {
      await deleteDocument(deps, withActor(request), request.params.id);
      return { success: true as const };
    },
  );
}
