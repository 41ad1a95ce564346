import { successSchema } from "@shared/http/success.schema";
import { resetLinkResponseSchema } from "@shared/password-reset/password-reset.schema";
import {
  invitationResentSchema,
  inviteMemberResponseSchema,
  inviteMemberSchema,
  removeMemberSchema,
  TEAM_MESSAGES,
  teamMembersResponseSchema,
} from "@shared/teams/teams.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { createHandoverResetLink } from "../password-reset/create-reset-link";
import { cancelInvitation } from "./cancel-invitation";
import { inviteTeamMember } from "./invite-team-member";
import { listTeamMembers } from "./list-team-members";
import { reissueInvitationLink } from "./reissue-invitation-link";
import { removeTeamMember } from "./remove-team-member";
import { findMember } from "./teams.repository";

export async function teamsRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.get(
    "/api/team/members",
    { preHandler: actor, schema: { response: { 200: teamMembersResponseSchema } } },
    async (request) => listTeamMembers(deps, withActor(request)),
  );

  r.post(
    "/api/team/invitations",
    {
      preHandler: actor,
      schema: { response: { 201: inviteMemberResponseSchema }, body: inviteMemberSchema },
    },
    async (request, reply) => {
      const invitation = await inviteTeamMember(deps, withActor(request), request.body);
      return reply.status(201).send({
        success: true as const,
        invitation: { id: invitation.id, email: invitation.email, role: invitation.role },
      });
    },
  );

  r.delete(
    "/api/team/invitations/:id",
    {
      preHandler: actor,
      schema: { response: { 200: successSchema }, params: z.object({ id: z.string().min(1) }) },
    },
    async (request) => {
      await cancelInvitation(deps, withActor(request), request.params.id);
      return { success: true as const };
    },
  );

  r.delete(
    "/api/team/members",
    { preHandler: actor, schema: { response: { 200: successSchema }, body: removeMemberSchema } },
    async (request) => {
      await removeTeamMember(deps, withActor(request), request.body.memberId);
      return { success: true as const };
    },
  );

  const idParams = { params: z.object({ id: z.string().min(1).max(100) }) };

  r.post(
    "/api/team/invitations/:id/link",
    { preHandler: actor, schema: { ...idParams, response: { 200: resetLinkResponseSchema } } },
    async (request) => reissueInvitationLink(deps, withActor(request), request.params.id, "copy"),
  );

  r.post(
    "/api/team/invitations/:id/resend",
    { preHandler: actor, schema: { ...idParams, response: { 200: invitationResentSchema } } },
    async (request) => ({
      success: true as const,
      ...(await reissueInvitationLink(deps, withActor(request), request.params.id, "resend")),
    }),
  );

  // A reset link the admin hands to a member who cannot reach their email (or when none is configured).
  r.post(
    "/api/team/members/:id/reset-link",
    { preHandler: actor, schema: { ...idParams, response: { 200: resetLinkResponseSchema } } },
    async (request) => {
      const target = await findMember(deps.db, withActor(request).teamId, request.params.id);
      if (!target) throw new DomainError(404, TEAM_MESSAGES.memberNotFound, "NOT_FOUND");
      return createHandoverResetLink(deps, target.userId, withActor(request).userId);
    },
  );
}
