CREATE TABLE "brand_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text NOT NULL,
	"is_reference_link" boolean DEFAULT false NOT NULL,
	"reference_url" text,
	"link_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"file_data" "bytea",
	"extracted_text" text,
	"summary" text,
	"key_facts" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_packs" (
	"team_id" text PRIMARY KEY NOT NULL,
	"pack" jsonb NOT NULL,
	"compiled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"team_id" text PRIMARY KEY NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"brand_tone" text DEFAULT '' NOT NULL,
	"brand_voice" text DEFAULT '' NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_personality" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_messages" text[] DEFAULT '{}'::text[] NOT NULL,
	"formality_level" text DEFAULT 'casual' NOT NULL,
	"use_emojis" boolean DEFAULT false NOT NULL,
	"rules_always" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules_never" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_escalate_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"hidden_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"response_config" jsonb,
	"wizard_completed" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_documents" ADD CONSTRAINT "brand_documents_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_packs" ADD CONSTRAINT "brand_packs_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_documents_team_created_idx" ON "brand_documents" USING btree ("team_id","created_at");