CREATE TABLE "knowledge_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"source_name" text NOT NULL,
	"source_hash" text NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "source_name" || ' ' || "content")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "knowledge_chunks_search_idx" ON "knowledge_chunks" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "knowledge_chunks_source_idx" ON "knowledge_chunks" USING btree ("team_id","source_kind","source_id");
--> statement-breakpoint
CREATE TABLE "knowledge_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_answers" ADD CONSTRAINT "knowledge_answers_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "knowledge_answers_team_idx" ON "knowledge_answers" USING btree ("team_id","created_at");
--> statement-breakpoint
CREATE TABLE "knowledge_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"question" text NOT NULL,
	"topic" text NOT NULL,
	"answer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_gaps" ADD CONSTRAINT "knowledge_gaps_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "knowledge_gaps" ADD CONSTRAINT "knowledge_gaps_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "knowledge_gaps" ADD CONSTRAINT "knowledge_gaps_answer_id_knowledge_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."knowledge_answers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_gaps_message_uq" ON "knowledge_gaps" USING btree ("message_id");
--> statement-breakpoint
CREATE INDEX "knowledge_gaps_team_idx" ON "knowledge_gaps" USING btree ("team_id","answer_id","created_at");
--> statement-breakpoint
ALTER TABLE "response_suggestions" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "brand_documents" ADD COLUMN "content_hash" text;
--> statement-breakpoint
ALTER TABLE "brand_documents" ADD COLUMN "refreshed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "brand_documents" ADD COLUMN "content_changed_at" timestamp with time zone;
