import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth.schema";

export const userProfiles = pgTable("user_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  email: text("email").notNull(),
  onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    source: text("source").notNull().default(""),
    status: text("status").notNull().default("new"),
    teamId: text("team_id").references(() => organization.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("demo_requests_created_idx").on(t.createdAt)],
);

export const staffAccounts = pgTable("staff_accounts", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable("staff_sessions", {
  /** sha256 of the cookie's token. */
  tokenHash: text("token_hash").primaryKey(),
  staffId: uuid("staff_id")
    .notNull()
    .references(() => staffAccounts.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Emails sent while no SMTP server is configured: shown to staff and printed in the log. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_emails_created_idx").on(t.createdAt)],
);

/** Window counters shared by every process; a window opens at a key's first hit (migration 0016, UNLOGGED). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);

/** Sign-in failures per account, shared by every process (migration 0018, UNLOGGED). */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_failures_last_failure_idx").on(t.lastFailureAt)],
);

/** Token buckets shared by every process, synced in batches (migration 0016, UNLOGGED). */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
