CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid NOT NULL,
	"shopify_order_id" text NOT NULL,
	"order_number" text,
	"checkout_token" text,
	"email" text,
	"phone" text,
	"currency" text NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"subtotal_price" numeric(12, 2),
	"total_discounts" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_shipping" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_refunded" numeric(12, 2) DEFAULT '0' NOT NULL,
	"financial_status" text,
	"discount_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"note_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shopify_customer_id" text,
	"order_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid NOT NULL,
	"shopify_product_id" text NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"description" text,
	"product_type" text,
	"price_min" numeric(12, 2),
	"price_max" numeric(12, 2),
	"image_url" text,
	"online_store_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"decision" text NOT NULL,
	"executed" boolean DEFAULT false NOT NULL,
	"executed_at" timestamp with time zone,
	"normalized_intent" text NOT NULL,
	"confidence_score" real NOT NULL,
	"threshold_required" real NOT NULL,
	"delay_applied_minutes" integer DEFAULT 0 NOT NULL,
	"scheduled_for" timestamp with time zone,
	"reason" text,
	"job_id" text,
	"overridden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"parent_message_id" uuid NOT NULL,
	"content" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_type" text DEFAULT 'agent' NOT NULL,
	"response_type" text NOT NULL,
	"sent_via_platform" boolean DEFAULT false NOT NULL,
	"platform_response_id" text,
	"ai_response_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"sender_handle" text NOT NULL,
	"sender_platform_id" text NOT NULL,
	"thread_type" text DEFAULT 'dm' NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_content" text,
	"last_message_type" text,
	"conversation_stage" text DEFAULT 'new' NOT NULL,
	"customer_sentiment" text,
	"linked_lead_id" uuid,
	"automation_status" text DEFAULT 'manual' NOT NULL,
	"automated_response_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_ai_analysis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"priority_score" integer NOT NULL,
	"sentiment_score" real NOT NULL,
	"sentiment_classification" text NOT NULL,
	"intent_classification" text NOT NULL,
	"normalized_intent" text NOT NULL,
	"confidence_score" real NOT NULL,
	"enhanced_analysis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommended_action" text NOT NULL,
	"recommended_team" text NOT NULL,
	"urgency_level" text NOT NULL,
	"crisis_flag" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"routing_reason" text,
	"routing_status" text DEFAULT 'pending' NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"platform_message_id" text NOT NULL,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"sender_username" text NOT NULL,
	"sender_platform_id" text NOT NULL,
	"parent_message_id" uuid,
	"parent_platform_id" text,
	"post_url" text,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thread_id" uuid,
	"sequence_number" integer,
	"is_thread_starter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"content" text NOT NULL,
	"suggestion_type" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"shop_domain" text,
	"platform_username" text,
	"platform_account_id" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"follower_count" integer,
	"currency" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"pixel_installed" boolean DEFAULT false NOT NULL,
	"pixel_installed_at" timestamp with time zone,
	"pixel_code_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text NOT NULL,
	"platform" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"source" text NOT NULL,
	"delivery_id" text NOT NULL,
	"topic" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_decisions" ADD CONSTRAINT "automation_decisions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_decisions" ADD CONSTRAINT "automation_decisions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_responses" ADD CONSTRAINT "conversation_responses_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_responses" ADD CONSTRAINT "conversation_responses_parent_message_id_messages_id_fk" FOREIGN KEY ("parent_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD CONSTRAINT "message_ai_analysis_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD CONSTRAINT "message_ai_analysis_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_suggestions" ADD CONSTRAINT "response_suggestions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_suggestions" ADD CONSTRAINT "response_suggestions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shopify_uq" ON "orders" USING btree ("integration_id","shopify_order_id");--> statement-breakpoint
CREATE INDEX "orders_team_processed_idx" ON "orders" USING btree ("team_id","processed_at");--> statement-breakpoint
CREATE INDEX "orders_checkout_token_idx" ON "orders" USING btree ("checkout_token");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shopify_uq" ON "products" USING btree ("integration_id","shopify_product_id");--> statement-breakpoint
CREATE INDEX "products_team_title_idx" ON "products" USING btree ("team_id","status","title");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_message_uq" ON "automation_decisions" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "decision_team_idx" ON "automation_decisions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "responses_parent_idx" ON "conversation_responses" USING btree ("parent_message_id","created_at");--> statement-breakpoint
CREATE INDEX "responses_team_idx" ON "conversation_responses" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "threads_sender_uq" ON "conversation_threads" USING btree ("integration_id","sender_platform_id","thread_type");--> statement-breakpoint
CREATE INDEX "threads_team_last_idx" ON "conversation_threads" USING btree ("team_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_message_uq" ON "message_ai_analysis" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "analysis_team_processed_idx" ON "message_ai_analysis" USING btree ("team_id","processed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_platform_id_uq" ON "messages" USING btree ("integration_id","platform_message_id");--> statement-breakpoint
CREATE INDEX "messages_team_received_idx" ON "messages" USING btree ("team_id","received_at");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","sequence_number");--> statement-breakpoint
CREATE INDEX "suggestions_message_idx" ON "response_suggestions" USING btree ("message_id","generation");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_team_platform_account_uq" ON "integrations" USING btree ("team_id","platform","platform_account_id");--> statement-breakpoint
CREATE INDEX "integrations_platform_account_idx" ON "integrations" USING btree ("platform","platform_account_id");--> statement-breakpoint
CREATE INDEX "integrations_shop_domain_idx" ON "integrations" USING btree ("shop_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_uq" ON "webhook_deliveries" USING btree ("source","delivery_id");