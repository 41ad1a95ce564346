import { type ChangePasswordInput, PASSWORD_CHANGE_MESSAGES } from "@shared/profile/profile.schema";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { assertPasswordAllowed } from "../auth/password-policy";
import { deleteUserSessions } from "../auth/sessions.repository";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findPasswordHash, setPasswordHash } from "./profile.repository";

/** Changes the password after checking the current one, and signs the person out everywhere else. */
export async function changePassword(
  deps: AppDeps,
  person: { userId: string; sessionId: string },
  input: ChangePasswordInput,
): Promise<void> {
  const { userId } = person;
  assertPasswordAllowed(input.newPassword, "newPassword");
  const current = await findPasswordHash(deps.db, userId);
  const matches = current ? await verifyPassword({ hash: current, password: input.currentPassword }) : false;
  if (!matches) {
    throw new DomainError(400, PASSWORD_CHANGE_MESSAGES.wrongCurrent, "WRONG_PASSWORD", {
      currentPassword: [PASSWORD_CHANGE_MESSAGES.wrongCurrent],
    });
  }
  const hash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, hash, deps.now());
    await deleteUserSessions(tx, userId, person.sessionId);
  });
}
