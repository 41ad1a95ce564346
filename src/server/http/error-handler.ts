import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError } from "./errors";

/** Maps every failure to the API's error shape; only a real fault becomes a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({
        error: error.message,
        code: error.code,
        fieldErrors: error.fieldErrors,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        const list = fieldErrors[field] ?? [];
        list.push(issue.message ?? "Invalid value");
        fieldErrors[field] = list;
      }
      const first = Object.values(fieldErrors)[0]?.[0] ?? "Invalid request";
      return reply.status(400).send({ error: first, code: "VALIDATION_ERROR", fieldErrors });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: error.message, code: "RATE_LIMITED" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message, code: error.code });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ error: "Something went wrong on our side. Please try again.", code: "INTERNAL" });
  });
}
