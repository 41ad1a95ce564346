import { z } from "zod";
import { DEFAULT_AMBASSADOR_THRESHOLDS, DEFAULT_ENGAGEMENT_VALUES } from "./community.constants";

/** The most one engagement (or 1,000 impressions) may be worth: numeric(10, 2) holds it, and no real value comes near. */
export const MAX_ENGAGEMENT_VALUE = 10_000;
export const MAX_MIN_MESSAGES = 10_000;
export const MAX_MIN_FOLLOWERS = 1_000_000_000;

export const ENGAGEMENT_VALUE_LABELS = {
  valuePerComment: "Value per comment",
  valuePerDm: "Value per DM",
  valuePerMention: "Value per mention",
  valuePerReply: "Value per reply received",
  valuePerLike: "Value per like received",
  valuePerShare: "Value per share received",
  cpm: "CPM (value per 1,000 followers reached by a mention)",
} as const satisfies Record<keyof typeof DEFAULT_ENGAGEMENT_VALUES, string>;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_ENGAGEMENT_VALUE, `${label} can be at most ${MAX_ENGAGEMENT_VALUE.toLocaleString("en-US")}`)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), `${label} has at most 2 decimals`);

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")}`);

export const communitySettingsInputSchema = z
  .object({
    valuePerComment: money(ENGAGEMENT_VALUE_LABELS.valuePerComment),
    valuePerDm: money(ENGAGEMENT_VALUE_LABELS.valuePerDm),
    valuePerMention: money(ENGAGEMENT_VALUE_LABELS.valuePerMention),
    valuePerReply: money(ENGAGEMENT_VALUE_LABELS.valuePerReply),
    valuePerLike: money(ENGAGEMENT_VALUE_LABELS.valuePerLike),
    valuePerShare: money(ENGAGEMENT_VALUE_LABELS.valuePerShare),
    cpm: money("CPM"),
    ambassadorMinMessages: count("Ambassador minimum interactions", MAX_MIN_MESSAGES),
    ambassadorMinFollowers: count("Ambassador minimum followers", MAX_MIN_FOLLOWERS),
  })
  .strict();
export type CommunitySettingsInput = z.infer<typeof communitySettingsInputSchema>;

export const communitySettingsSchema = communitySettingsInputSchema.extend({
  /** The caller may change them (team admins). */
  canEdit: z.boolean(),
  /** The team never saved its own values: these are the defaults. */
  isDefault: z.boolean(),
  currency: z.string(),
});
export type CommunitySettings = z.infer<typeof communitySettingsSchema>;

export const DEFAULT_COMMUNITY_SETTINGS: CommunitySettingsInput = {
  ...DEFAULT_ENGAGEMENT_VALUES,
  ambassadorMinMessages: DEFAULT_AMBASSADOR_THRESHOLDS.minMessages,
  ambassadorMinFollowers: DEFAULT_AMBASSADOR_THRESHOLDS.minFollowers,
};

export const COMMUNITY_SETTINGS_TEXTS = {
  adminsOnly: "Only team admins can change the community settings.",
} as const;

/** The Ambassadors tab's CSV: the table's columns, then the reason the member counts as an ambassador. */
export const AMBASSADOR_CSV_COLUMNS = [
  "Fan",
  "Handle",
  "Channels",
  "Email",
  "Creator",
  "Virality Factor",
  "EMV",
  "Ambassador reason",
] as const;
export const ambassadorsCsvFileName = (day: string) => `lunara-ambassadors-${day}.csv`;
