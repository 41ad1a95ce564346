import { type InviteMemberInput, TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { createInvitation } from "../invitations/create-invitation";
import { findMembership } from "./teams.repository";

export async function inviteTeamMember(deps: AppDeps, actor: Actor, input: InviteMemberInput) {
  if (actor.role !== "admin") throw new DomainError(403, TEAM_MESSAGES.adminsOnly, "FORBIDDEN");
  const team = await findMembership(deps.db, actor.userId);
  if (!team || team.teamId !== actor.teamId)
    throw new DomainError(403, TEAM_MESSAGES.adminsOnly, "FORBIDDEN");
  return createInvitation(deps, {
    teamId: actor.teamId,
    teamName: team.teamName,
    email: input.email,
    role: "member",
    inviterId: actor.userId,
    inviterLabel: actor.email,
  });
}
