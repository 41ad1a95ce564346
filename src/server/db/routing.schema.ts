import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth.schema";
import { teamRef, ts } from "./columns";

/**
 * Routing of a brand team (migration 0010): business hours in the team's timezone, SLA targets per
 * urgency, and which routing teams assign new items by round robin. No row means the defaults.
 */
export const routingSettings = pgTable("routing_settings", {
  teamId: teamRef().primaryKey(),
  timezone: text("timezone").notNull().default("UTC"),
  /** 0 = Sunday .. 6 = Saturday; null = every day. */
  businessDays: integer("business_days").array(),
  /** Minutes after local midnight; null = the whole day. */
  openMinute: integer("open_minute"),
  closeMinute: integer("close_minute"),
  slaCrisisMinutes: integer("sla_crisis_minutes").notNull().default(15),
  slaUrgentMinutes: integer("sla_urgent_minutes").notNull().default(60),
  slaHighMinutes: integer("sla_high_minutes").notNull().default(240),
  slaNormalMinutes: integer("sla_normal_minutes").notNull().default(1440),
  slaLowMinutes: integer("sla_low_minutes").notNull().default(1440),
  autoAssignTeams: text("auto_assign_teams").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A person of the brand team as the routing queue sees them: capacity and presence. */
export const routingPeople = pgTable(
  "routing_people",
  {
    teamId: teamRef(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Open items the person can hold at once. */
    capacity: integer("capacity").notNull().default(10),
    /** Last sign of life on the realtime stream. */
    lastSeenAt: ts("last_seen_at"),
    lastAssignedAt: ts("last_assigned_at"),
  },
  (t) => [primaryKey({ name: "routing_people_pk", columns: [t.teamId, t.userId] })],
);

/** Membership of a person in a routing team (cx, sales, ...); a person may be in several. */
export const routingTeamMembers = pgTable(
  "routing_team_members",
  {
    teamId: teamRef(),
    routingTeam: text("routing_team").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "routing_team_members_pk", columns: [t.teamId, t.routingTeam, t.userId] }),
    index("routing_team_members_user_idx").on(t.teamId, t.userId),
  ],
);
