-- Issue 20: a generation of suggestions whose question no source answers, or whose answer covers
-- only part of what was asked, is never sent by the automatic reply: a person checks it first.
ALTER TABLE "response_suggestions" ADD COLUMN IF NOT EXISTS "needs_person" boolean DEFAULT false NOT NULL;
