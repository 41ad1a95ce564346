CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"assistant" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "assistant_conversations_owner_idx" ON "assistant_conversations" USING btree ("team_id","user_id","assistant","updated_at");
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"answer" jsonb,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","seq");
--> statement-breakpoint
CREATE TABLE "assistant_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"conversation_id" uuid,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"previous" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_by" text,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "assistant_actions_team_idx" ON "assistant_actions" USING btree ("team_id","created_at");
--> statement-breakpoint
CREATE TABLE "assistant_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"monitor" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_alerts" ADD CONSTRAINT "assistant_alerts_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_alerts_dedupe_uq" ON "assistant_alerts" USING btree ("team_id","monitor","dedupe_key");
--> statement-breakpoint
CREATE INDEX "assistant_alerts_team_idx" ON "assistant_alerts" USING btree ("team_id","created_at");
--> statement-breakpoint
CREATE TABLE "assistant_monitor_settings" (
	"team_id" text NOT NULL,
	"monitor" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"threshold" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_monitor_settings_pk" PRIMARY KEY("team_id","monitor")
);
--> statement-breakpoint
ALTER TABLE "assistant_monitor_settings" ADD CONSTRAINT "assistant_monitor_settings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "analysis_waiting_past_sla_idx" ON "message_ai_analysis" USING btree ("team_id","sla_due_at") WHERE "in_queue" AND "first_response_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "messages_team_received_cover_idx" ON "messages" USING btree ("team_id","received_at") INCLUDE ("id","status","platform","spam_at");
--> statement-breakpoint
CREATE INDEX "analysis_message_cover_idx" ON "message_ai_analysis" USING btree ("message_id") INCLUDE ("team_id","normalized_intent","sentiment_classification","urgency_level");
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "messages_content_trgm_idx" ON "messages" USING gin (lower("content") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "messages_sender_trgm_idx" ON "messages" USING gin (lower("sender_username") gin_trgm_ops);
