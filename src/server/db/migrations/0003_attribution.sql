CREATE TABLE "attribution_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid NOT NULL,
	"client_event_id" text NOT NULL,
	"type" text NOT NULL,
	"client_id" text NOT NULL,
	"mid" text,
	"cid" text,
	"lead_id" uuid,
	"checkout_token" text,
	"order_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribution_settings" (
	"team_id" text PRIMARY KEY NOT NULL,
	"window_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_days" (
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"link_clicks" integer DEFAULT 0 NOT NULL,
	"added_to_cart" integer DEFAULT 0 NOT NULL,
	"reached_checkout" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"email" text,
	"phone" text,
	"instagram_username" text,
	"tiktok_username" text,
	"social_platform_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shopify_customer_id" text,
	"first_name" text,
	"last_name" text,
	"intent_score" real DEFAULT 0 NOT NULL,
	"lead_quality" text DEFAULT 'cold' NOT NULL,
	"total_interactions" integer DEFAULT 0 NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"has_cart" boolean DEFAULT false NOT NULL,
	"checkout_started_at" timestamp with time zone,
	"attributed_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"status" text GENERATED ALWAYS AS (case when total_orders > 0 or attributed_revenue > 0 then 'converted' when message_count > 0 and click_count > 0 and has_cart then 'added_to_cart' when message_count > 0 and click_count > 0 then 'visited_site' else 'engaged' end) STORED NOT NULL,
	"first_interaction" timestamp with time zone,
	"last_interaction" timestamp with time zone,
	"last_conversation_at" timestamp with time zone,
	"primary_thread_id" uuid,
	"thread_count" integer DEFAULT 0 NOT NULL,
	"products_purchased" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"tracking_link_id" uuid NOT NULL,
	"lead_id" uuid,
	"message_id" uuid,
	"user_agent" text,
	"referrer" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_days" (
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"location" text NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"lead_id" uuid,
	"message_id" uuid,
	"tracking_link_id" uuid,
	"cid" text,
	"method" text NOT NULL,
	"window_days" integer NOT NULL,
	"order_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attributed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"shopify_refund_id" text NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"product_key" text NOT NULL,
	"variant_key" text DEFAULT '' NOT NULL,
	"product_id" uuid,
	"product_title" text NOT NULL,
	"variant_title" text,
	"net_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"gross_sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discounts" numeric(14, 2) DEFAULT '0' NOT NULL,
	"returns" numeric(14, 2) DEFAULT '0' NOT NULL,
	"shipping" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"attributed_sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"attributed_orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"team_id" text NOT NULL,
	"integration_id" uuid,
	"message_id" uuid,
	"thread_id" uuid,
	"lead_id" uuid,
	"product_id" uuid,
	"variant_id" text,
	"discount_code" text,
	"source" text NOT NULL,
	"destination_url" text NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribution_events" ADD CONSTRAINT "attribution_events_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_events" ADD CONSTRAINT "attribution_events_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_settings" ADD CONSTRAINT "attribution_settings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_days" ADD CONSTRAINT "funnel_days_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_tracking_link_id_tracking_links_id_fk" FOREIGN KEY ("tracking_link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_days" ADD CONSTRAINT "location_days_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD CONSTRAINT "revenue_days_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribution_events_client_uq" ON "attribution_events" USING btree ("integration_id","client_event_id");--> statement-breakpoint
CREATE INDEX "attribution_events_checkout_idx" ON "attribution_events" USING btree ("integration_id","checkout_token");--> statement-breakpoint
CREATE INDEX "attribution_events_order_idx" ON "attribution_events" USING btree ("integration_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_days_uq" ON "funnel_days" USING btree ("team_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_team_instagram_uq" ON "leads" USING btree ("team_id",("social_platform_ids"->>'instagram'));--> statement-breakpoint
CREATE UNIQUE INDEX "leads_team_tiktok_uq" ON "leads" USING btree ("team_id",("social_platform_ids"->>'tiktok'));--> statement-breakpoint
CREATE INDEX "leads_team_email_idx" ON "leads" USING btree ("team_id",lower("email"));--> statement-breakpoint
CREATE INDEX "leads_team_phone_idx" ON "leads" USING btree ("team_id","phone");--> statement-breakpoint
CREATE INDEX "leads_team_last_conv_idx" ON "leads" USING btree ("team_id","last_conversation_at","id");--> statement-breakpoint
CREATE INDEX "leads_team_created_idx" ON "leads" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "link_clicks_team_clicked_idx" ON "link_clicks" USING btree ("team_id","clicked_at");--> statement-breakpoint
CREATE INDEX "link_clicks_lead_idx" ON "link_clicks" USING btree ("lead_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "location_days_uq" ON "location_days" USING btree ("team_id","day","location");--> statement-breakpoint
CREATE UNIQUE INDEX "order_attributions_order_uq" ON "order_attributions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_attributions_team_idx" ON "order_attributions" USING btree ("team_id","attributed_at");--> statement-breakpoint
CREATE INDEX "order_attributions_lead_idx" ON "order_attributions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "order_attributions_cid_idx" ON "order_attributions" USING btree ("team_id","cid");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_uq" ON "order_refunds" USING btree ("order_id","shopify_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sales_days_uq" ON "product_sales_days" USING btree ("team_id","day","product_key","variant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_days_uq" ON "revenue_days" USING btree ("team_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_code_uq" ON "tracking_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tracking_links_team_message_idx" ON "tracking_links" USING btree ("team_id","message_id");--> statement-breakpoint
CREATE INDEX "tracking_links_team_discount_idx" ON "tracking_links" USING btree ("team_id","discount_code");--> statement-breakpoint
CREATE INDEX "tracking_links_lead_idx" ON "tracking_links" USING btree ("lead_id");