import type { ProfileSetupInput } from "@shared/profile/profile.schema";
import { hashPassword } from "better-auth/crypto";
import { assertPasswordAllowed } from "../auth/password-policy";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findProfile, setPasswordHash, setUserName, upsertProfile } from "./profile.repository";

/**
 * First-time setup after an invitation: password, then the profile (onboarding_completed), then
 * the account's name, in one transaction. Setting a password without the current one is allowed
 * only here, before onboarding is complete.
 */
export async function setupProfile(
  deps: AppDeps,
  person: { userId: string; email: string },
  input: ProfileSetupInput,
) {
  const existing = await findProfile(deps.db, person.userId);
  if (existing?.onboardingCompleted && existing.fullName) {
    throw new DomainError(409, "Your profile is already set up", "PROFILE_COMPLETE");
  }
  assertPasswordAllowed(input.password, "password");
  const hash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, person.userId, hash, now);
    await upsertProfile(tx, {
      userId: person.userId,
      fullName: input.fullName,
      email: person.email,
      onboardingCompleted: true,
      now,
    });
    await setUserName(tx, person.userId, input.fullName, now);
  });
}
