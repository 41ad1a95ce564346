-- Issue 20: when the sources answering a question state different values of the same fact (gift
-- cards "valid for 3 years" in one, "never expire" in another), the generation of suggestions keeps
-- those sentences (citation shape: chunk id, source, quote) so the inbox names both sources.
ALTER TABLE "response_suggestions" ADD COLUMN IF NOT EXISTS "disagreeing" jsonb DEFAULT '[]'::jsonb NOT NULL;
