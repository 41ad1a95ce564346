import { z } from "zod";
import { teamRoleSchema } from "../auth/auth.schema";

/** Members plus pending invitations may never exceed this. */
export const TEAM_MAX_SEATS = 4;

export const TEAM_MESSAGES = {
  limitReached:
    "Team limit reached (max 4 members). Cancel a pending invitation or remove a member to invite someone new.",
  memberNotice: "You're a team member. Only admins can invite or remove team members.",
  inviteFailed: "Failed to send invitation",
  removeFailed: "Failed to remove team member",
  removeConfirm: "Are you sure you want to remove this team member? This action cannot be undone.",
  removed: "Team member removed successfully",
  memberRoleDescription: "Can view and respond to messages",
  adminsOnly: "Only admins can invite or remove team members",
  cannotRemoveSelf: "You cannot remove yourself from the team",
  alreadyMember: "This person is already a member of your team",
  alreadyInvited: "An invitation is already pending for this email",
  inAnotherTeam:
    "This person already works in another brand team on Lunara. A person belongs to one team: that team's admin must remove them first, or invite another email.",
  memberNotFound: "Team member not found",
  invitationNotFound: "Invitation not found",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  resend: "Resend",
  resent: "Sent!",
  noMailNotice:
    "No email server is configured, so invitation emails are not delivered. Copy an invitation's link and send it yourself; copying makes a new link and the old one stops working.",
  newLinkNotice: "Copying or resending makes a new link; earlier links for that invitation stop working.",
} as const;

export const inviteMemberSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  role: z.literal("member").default("member"),
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const removeMemberSchema = z.object({ memberId: z.string().min(1, "memberId is required") });
export type RemoveMemberInput = z.infer<typeof removeMemberSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  team_id: z.string(),
  role: teamRoleSchema,
  joined_at: z.string(),
  full_name: z.string().nullable(),
  users: z.object({ email: z.string() }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/team/members (the earlier product's get-team-members). */
export const teamMembersResponseSchema = z.object({
  success: z.literal(true),
  teamMembers: z.array(teamMemberSchema),
  pendingInvitations: z.array(pendingInvitationSchema),
  teamSize: z.number().int(),
  maxSeats: z.number().int(),
  remainingSeats: z.number().int(),
  /** False when invitation emails only reach the outbox: admins then copy links themselves. */
  mailConfigured: z.boolean(),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/** POST /api/team/invitations: the pending invitation. */
export const inviteMemberResponseSchema = z.object({
  success: z.literal(true),
  invitation: z.object({ id: z.string(), email: z.string(), role: z.string() }),
});

/** POST /api/team/invitations/:id/resend: a fresh link, and whether it went out by email. */
export const invitationResentSchema = z.object({
  success: z.literal(true),
  link: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
});
