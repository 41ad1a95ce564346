import type { ProvisionTeamInput } from "@shared/staff/staff.schema";
import { markProvisioned } from "../demo-requests/demo-requests.repository";
import type { InviteDeps } from "../deps";
import { createInvitation } from "../invitations/create-invitation";
import { createTeam } from "../teams/teams.repository";

/**
 * Turns a demo request (or an operator's command) into a brand team: the team and its first
 * admin's invitation are created together, or not at all.
 */
export async function provisionTeam(
  deps: InviteDeps,
  input: ProvisionTeamInput & { demoRequestId?: string; invitedBy: string },
) {
  return deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    const team = await createTeam(tx, input.teamName);
    const invitation = await createInvitation(scoped, {
      teamId: team.id,
      teamName: team.name,
      email: input.adminEmail,
      role: "admin",
      inviterId: null,
      inviterLabel: `${input.invitedBy} from the Lunara team`,
    });
    if (input.demoRequestId) await markProvisioned(tx, input.demoRequestId, team.id);
    return { teamId: team.id, inviteUrl: invitation.link };
  });
}
