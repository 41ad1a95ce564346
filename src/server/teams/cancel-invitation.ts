import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { cancelPending } from "../invitations/invitations.repository";

export async function cancelInvitation(deps: AppDeps, actor: Actor, invitationId: string): Promise<void> {
  if (actor.role !== "admin") throw new DomainError(403, TEAM_MESSAGES.adminsOnly, "FORBIDDEN");
  if (!(await cancelPending(deps.db, actor.teamId, invitationId))) {
    throw new DomainError(404, TEAM_MESSAGES.invitationNotFound, "NOT_FOUND");
  }
}
