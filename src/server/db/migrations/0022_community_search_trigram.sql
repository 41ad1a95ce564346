-- Issue 17: the community search (`search_text like '%…%'`) read every member of the team; a trigram
-- index serves it now that pg_trgm is loaded (migration 0017). Partial like the table's EMV index.
CREATE INDEX IF NOT EXISTS "community_members_search_trgm_idx" ON "community_members" USING gin ("search_text" gin_trgm_ops) WHERE "merged_into_id" is null;
