ALTER TABLE "automation_decisions" ADD COLUMN "failed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "automation_decisions" ADD COLUMN "failure_reason" text;
--> statement-breakpoint
ALTER TABLE "automation_decisions" ADD COLUMN "failure_code" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "spam_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_on_platform" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "platform_deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "post_caption" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "post_thumbnail_url" text;
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"team_id" text PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"hide_spam_on_platform" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"message_id" uuid NOT NULL REFERENCES "messages"("id") ON DELETE cascade,
	"action" text NOT NULL,
	"on_platform" boolean NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_events_message_idx" ON "moderation_events" USING btree ("message_id","created_at");
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_team_title_uq" ON "saved_replies" USING btree ("team_id","title");
--> statement-breakpoint
UPDATE "messages" SET "spam_at" = a."processed_at" FROM "message_ai_analysis" a WHERE a."message_id" = "messages"."id" AND 'possible_spam' = ANY(a."labels");
