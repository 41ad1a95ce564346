-- Issue 17: Shopify's own checkouts (checkouts/create and checkouts/update webhooks, and the Admin
-- API's abandoned checkouts read by the periodic sync), one row per store and checkout token. The
-- abandoned-cart list reads them beside the pixel's checkout events, one cart per token (decision 033).
CREATE TABLE IF NOT EXISTS "shopify_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid NOT NULL,
	"checkout_token" text NOT NULL,
	"email" text,
	"shopify_customer_id" text,
	"checkout_data" jsonb NOT NULL,
	"abandoned_checkout_url" text,
	"started_at" timestamp with time zone NOT NULL,
	"shopify_updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_checkouts" ADD CONSTRAINT "shopify_checkouts_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shopify_checkouts" ADD CONSTRAINT "shopify_checkouts_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shopify_checkouts_uq" ON "shopify_checkouts" USING btree ("integration_id","checkout_token");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shopify_checkouts_team_token_idx" ON "shopify_checkouts" USING btree ("team_id","checkout_token");
