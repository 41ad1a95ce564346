import type { TeamRole } from "@shared/auth/auth.schema";
import { INVITATION_TTL_HOURS } from "@shared/invitations/invitation.schema";
import { TEAM_MAX_SEATS, TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { InviteDeps } from "../deps";
import { DomainError } from "../http/errors";
import { countSeatsUsed, lockTeam, membershipByEmail, teamInUse } from "../teams/teams.repository";
import { findPendingByEmail, insertInvitation, isTeamMemberEmail } from "./invitations.repository";

export type CreateInvitationOptions = {
  teamId: string;
  teamName: string;
  email: string;
  role: TeamRole;
  inviterId: string | null;
  inviterLabel: string;
};

/**
 * Creates a pending invitation and emails its link. The seat check and the insert share one
 * transaction behind a row lock on the team, so concurrent invites can never pass the cap.
 */
export async function createInvitation(deps: InviteDeps, options: CreateInvitationOptions) {
  const email = options.email.trim().toLowerCase();
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    if (!(await lockTeam(tx, options.teamId))) throw new DomainError(404, "Team not found");
    if (await isTeamMemberEmail(tx, options.teamId, email))
      throw new DomainError(409, TEAM_MESSAGES.alreadyMember, "ALREADY_MEMBER");
    // Accepting would take the person out of a team in use: refused here already, with the reason.
    const elsewhere = await membershipByEmail(tx, email);
    if (
      elsewhere &&
      elsewhere.teamId !== options.teamId &&
      (await teamInUse(tx, elsewhere.teamId, elsewhere.userId))
    )
      throw new DomainError(409, TEAM_MESSAGES.inAnotherTeam, "IN_ANOTHER_TEAM");
    if (await findPendingByEmail(tx, options.teamId, email, now)) {
      throw new DomainError(409, TEAM_MESSAGES.alreadyInvited, "ALREADY_INVITED");
    }
    if ((await countSeatsUsed(tx, options.teamId, now)) >= TEAM_MAX_SEATS) {
      throw new DomainError(409, TEAM_MESSAGES.limitReached, "TEAM_LIMIT");
    }
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000);
    const inserted = await insertInvitation(tx, {
      teamId: options.teamId,
      email,
      role: options.role,
      inviterId: options.inviterId,
      expiresAt,
    });
    return { ...inserted, expiresAt };
  });

  const link = await sendInvitationEmail(deps, {
    email,
    token: created.token,
    teamName: options.teamName,
    role: options.role,
    inviterLabel: options.inviterLabel,
  });
  return { id: created.id, email, role: options.role, expiresAt: created.expiresAt, link };
}

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-invite?token_hash=${encodeURIComponent(token)}&type=invite`;

/** Emails an invitation's link (to the outbox when no SMTP is configured) and returns the link. */
export async function sendInvitationEmail(
  deps: InviteDeps,
  invite: { email: string; token: string; teamName: string; role: TeamRole; inviterLabel: string },
): Promise<string> {
  const link = invitationLink(deps.publicUrl, invite.token);
  await deps.mailer.send(
    {
      to: invite.email,
      subject: `You're invited to join ${invite.teamName} on Lunara`,
      text: [
        `${invite.inviterLabel} invited you to join ${invite.teamName} on Lunara as ${invite.role === "admin" ? "an admin" : "a member"}.`,
        "",
        `Accept the invitation: ${link}`,
        "",
        `The link works once and expires in ${INVITATION_TTL_HOURS} hours.`,
      ].join("\n"),
      link,
    },
    deps.db,
  );
  return link;
}
