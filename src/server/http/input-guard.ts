import { findInputProblem } from "@shared/http/text-rule";
import type { FastifyInstance } from "fastify";
import { DomainError } from "./errors";

/**
 * Every route's path parameters, query and parsed body meet the shared text rule and depth limit
 * before its schema runs: a NUL byte or an array bomb is a 400 naming the field, never a 500 from
 * the database or a stack overflow in a validator.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const problem = findInputProblem(value);
      if (problem) {
        throw new DomainError(400, problem.message, "BAD_INPUT", {
          [problem.path || part]: [problem.message],
        });
      }
    }
  });
}
