-- Issue 20: passages that may answer a question the knowledge index could not answer for sure
-- (the best sentence of each of its top passages), stored with the suggestions they came with so
-- the inbox can offer them to the agent (citation shape: chunk id, source, quote).
ALTER TABLE "response_suggestions" ADD COLUMN IF NOT EXISTS "leads" jsonb DEFAULT '[]'::jsonb NOT NULL;
