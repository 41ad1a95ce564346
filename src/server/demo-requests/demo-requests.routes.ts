import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { submitDemoRequest } from "./submit-demo-request";

export async function demoRequestsRoutes(
  app: FastifyInstance,
  options: { deps: AppDeps; webhookUrl?: string | undefined; limit: { max: number; timeWindow: number } },
) {
  app.post(
    "/api/demo-requests",
    {
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
