import { z } from "zod";
import { COMMUNITY_PAGE_SIZE, COMMUNITY_TABS } from "./community.constants";

export const listMembersQuerySchema = z.object({
  tab: z.enum(COMMUNITY_TABS).default("all"),
  search: z.string().trim().max(200).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(COMMUNITY_PAGE_SIZE),
});
export type ListMembersQuery = z.infer<typeof listMembersQuerySchema>;

export const memberChannelSchema = z.enum(["instagram", "tiktok", "shopify"]);

export const communityMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  handle: z.string().nullable(),
  handles: z.array(z.object({ platform: z.string(), handle: z.string().nullable() })),
  email: z.string().nullable(),
  channels: z.array(z.string()),
  followers: z.number().nullable(),
  creator: z.string(),
  engagement: z.enum(["high", "medium", "low"]),
  virality_factor: z.number(),
  emv: z.number(),
  message_count: z.number(),
  order_count: z.number(),
  order_total: z.number(),
  click_count: z.number(),
  lead_status: z.string().nullable(),
  lead_id: z.string().nullable(),
  ambassador_reason: z.string().nullable(),
  last_seen_at: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

export const memberPageSchema = z.object({
  members: z.array(communityMemberSchema),
  total: z.number(),
  /** The count stopped at its cap: there are more members than `total`. */
  totalIsLowerBound: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  currency: z.string(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const communityCardsSchema = z.object({
  totalMembers: z.number(),
  ambassadors: z.number(),
  abandonCart: z.number(),
  events: z.number(),
  /** Revenue of orders that completed a checkout after it had counted as abandoned. */
  recoveredRevenue: z.number(),
  currency: z.string(),
});
export type CommunityCards = z.infer<typeof communityCardsSchema>;

export const memberIdParamsSchema = z.object({ id: z.uuid("Member not found") });

export const mergeMembersSchema = z.object({
  keepId: z.uuid("Choose the member to keep"),
  otherId: z.uuid("Choose the member to merge"),
});
export const splitMemberSchema = z.object({
  identityIds: z.array(z.uuid()).min(1, "Choose at least one handle to split off").max(50),
});
export const undoMergeParamsSchema = z.object({ id: z.uuid("Merge not found") });

/** A merge or split: the record that can undo it, and the member that now holds the identities. */
export const membershipChangeSchema = z.object({ mergeId: z.string(), memberId: z.string() });

/** An undone merge or split: the members as they were before it. */
export const undoneMergeSchema = z.object({ memberIds: z.array(z.string()) });

export const MARKETING_CONSENT = ["unknown", "opted_in", "opted_out"] as const;
export const CONSENT_LABELS: Record<(typeof MARKETING_CONSENT)[number], string> = {
  unknown: "Not recorded",
  opted_in: "Opted in",
  opted_out: "Opted out",
};

/** What the team keeps about a member by hand: tags, notes and marketing consent. */
export const memberProfileSchema = z.object({
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  consent: z.object({
    status: z.enum(MARKETING_CONSENT),
    source: z.string().nullable(),
    recorded_at: z.string().nullable(),
  }),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const tag = z
  .string()
  .trim()
  .min(1, "A tag cannot be empty")
  .max(40, "A tag is at most 40 characters")
  .transform((t) => t.toLowerCase());

export const memberProfileInputSchema = z
  .object({
    tags: z
      .array(tag)
      .max(20, "At most 20 tags")
      .transform((tags) => [...new Set(tags)])
      .optional(),
    notes: z.string().trim().max(2000, "Notes are at most 2,000 characters").nullable().optional(),
    consent: z
      .object({
        status: z.enum(["opted_in", "opted_out"], "Choose opted in or opted out"),
        source: z
          .string()
          .trim()
          .min(1, "Say where the member gave or withdrew consent")
          .max(200, "The source is at most 200 characters"),
      })
      .optional(),
  })
  .refine((v) => v.tags !== undefined || v.notes !== undefined || v.consent !== undefined, {
    message: "Nothing to change",
  });
export type MemberProfileInput = z.infer<typeof memberProfileInputSchema>;

export const memberDetailSchema = z.object({
  member: communityMemberSchema,
  profile: memberProfileSchema,
  currency: z.string(),
  identities: z.array(
    z.object({
      id: z.string(),
      platform: z.string(),
      platform_id: z.string(),
      handle: z.string().nullable(),
    }),
  ),
  timeline: z.array(
    z.object({
      kind: z.string(),
      platform: z.string(),
      occurred_at: z.string(),
      ref_id: z.string(),
      amount: z.number(),
      content: z.string().nullable(),
      handle: z.string().nullable(),
      order_number: z.string().nullable(),
      currency: z.string().nullable(),
      destination_url: z.string().nullable(),
    }),
  ),
  merges: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      reason: z.string(),
      created_at: z.string(),
      undone_at: z.string().nullable(),
      other_member_id: z.string(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
