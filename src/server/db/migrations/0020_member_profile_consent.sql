-- A community member's marketing consent (issue 17 item 5): opted in or out, with where it was
-- said and when; unknown until someone records it. No outreach to a member who opted out.
ALTER TABLE "community_members" ADD COLUMN "marketing_consent" text DEFAULT 'unknown' NOT NULL;
--> statement-breakpoint
ALTER TABLE "community_members" ADD COLUMN "consent_source" text;
--> statement-breakpoint
ALTER TABLE "community_members" ADD COLUMN "consent_recorded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_consent_check" CHECK ("marketing_consent" in ('unknown', 'opted_in', 'opted_out'));
