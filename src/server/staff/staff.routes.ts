import { successSchema } from "@shared/http/success.schema";
import { resetLinkResponseSchema, staffResetLinkSchema } from "@shared/password-reset/password-reset.schema";
import {
  demoRequestsResponseSchema,
  outboxResponseSchema,
  provisionResponseSchema,
  provisionTeamSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffSessionSchema,
} from "@shared/staff/staff.schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tooManySignIns } from "../auth/auth.routes";
import { createFailureThrottle, describeWait } from "../auth/failure-throttle";
import { findDemoRequest, listDemoRequests } from "../demo-requests/demo-requests.repository";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { hashToken } from "../invitations/invitations.repository";
import { createHandoverResetLink } from "../password-reset/create-reset-link";
import { findUserByEmail } from "../password-reset/password-reset.repository";
import { provisionTeam } from "./provision-team";
import { deleteStaffSession, findStaffBySession, listOutbox } from "./staff.repository";
import { STAFF_COOKIE, STAFF_SESSION_HOURS, signInStaff } from "./staff-auth";

declare module "fastify" {
  interface FastifyRequest {
    staff: { id: string; email: string } | null;
  }
}

export async function staffRoutes(
  app: FastifyInstance,
  options: { deps: AppDeps; secure: boolean; limit: { max: number; timeWindow: number } },
) {
  const { deps } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = createFailureThrottle(deps.db, deps.now);
  const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[STAFF_COOKIE];
    request.staff = token ? await findStaffBySession(deps.db, hashToken(token), deps.now()) : null;
    if (!request.staff)
      return reply.status(401).send({ error: "Staff sign-in required", code: "UNAUTHENTICATED" });
  };

  r.post(
    "/api/internal/session",
    {
      schema: { response: { 200: staffLoginResponseSchema }, body: staffLoginSchema },
      config: { rateLimit: options.limit },
    },
    async (request, reply) => {
      const account = request.body.email.trim().toLowerCase();
      const wait = await accounts.waitMs(account);
      if (wait > 0) {
        const message = tooManySignIns(describeWait(wait));
        reply.header("retry-after", String(Math.ceil(wait / 1000)));
        throw new DomainError(429, message, "RATE_LIMITED");
      }
      const { token, email } = await signInStaff(deps, request.body).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.status === 401) await accounts.recordFailure(account);
        throw error;
      });
      await accounts.reset(account);
      reply.setCookie(STAFF_COOKIE, token, {
        path: "/api/internal",
        httpOnly: true,
        sameSite: "strict",
        secure: options.secure,
        maxAge: STAFF_SESSION_HOURS * 3600,
      });
      return { success: true as const, email };
    },
  );

  r.get(
    "/api/internal/session",
    { preHandler: requireStaff, schema: { response: { 200: staffSessionSchema } } },
    async (request) => ({
      email: request.staff!.email,
    }),
  );

  r.delete(
    "/api/internal/session",
    { schema: { response: { 200: successSchema } } },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      if (token) await deleteStaffSession(deps.db, hashToken(token));
      reply.clearCookie(STAFF_COOKIE, { path: "/api/internal" });
      return { success: true as const };
    },
  );

  r.get(
    "/api/internal/demo-requests",
    { preHandler: requireStaff, schema: { response: { 200: demoRequestsResponseSchema } } },
    async () => ({
      demoRequests: await listDemoRequests(deps.db),
    }),
  );

  r.post(
    "/api/internal/demo-requests/:id/provision",
    {
      preHandler: requireStaff,
      schema: {
        response: { 201: provisionResponseSchema },
        params: z.object({ id: z.uuid("Unknown demo request") }),
        body: provisionTeamSchema,
      },
    },
    async (request, reply) => {
      const demo = await findDemoRequest(deps.db, request.params.id);
      if (!demo) throw new DomainError(404, "Demo request not found", "NOT_FOUND");
      if (demo.status === "provisioned")
        throw new DomainError(409, "This demo request already has a team", "PROVISIONED");
      const result = await provisionTeam(deps, {
        ...request.body,
        demoRequestId: demo.id,
        invitedBy: request.staff!.email,
      });
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  r.get(
    "/api/internal/outbox",
    { preHandler: requireStaff, schema: { response: { 200: outboxResponseSchema } } },
    async () => ({
      emails: await listOutbox(deps.db),
    }),
  );

  r.post(
    "/api/internal/password-reset",
    {
      preHandler: requireStaff,
      schema: { response: { 200: resetLinkResponseSchema }, body: staffResetLinkSchema },
    },
    async (request) => {
      const person = await findUserByEmail(deps.db, request.body.email);
      if (!person) throw new DomainError(404, "No account uses this email", "NOT_FOUND");
      return createHandoverResetLink(deps, person.id, `staff:${request.staff!.email}`);
    },
  );
}
