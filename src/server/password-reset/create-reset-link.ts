import { HANDOVER_RESET_LINK_TTL_HOURS } from "@shared/password-reset/password-reset.schema";
import type { AppDeps } from "../deps";
import { insertResetToken } from "./password-reset.repository";

export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * A reset link an admin or staff member hands over (when no email server is configured, or the
 * person cannot reach their mail). `createdBy` records who made it.
 */
export async function createHandoverResetLink(
  deps: Pick<AppDeps, "db" | "now" | "publicUrl">,
  userId: string,
  createdBy: string,
): Promise<{ link: string; expiresAt: string }> {
  const expiresAt = new Date(deps.now().getTime() + HANDOVER_RESET_LINK_TTL_HOURS * 3600_000);
  const token = await insertResetToken(deps.db, { userId, createdBy, expiresAt });
  return { link: resetLink(deps.publicUrl, token), expiresAt: expiresAt.toISOString() };
}
