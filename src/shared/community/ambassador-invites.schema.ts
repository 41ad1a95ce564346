import { z } from "zod";

export const AMBASSADOR_INVITE_STATUSES = ["invited", "joined", "declined"] as const;
export type AmbassadorInviteStatus = (typeof AMBASSADOR_INVITE_STATUSES)[number];

export const inviteAmbassadorSchema = z.object({ memberId: z.uuid("Choose a member of your community") });
export const inviteIdParamsSchema = z.object({ id: z.uuid("Invite not found") });
export const updateInviteSchema = z.object({
  status: z.enum(AMBASSADOR_INVITE_STATUSES, "Status is invited, joined or declined"),
});

export const ambassadorInviteSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  handle: z.string().nullable(),
  /** The member's name when known (from their orders or profile), shown beside the handle. */
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(AMBASSADOR_INVITE_STATUSES),
  invited_by: z.string(),
  invited_at: z.string(),
  status_changed_at: z.string(),
});
export type AmbassadorInvite = z.infer<typeof ambassadorInviteSchema>;
export const ambassadorInviteListSchema = z.object({ invites: z.array(ambassadorInviteSchema) });

export const INVITE_ERRORS = {
  memberNotFound: "Member not found",
  alreadyInvited: "This member is already on your ambassador list.",
  notFound: "Invite not found",
} as const;

export const AMBASSADOR_INVITE_CSV_COLUMNS = [
  "Handle",
  "Email",
  "Status",
  "Invited by",
  "Invited at",
  "Status changed at",
] as const;
export const ambassadorInvitesCsvFileName = (day: string) => `ambassador-list-${day}.csv`;
