import { type ChangePasswordInput, PASSWORD_CHANGE_MESSAGES } from "@shared/profile/profile.schema";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findPasswordHash, setPasswordHash } from "./profile.repository";

export async function changePassword(
  deps: AppDeps,
  userId: string,
  input: ChangePasswordInput,
): Promise<void> {
  const current = await findPasswordHash(deps.db, userId);
  const matches = current ? await verifyPassword({ hash: current, password: input.currentPassword }) : false;
  if (!matches) {
    throw new DomainError(400, PASSWORD_CHANGE_MESSAGES.wrongCurrent, "WRONG_PASSWORD", {
      currentPassword: [PASSWORD_CHANGE_MESSAGES.wrongCurrent],
    });
  }
  await setPasswordHash(deps.db, userId, await hashPassword(input.newPassword), deps.now());
}
