import { errorResponses } from "@shared/http/response-shapes";
import {
  acceptInviteResponseSchema,
  confirmInviteResponseSchema,
  confirmInviteSchema,
  INVITATION_MESSAGES,
  invitationPreviewSchema,
} from "@shared/invitations/invitation.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requestHeaders } from "../auth/auth.routes";
import { readSessionUser } from "../auth/session";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { acceptInvitation } from "./accept-invitation";
import { previewInvitation } from "./preview-invitation";

/** What better-auth answers a refused confirm with: a bad or spent link, a foreign origin, too many tries. */
const CONFIRM_ERRORS = [400, 403, 429, 500] as const;

export async function invitationsRoutes(
  app: FastifyInstance,
  { deps, auth, baseURL }: { deps: AppDeps; auth: Auth; baseURL: string },
) {
  // Whom a link invites, before it is used: the confirm page names the team and the email.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/invitations/preview",
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        querystring: confirmInviteSchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => previewInvitation(deps.db, request.query.token_hash, deps.now()),
  );

  // The confirm step signs the person in, so it runs inside better-auth (see invitation-sign-in.plugin.ts).
  app.post(
    "/api/invitations/confirm",
    {
      // Described here, checked by better-auth's endpoint (its refusal keeps the invitation's words).
      attachValidation: true,
      schema: {
        body: confirmInviteSchema,
        response: { 200: confirmInviteResponseSchema, ...errorResponses(...CONFIRM_ERRORS) },
      },
    },
    async (request, reply) => {
      const headers = requestHeaders(request);
      headers.delete("content-length");
      const response = await auth.handler(
        new Request(new URL("/api/auth/invitation/confirm", baseURL), {
          method: "POST",
          headers,
          body: JSON.stringify(request.body ?? {}),
        }),
      );
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
      if (!response.ok) {
        const message =
          body.message && body.code !== "VALIDATION_ERROR" ? body.message : INVITATION_MESSAGES.invalidLink;
        const status = CONFIRM_ERRORS.find((code) => code === response.status) ?? 400;
        return reply.status(status).send({ error: message, code: body.code ?? "INVALID_INVITATION" });
      }
      return reply.send(body);
    },
  );

  app.post(
    "/api/accept-invite",
    { schema: { response: { 200: acceptInviteResponseSchema } } },
    async (request) => {
      const person = await readSessionUser(auth, request);
      if (!person) throw new DomainError(401, INVITATION_MESSAGES.noSession, "UNAUTHENTICATED");
      const joined = await acceptInvitation(deps, { userId: person.id, email: person.email });
      return {
        success: true as const,
        message: joined.alreadyMember
          ? INVITATION_MESSAGES.alreadyMember(joined.teamName)
          : `You have joined ${joined.teamName}`,
        teamId: joined.teamId,
        role: joined.role,
        already_member: joined.alreadyMember,
      };
    },
  );
}
