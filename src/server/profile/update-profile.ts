import type { UpdateProfileInput } from "@shared/profile/profile.schema";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findProfile, updateProfileName } from "./profile.repository";

export async function updateProfile(deps: AppDeps, userId: string, input: UpdateProfileInput) {
  if (!(await findProfile(deps.db, userId)))
    throw new DomainError(404, "Complete your profile setup first", "NO_PROFILE");
  await deps.db.transaction((tx) => updateProfileName(tx, userId, input.fullName, deps.now()));
  return { full_name: input.fullName };
}
