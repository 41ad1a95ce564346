import { randomBytes } from "node:crypto";
import { STAFF_MESSAGES, type StaffLoginInput } from "@shared/staff/staff.schema";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { passwordProblems } from "../auth/password-policy";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { hashToken } from "../invitations/invitations.repository";
import { findStaffByEmail, insertStaffSession, upsertStaff } from "./staff.repository";

export const STAFF_COOKIE = "lunara_staff";
export const STAFF_SESSION_HOURS = 12;
/** Staff reach every team's demo requests: the shared policy plus a longer minimum. */
export const STAFF_PASSWORD_MIN = 12;

/** Hashing a throwaway password for unknown emails keeps both failures equally slow. */
let decoyHash: Promise<string> | null = null;

export async function signInStaff(
  deps: AppDeps,
  input: StaffLoginInput,
): Promise<{ token: string; email: string }> {
  const staff = await findStaffByEmail(deps.db, input.email.trim());
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const hash = staff?.passwordHash ?? (await decoyHash);
  const ok = await verifyPassword({ hash, password: input.password });
  if (!staff || !ok) throw new DomainError(401, STAFF_MESSAGES.invalid, "INVALID_CREDENTIALS");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(deps.now().getTime() + STAFF_SESSION_HOURS * 3600_000);
  await insertStaffSession(deps.db, hashToken(token), staff.id, expiresAt);
  return { token, email: staff.email };
}

export async function createStaffAccount(deps: Pick<AppDeps, "db">, email: string, password: string) {
  if (password.length < STAFF_PASSWORD_MIN)
    throw new Error(`Staff passwords must be at least ${STAFF_PASSWORD_MIN} characters`);
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  await upsertStaff(deps.db, email.trim(), await hashPassword(password));
}
