import { z } from "zod";
import { TEAMS } from "../ai/ai.constants";
import { URGENCY_LEVELS } from "../ai/urgency";
import { ROUTING_RANGES } from "./routing.constants";

export const routingFiltersSchema = z.object({
  range: z.enum(ROUTING_RANGES).default("week"),
  team: z.enum(["all", ...TEAMS]).default("all"),
  urgency: z.enum(["all", ...URGENCY_LEVELS]).default("all"),
});
export type RoutingFilters = z.infer<typeof routingFiltersSchema>;

export const routingItemParamsSchema = z.object({ id: z.uuid("Routing item not found") });

export const queueItemSchema = z.object({
  id: z.string(),
  message_id: z.string(),
  content: z.string(),
  platform: z.string(),
  message_type: z.string(),
  sender_username: z.string(),
  intent: z.string(),
  priority_score: z.number(),
  sentiment_score: z.number(),
  /** The engine's reading, the one its routing reason states; the badge shows it too. */
  sentiment_classification: z.string(),
  team: z.string(),
  urgency: z.string(),
  routing_reason: z.string().nullable(),
  status: z.string(),
  assigned_to: z.string().nullable(),
  assignee_name: z.string().nullable(),
  received_at: z.string(),
  assigned_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  sla_due_at: z.string().nullable(),
  reply_window_ends_at: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueResponseSchema = z.object({ total: z.number(), items: z.array(queueItemSchema) });
export type QueueResponse = z.infer<typeof queueResponseSchema>;

export const teamCardSchema = z.object({
  team: z.string(),
  members: z.number(),
  active_members: z.number(),
  capacity: z.number(),
  open: z.number(),
  pending: z.number(),
  workload_percent: z.number(),
  avg_response_minutes: z.number().nullable(),
  auto_assign: z.boolean(),
});
export type TeamCard = z.infer<typeof teamCardSchema>;
export const teamCardsResponseSchema = z.object({ teams: z.array(teamCardSchema) });

export const personStatsSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  active: z.boolean(),
  capacity: z.number(),
  open: z.number(),
  completed: z.number(),
  avg_response_minutes: z.number().nullable(),
  avg_resolution_minutes: z.number().nullable(),
});
export type PersonStats = z.infer<typeof personStatsSchema>;

export const routingStatsSchema = z.object({
  total_pending: z.number(),
  in_progress: z.number(),
  completed_today: z.number(),
  active_members: z.number(),
  avg_response_minutes: z.number().nullable(),
  avg_resolution_minutes: z.number().nullable(),
  sla_breaches: z.number(),
  people: z.array(personStatsSchema),
});
export type RoutingStats = z.infer<typeof routingStatsSchema>;

const minutes = z
  .number()
  .int()
  .min(1)
  .max(60 * 24 * 30);
const minuteOfDay = z.number().int().min(0).max(1440);

export const slaTargetsSchema = z.object({
  crisis: minutes,
  urgent: minutes,
  high: minutes,
  normal: minutes,
  low: minutes,
});

export const routingSettingsSchema = z.object({
  timezone: z.string().refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown timezone" },
  ),
  /** 0 = Sunday .. 6 = Saturday; null = every day. */
  business_days: z.array(z.number().int().min(0).max(6)).max(7).nullable(),
  /** Minutes after local midnight; both null = the whole day. */
  open_minute: minuteOfDay.nullable(),
  close_minute: minuteOfDay.nullable(),
  sla_minutes: slaTargetsSchema,
  auto_assign_teams: z.array(z.enum(TEAMS)).max(TEAMS.length),
});
export type RoutingSettings = z.infer<typeof routingSettingsSchema>;
export const updateRoutingSettingsSchema = routingSettingsSchema
  .refine((v) => (v.open_minute === null) === (v.close_minute === null), {
    message: "Set both opening and closing times, or neither",
    path: ["open_minute"],
  })
  .refine((v) => v.open_minute === null || v.close_minute === null || v.open_minute < v.close_minute, {
    message: "Opening time must be before closing time",
    path: ["close_minute"],
  });

export const routingPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  capacity: z.number(),
  teams: z.array(z.string()),
  active: z.boolean(),
  last_seen_at: z.string().nullable(),
});
export type RoutingPerson = z.infer<typeof routingPersonSchema>;

export const routingSetupResponseSchema = z.object({
  settings: routingSettingsSchema,
  people: z.array(routingPersonSchema),
  me: z.object({ user_id: z.string(), role: z.enum(["admin", "member"]) }),
});
export type RoutingSetup = z.infer<typeof routingSetupResponseSchema>;

export const updatePersonSchema = z.object({
  capacity: z.number().int().min(1).max(500),
  teams: z.array(z.enum(TEAMS)).max(TEAMS.length),
});
export type UpdatePersonInput = z.infer<typeof updatePersonSchema>;
export const personParamsSchema = z.object({ userId: z.string().min(1).max(200) });

export const assignItemSchema = z.object({
  user_id: z.string().min(1).max(200).nullable(),
  team: z.enum(TEAMS).optional(),
});
export type AssignItemInput = z.infer<typeof assignItemSchema>;

export const routingItemResultSchema = z.object({ item: queueItemSchema });

export const deadlineSchema = z.object({
  message_id: z.string(),
  status: z.string(),
  sla_due_at: z.string().nullable(),
  reply_window_ends_at: z.string().nullable(),
});
export type Deadline = z.infer<typeof deadlineSchema>;
export const deadlinesResponseSchema = z.object({ deadlines: z.array(deadlineSchema) });

/** The Team Dashboard's three reads in one answer (one round trip per live update). */
export const teamDashboardResponseSchema = z.object({
  queue: queueResponseSchema,
  teams: z.array(teamCardSchema),
  stats: routingStatsSchema,
});
export type TeamDashboard = z.infer<typeof teamDashboardResponseSchema>;
