CREATE TABLE "comment_dm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"platform" text DEFAULT 'instagram' NOT NULL,
	"post_platform_id" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"intent" text,
	"intent_threshold" real,
	"public_reply" text NOT NULL,
	"dm_text" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_dm_rules_platform_ck" CHECK ("platform" = 'instagram'),
	CONSTRAINT "comment_dm_rules_trigger_ck" CHECK (cardinality("keywords") > 0 OR "intent" IS NOT NULL),
	CONSTRAINT "comment_dm_rules_threshold_ck" CHECK ("intent_threshold" IS NULL OR ("intent_threshold" >= 0 AND "intent_threshold" <= 1))
);
--> statement-breakpoint
ALTER TABLE "comment_dm_rules" ADD CONSTRAINT "comment_dm_rules_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_dm_rules_team_name_uq" ON "comment_dm_rules" USING btree ("team_id","name");
--> statement-breakpoint
CREATE INDEX "comment_dm_rules_team_enabled_idx" ON "comment_dm_rules" USING btree ("team_id","enabled");
--> statement-breakpoint
CREATE TABLE "comment_dm_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"rule_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"commenter_platform_id" text NOT NULL,
	"commenter_username" text NOT NULL,
	"matched_by" text NOT NULL,
	"matched_keyword" text,
	"intent_confidence" real,
	"dm_recipient" text,
	"dm_comment_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"tracking_link_id" uuid,
	"private_reply_id" text,
	"public_reply_id" text,
	"public_reply_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"comment_received_at" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"dm_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_dm_matches_status_ck" CHECK ("status" IN ('queued','sending','sent','skipped','failed'))
);
--> statement-breakpoint
ALTER TABLE "comment_dm_matches" ADD CONSTRAINT "comment_dm_matches_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comment_dm_matches" ADD CONSTRAINT "comment_dm_matches_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."comment_dm_rules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comment_dm_matches" ADD CONSTRAINT "comment_dm_matches_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comment_dm_matches" ADD CONSTRAINT "comment_dm_matches_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_dm_matches_rule_message_uq" ON "comment_dm_matches" USING btree ("rule_id","message_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_dm_matches_rule_recipient_uq" ON "comment_dm_matches" USING btree ("rule_id","dm_recipient");
--> statement-breakpoint
CREATE UNIQUE INDEX "comment_dm_matches_comment_uq" ON "comment_dm_matches" USING btree ("dm_comment_id");
--> statement-breakpoint
CREATE INDEX "comment_dm_matches_team_rule_idx" ON "comment_dm_matches" USING btree ("team_id","rule_id","matched_at");
--> statement-breakpoint
CREATE INDEX "comment_dm_matches_integration_sent_idx" ON "comment_dm_matches" USING btree ("integration_id","dm_sent_at");
