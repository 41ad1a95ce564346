-- Issue 17: the like count the platform last gave for a stored comment (null: never read), so a
-- refresh adds only the difference to the member's likes_received.
ALTER TABLE "community_interactions" ADD COLUMN IF NOT EXISTS "like_count" integer;
