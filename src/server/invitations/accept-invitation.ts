import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  countMembers,
  deleteMember,
  deleteTeam,
  findMembership,
  insertMembership,
  lockTeam,
  teamInUse,
} from "../teams/teams.repository";
import { findPendingForEmailForUpdate, markAccepted, wasAcceptedForTeam } from "./invitations.repository";

/**
 * Joins the signed-in person to the team that invited them. A person belongs to one team, so a
 * solo team they had is left and removed; a team in use (another member, a connected account, a
 * message or a document) is never left this way: the invitation is refused. Accepting again (the
 * page reloaded) once the person is in the team that invited them says so instead of failing.
 */
export async function acceptInvitation(deps: AppDeps, person: { userId: string; email: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const invite = await findPendingForEmailForUpdate(tx, person.email, now);
    if (!invite) {
      const current = await findMembership(tx, person.userId);
      if (current && (await wasAcceptedForTeam(tx, person.email, current.teamId)))
        return {
          teamId: current.teamId,
          teamName: current.teamName,
          role: current.role,
          alreadyMember: true,
        };
      throw new DomainError(404, INVITATION_MESSAGES.acceptFailed, "NO_PENDING_INVITATION");
    }
    await lockTeam(tx, invite.teamId);
    const current = await findMembership(tx, person.userId);
    // A brand's working team is never left (and deleted with its data) for another's invitation.
    if (current && current.teamId !== invite.teamId && (await teamInUse(tx, current.teamId, person.userId)))
      throw new DomainError(409, INVITATION_MESSAGES.inAnotherTeam, "IN_ANOTHER_TEAM");
    if (current && current.teamId !== invite.teamId) {
      await deleteMember(tx, current.teamId, current.memberId);
      if ((await countMembers(tx, current.teamId)) === 0) await deleteTeam(tx, current.teamId);
    }
    if (!current || current.teamId !== invite.teamId) {
      await insertMembership(tx, invite.teamId, person.userId, invite.role);
    }
    await markAccepted(tx, invite.id, now);
    return { teamId: invite.teamId, teamName: invite.teamName, role: invite.role, alreadyMember: false };
  });
}
