import { RESET_LINK_TTL_MINUTES } from "@shared/password-reset/password-reset.schema";
import type { AppDeps } from "../deps";
import { resetLink } from "./create-reset-link";
import { findUserByEmail, insertResetToken } from "./password-reset.repository";

/**
 * The forgot-password form: emails a one-hour link when the email has an account. The caller
 * answers the same either way, so the form does not tell who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const person = await findUserByEmail(deps.db, email);
  if (!person) return;
  const expiresAt = new Date(deps.now().getTime() + RESET_LINK_TTL_MINUTES * 60_000);
  const token = await insertResetToken(deps.db, { userId: person.id, createdBy: "self", expiresAt });
  const link = resetLink(deps.publicUrl, token);
  await deps.mailer.send({
    to: person.email,
    subject: "Reset your Lunara password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Lunara account.",
      "",
      `Choose a new password: ${link}`,
      "",
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
    ].join("\n"),
    link,
  });
}
