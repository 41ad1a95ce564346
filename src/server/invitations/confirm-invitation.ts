import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import type { Db } from "../db/client";
import { DomainError } from "../http/errors";
import { consumeToken, findByToken, type InvitationRow } from "./invitations.repository";

/**
 * Uses an invitation link's token, once: the caller signs the invited person in only when this
 * returns. A second use (even at the same moment) is refused with the reason.
 */
export async function confirmInvitation(db: Db, token: string, now: Date): Promise<InvitationRow> {
  const used = await consumeToken(db, token, now);
  if (used) return used;
  const found = await findByToken(db, token);
  if (!found || found.status === "canceled" || found.status === "rejected") {
    throw new DomainError(400, INVITATION_MESSAGES.invalidLink, "INVALID_INVITATION");
  }
  if (found.status === "accepted" || found.confirmedAt)
    throw new DomainError(400, INVITATION_MESSAGES.alreadyUsed, "INVITATION_USED");
  throw new DomainError(400, INVITATION_MESSAGES.expired, "INVITATION_EXPIRED");
}
