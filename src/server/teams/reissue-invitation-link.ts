import { INVITATION_TTL_HOURS } from "@shared/invitations/invitation.schema";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { invitationLink, sendInvitationEmail } from "../invitations/create-invitation";
import { rotateToken } from "../invitations/invitations.repository";
import { findMembership } from "./teams.repository";

/**
 * A fresh link for a pending invitation, valid another 72 hours: "copy" hands it to the admin
 * (for when no email server is configured, or the email went astray), "resend" also emails it.
 * Only the new link's hash is stored, so links given out earlier stop working.
 */
export async function reissueInvitationLink(
  deps: AppDeps,
  actor: Actor,
  invitationId: string,
  mode: "copy" | "resend",
): Promise<{ link: string; expiresAt: string; emailed: boolean }> {
  if (actor.role !== "admin") throw new DomainError(403, TEAM_MESSAGES.adminsOnly, "FORBIDDEN");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000);
  const rotated = await rotateToken(deps.db, actor.teamId, invitationId, expiresAt, now);
  if (!rotated) throw new DomainError(404, TEAM_MESSAGES.invitationNotFound, "NOT_FOUND");
  if (mode === "copy") {
    return {
      link: invitationLink(deps.publicUrl, rotated.token),
      expiresAt: expiresAt.toISOString(),
      emailed: false,
    };
  }
  const team = await findMembership(deps.db, actor.userId);
  const link = await sendInvitationEmail(deps, {
    email: rotated.email,
    token: rotated.token,
    teamName: team?.teamName ?? "your team",
    role: rotated.role,
    inviterLabel: actor.email,
  });
  return { link, expiresAt: expiresAt.toISOString(), emailed: deps.mailer.kind === "smtp" };
}
