-- A store action that made something to send (a discount code, a checkout link) keeps the text it
-- offered, so it can be sent from the panel's list later; until when a code is valid, so an expired
-- one is not offered; and when it was sent, so a teammate or a reload does not send it twice. Older
-- rows have none of these: they were only shown as a summary.
ALTER TABLE "store_actions" ADD COLUMN IF NOT EXISTS "message" text;--> statement-breakpoint
ALTER TABLE "store_actions" ADD COLUMN IF NOT EXISTS "message_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_actions" ADD COLUMN IF NOT EXISTS "message_sent_at" timestamp with time zone;
