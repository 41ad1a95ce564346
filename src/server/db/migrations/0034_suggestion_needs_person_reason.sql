-- Issue 20: a generation of suggestions that needs a person says why (the answer found may not
-- cover the whole question, the reply also answers earlier messages, or the message asks several
-- things), so the inbox's warning names the right check. Null: no reason kept (older rows).
ALTER TABLE "response_suggestions" ADD COLUMN IF NOT EXISTS "needs_person_reason" text;
