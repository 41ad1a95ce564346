import { z } from "zod";

export const INVITATION_MESSAGES = {
  noSession: "No active session found. Please try the invitation link again.",
  acceptFailed: "Failed to accept invitation",
  processingError: "An error occurred while processing your invitation",
  invalidLink: "Invalid invitation link",
  noConfirmationUrl: "No confirmation URL available",
  expired: "This invitation has expired. Please request a new one.",
  verifyFailed: "Failed to verify invitation. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  alreadyUsed: "This invitation link has already been used.",
  inAnotherTeam:
    "This account already belongs to another brand team, and a person belongs to one team. Ask that team's admin to remove you first, or ask to be invited with another email.",
  welcome: "You can now access the team dashboard and collaborate with your team.",
  unableToJoin: "Unable to Join",
  contactAdmin: "Please contact your team admin for a new invitation link.",
  alreadyMember: (teamName: string) => `You are already a member of ${teamName}.`,
} as const;

/** Invitation links stay valid this long. */
export const INVITATION_TTL_HOURS = 72;

export const confirmInviteSchema = z.object({
  token_hash: z.string().min(1, INVITATION_MESSAGES.invalidLink),
  type: z.literal("invite", { error: INVITATION_MESSAGES.invalidLink }),
});
export type ConfirmInviteInput = z.infer<typeof confirmInviteSchema>;

/** GET /api/invitations/preview: whom a usable link invites, and to which team (nothing is used up). */
export const invitationPreviewSchema = z.object({
  team_name: z.string(),
  email: z.string(),
  role: z.enum(["admin", "member"]),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/confirm: the invited account, now signed in (the cookie is set). */
export const confirmInviteResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  teamName: z.string(),
  role: z.string(),
});

/** POST /api/accept-invite response (the earlier product's accept-invite). */
export const acceptInviteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  teamId: z.string().optional(),
  role: z.string().optional(),
  error: z.string().optional(),
  /** The person had accepted already (the page was reloaded): nothing changed. */
  already_member: z.boolean().optional(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;
