-- Issue 17: the like count the platform last gave for a stored comment (null: never read), so a
-- refresh adds only the difference to the member's likes_received; and when it was last asked, so a
-- run cut short (throttled) starts next time with the comments read longest ago.
ALTER TABLE "community_interactions" ADD COLUMN IF NOT EXISTS "like_count" integer;
--> statement-breakpoint
ALTER TABLE "community_interactions" ADD COLUMN IF NOT EXISTS "likes_read_at" timestamp with time zone;
