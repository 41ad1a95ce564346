import {
  demoRequestAcceptedSchema,
  demoRequestRejectedSchema,
  demoRequestSchema,
} from "@shared/demo-requests/demo-request.schema";
import { apiErrorSchema } from "@shared/http/api-error.schema";
import { errorResponses } from "@shared/http/response-shapes";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { submitDemoRequest } from "./submit-demo-request";

export async function demoRequestsRoutes(
  app: FastifyInstance,
  options: { deps: AppDeps; webhookUrl?: string | undefined; limit: { max: number; timeWindow: number } },
) {
  app.post(
    "/api/demo-requests",
    {
      // The body schema describes the request; a bad one is answered by the use case in the form
      // service's per-field shape (docs/api.md), not by the global validation error.
      attachValidation: true,
      schema: {
        body: demoRequestSchema,
        response: {
          201: demoRequestAcceptedSchema,
          400: z.union([demoRequestRejectedSchema, apiErrorSchema]),
          ...errorResponses(429),
        },
      },
      config: {
        rateLimit: {
          max: options.limit.max,
          timeWindow: options.limit.timeWindow,
          errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
            statusCode: 429,
            error: `Too many demo requests from this address. Please try again in ${context.after}.`,
            message: `Too many demo requests from this address. Please try again in ${context.after}.`,
            code: "RATE_LIMITED",
          }),
        },
      },
    },
    async (request, reply) => {
      const result = await submitDemoRequest(
        { ...options.deps, webhookUrl: options.webhookUrl },
        request.body,
      );
      if (!result.ok) return reply.status(400).send({ success: false, errors: result.errors });
      return reply.status(201).send({ success: true });
    },
  );
}
