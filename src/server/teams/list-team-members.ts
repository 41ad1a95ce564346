import { TEAM_MAX_SEATS, type TeamMembersResponse } from "@shared/teams/teams.schema";
import type { Actor, AppDeps } from "../deps";
import { listMembers, listPendingInvitations } from "./teams.repository";

export async function listTeamMembers(deps: AppDeps, actor: Actor): Promise<TeamMembersResponse> {
  const now = deps.now();
  const [teamMembers, pendingInvitations] = await Promise.all([
    listMembers(deps.db, actor.teamId),
    listPendingInvitations(deps.db, actor.teamId, now),
  ]);
  const teamSize = teamMembers.length + pendingInvitations.length;
  return {
    success: true,
    teamMembers,
    pendingInvitations,
    teamSize,
    maxSeats: TEAM_MAX_SEATS,
    remainingSeats: Math.max(0, TEAM_MAX_SEATS - teamSize),
    mailConfigured: deps.mailer.kind === "smtp",
  };
}
