import {
  type CompletePasswordResetInput,
  PASSWORD_RESET_TEXTS,
} from "@shared/password-reset/password-reset.schema";
import { hashPassword } from "better-auth/crypto";
import { assertPasswordAllowed } from "../auth/password-policy";
import { deleteUserSessions } from "../auth/sessions.repository";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { setPasswordHash } from "../profile/profile.repository";
import { consumeResetToken } from "./password-reset.repository";

/**
 * Sets a new password from a reset link: the link is used up, the password set and every session
 * of the person ended, together or not at all.
 */
export async function completePasswordReset(deps: AppDeps, input: CompletePasswordResetInput): Promise<void> {
  assertPasswordAllowed(input.password, "password");
  const hash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, input.token, now);
    if (!userId) throw new DomainError(400, PASSWORD_RESET_TEXTS.invalidLink, "INVALID_RESET_LINK");
    await setPasswordHash(tx, userId, hash, now);
    await deleteUserSessions(tx, userId);
  });
}
