import { z } from "zod";
import { plainName } from "./plain-name";

export const FULL_NAME_MIN = 2;
/** Not in the spec: long enough for any real name, short enough for one line of a team list. */
export const FULL_NAME_MAX = 100;
export const PASSWORD_MIN = 8;

export const PROFILE_MESSAGES = {
  passwordLength: "Password must be at least 8 characters",
  passwordUpper: "Password must contain at least one uppercase letter",
  passwordLower: "Password must contain at least one lowercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordHint: "Must be at least 8 characters with uppercase, lowercase, and numbers",
  passwordsMismatch: "Passwords do not match",
  fillAll: "Please fill in all fields correctly",
  loadFailed: "Failed to load user information",
  setupFailed: "Failed to set up profile. Please try again.",
  saveFailed: "Failed to save profile",
  passwordCommon: "This password is too common. Choose one that is harder to guess.",
} as const;

export const fullNameSchema = plainName(
  z
    .string()
    .trim()
    .min(FULL_NAME_MIN, `Full name must be at least ${FULL_NAME_MIN} characters`)
    .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
  "Full name",
);

/** The profile-setup email rule: something@something.something with no spaces. */
export const profileEmailSchema = z
  .string()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address");

/** The one password rule (profile setup, password change, reset, staff); the server also refuses common passwords. */
const withPasswordRules = (schema: z.ZodString) =>
  schema
    .regex(/[A-Z]/, PROFILE_MESSAGES.passwordUpper)
    .regex(/[a-z]/, PROFILE_MESSAGES.passwordLower)
    .regex(/[0-9]/, PROFILE_MESSAGES.passwordNumber);

export const strongPasswordSchema = withPasswordRules(
  z.string().min(PASSWORD_MIN, PROFILE_MESSAGES.passwordLength),
);

export const profileSetupSchema = z
  .object({
    fullName: fullNameSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string().min(1, PROFILE_MESSAGES.passwordsMismatch),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PROFILE_MESSAGES.passwordsMismatch,
  });
export type ProfileSetupInput = z.infer<typeof profileSetupSchema>;

export const updateProfileSchema = z.object({ fullName: fullNameSchema });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const PASSWORD_CHANGE_MESSAGES = {
  allRequired: "All fields are required",
  tooShort: "New password must be at least 8 characters",
  mismatch: "Passwords do not match",
  /** Not in the spec: a "change" to the same password would be reported as a success and change nothing. */
  sameAsCurrent: "New password must be different from the current one.",
  wrongCurrent: "Current password is incorrect",
  failed: "Failed to update password",
  success: "Password updated successfully",
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_CHANGE_MESSAGES.allRequired),
    newPassword: withPasswordRules(
      z
        .string()
        .min(1, PASSWORD_CHANGE_MESSAGES.allRequired)
        .min(PASSWORD_MIN, PASSWORD_CHANGE_MESSAGES.tooShort),
    ),
    confirmPassword: z.string().min(1, PASSWORD_CHANGE_MESSAGES.allRequired),
  })
  // The spec's checks come first: a mismatch stops here, so only one of the two messages shows.
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_CHANGE_MESSAGES.mismatch,
    abort: true,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** PATCH /api/profile: the name as saved. */
export const updateProfileResponseSchema = z.object({ success: z.literal(true), full_name: z.string() });
