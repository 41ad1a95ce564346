import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import type { Db } from "../db/client";
import { DomainError } from "../http/errors";
import { findByToken, type InvitationRow } from "./invitations.repository";

/** Checks an invitation link's token; the caller signs the invited person in. */
export async function confirmInvitation(db: Db, token: string, now: Date): Promise<InvitationRow> {
  const found = await findByToken(db, token);
  if (!found || found.status === "canceled" || found.status === "rejected") {
    throw new DomainError(400, INVITATION_MESSAGES.invalidLink, "INVALID_INVITATION");
  }
  if (found.status === "accepted")
    throw new DomainError(400, INVITATION_MESSAGES.alreadyUsed, "INVITATION_USED");
  if (found.expiresAt <= now) throw new DomainError(400, INVITATION_MESSAGES.expired, "INVITATION_EXPIRED");
  return found;
}
