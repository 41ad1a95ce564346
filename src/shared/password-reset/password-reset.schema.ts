import { z } from "zod";
import { PROFILE_MESSAGES, strongPasswordSchema } from "../profile/profile.schema";

/** A link asked for from the sign-in screen is emailed and lasts an hour. */
export const RESET_LINK_TTL_MINUTES = 60;
/** A link an admin or staff member hands over lasts a day (they still have to pass it on). */
export const HANDOVER_RESET_LINK_TTL_HOURS = 24;

export const PASSWORD_RESET_TEXTS = {
  forgotLink: "Forgot your password?",
  forgotTitle: "Reset your password",
  forgotSubtitle: "Enter the email you sign in with and we'll send you a link to choose a new password.",
  send: "Send reset link",
  sending: "Sending...",
  sent: "If an account exists for that email, a reset link is on its way. It works once and expires in 60 minutes.",
  noMailHint: "No email arriving? Your team's admin can give you a reset link from Settings, Team.",
  resetTitle: "Choose a new password",
  resetSubtitle: "You will be signed out everywhere and can sign in with the new password.",
  submit: "Set new password",
  submitting: "Saving...",
  done: "Your password has been changed. Sign in with your new password.",
  invalidLink: "This password reset link is invalid, already used or expired. Ask for a new one.",
  backToSignIn: "Back to sign in",
  copyResetLink: "Copy reset link",
  resetLinkCopied: "Reset link copied. It works once and expires in 24 hours.",
} as const;

export const requestPasswordResetSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(320).pipe(z.email("Enter a valid email address")),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const completePasswordResetSchema = z
  .object({
    token: z.string().min(1, PASSWORD_RESET_TEXTS.invalidLink).max(200, PASSWORD_RESET_TEXTS.invalidLink),
    password: strongPasswordSchema,
    confirmPassword: z.string().min(1, PROFILE_MESSAGES.passwordsMismatch),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PROFILE_MESSAGES.passwordsMismatch,
  });
export type CompletePasswordResetInput = z.infer<typeof completePasswordResetSchema>;

export const staffResetLinkSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(320).pipe(z.email("Enter a valid email address")),
});

/** A hand-over link as the admin's and staff's screens get it. */
export const resetLinkResponseSchema = z.object({ link: z.string(), expiresAt: z.string() });
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;

/** POST /api/password-reset/request and /complete: the sentence the page shows. */
export const passwordResetAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
