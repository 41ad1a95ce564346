import {
  completePasswordResetSchema,
  PASSWORD_RESET_TEXTS,
  passwordResetAnswerSchema,
  requestPasswordResetSchema,
} from "@shared/password-reset/password-reset.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../deps";
import { completePasswordReset } from "./complete-password-reset";
import { requestPasswordReset } from "./request-password-reset";

/** Asking for a reset link is limited per address; a link is 256 random bits and works once. */
const REQUEST_LIMIT = { max: 5, timeWindow: 15 * 60_000 };

export async function passwordResetRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/password-reset/request",
    {
      schema: { response: { 202: passwordResetAnswerSchema }, body: requestPasswordResetSchema },
      config: { rateLimit: REQUEST_LIMIT },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email);
      return reply.status(202).send({ success: true as const, message: PASSWORD_RESET_TEXTS.sent });
    },
  );

  r.post(
    "/api/password-reset/complete",
    {
      schema: { response: { 200: passwordResetAnswerSchema }, body: completePasswordResetSchema },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      await completePasswordReset(deps, request.body);
      return { success: true as const, message: PASSWORD_RESET_TEXTS.done };
    },
  );
}
