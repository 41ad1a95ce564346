import { INVITATION_MESSAGES, type InvitationPreview } from "@shared/invitations/invitation.schema";
import type { Db } from "../db/client";
import { DomainError } from "../http/errors";
import { findByToken } from "./invitations.repository";

/**
 * Whom an invitation link invites and to which team, read without using the link, so the page can
 * say "Join Glow Theory as priya@…" before anything happens. A spent, cancelled or expired link
 * says why, as confirming it would.
 */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const found = await findByToken(db, token);
  if (!found || found.status === "canceled" || found.status === "rejected")
    throw new DomainError(404, INVITATION_MESSAGES.invalidLink, "INVALID_INVITATION");
  if (found.status === "accepted" || found.confirmedAt)
    throw new DomainError(410, INVITATION_MESSAGES.alreadyUsed, "INVITATION_USED");
  if (found.expiresAt <= now) throw new DomainError(410, INVITATION_MESSAGES.expired, "INVITATION_EXPIRED");
  return { team_name: found.teamName, email: found.email, role: found.role };
}
