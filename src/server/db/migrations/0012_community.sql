CREATE TABLE "community_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"display_name" text,
	"handle" text,
	"email" text,
	"merged_into_id" uuid,
	"message_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"dm_count" integer DEFAULT 0 NOT NULL,
	"mention_count" integer DEFAULT 0 NOT NULL,
	"replies_received" integer DEFAULT 0 NOT NULL,
	"likes_received" integer DEFAULT 0 NOT NULL,
	"shares_received" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"order_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"followers_count" integer,
	"emv" numeric(14, 2) DEFAULT '0' NOT NULL,
	"virality" real DEFAULT 0 NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"platform_id" text NOT NULL,
	"handle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_interactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"platform" text NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"kept_member_id" uuid NOT NULL,
	"other_member_id" uuid NOT NULL,
	"identity_ids" uuid[] NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" text,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_settings" (
	"team_id" text PRIMARY KEY NOT NULL,
	"value_per_comment" numeric(10, 2) DEFAULT '1.00' NOT NULL,
	"value_per_dm" numeric(10, 2) DEFAULT '0.50' NOT NULL,
	"value_per_mention" numeric(10, 2) DEFAULT '5.00' NOT NULL,
	"value_per_reply" numeric(10, 2) DEFAULT '0.50' NOT NULL,
	"value_per_like" numeric(10, 2) DEFAULT '0.10' NOT NULL,
	"value_per_share" numeric(10, 2) DEFAULT '1.50' NOT NULL,
	"cpm" numeric(10, 2) DEFAULT '8.00' NOT NULL,
	"ambassador_min_messages" integer DEFAULT 5 NOT NULL,
	"ambassador_min_followers" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_identities" ADD CONSTRAINT "community_identities_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_identities" ADD CONSTRAINT "community_identities_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."community_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_interactions" ADD CONSTRAINT "community_interactions_identity_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."community_identities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_merges" ADD CONSTRAINT "community_merges_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_settings" ADD CONSTRAINT "community_settings_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "community_identities_uq" ON "community_identities" USING btree ("team_id","platform","platform_id");
--> statement-breakpoint
CREATE INDEX "community_identities_member_idx" ON "community_identities" USING btree ("member_id");
--> statement-breakpoint
CREATE INDEX "community_identities_handle_idx" ON "community_identities" USING btree ("team_id","platform",lower("handle"));
--> statement-breakpoint
CREATE UNIQUE INDEX "community_interactions_uq" ON "community_interactions" USING btree ("team_id","kind","ref_id");
--> statement-breakpoint
CREATE INDEX "community_interactions_member_idx" ON "community_interactions" USING btree ("member_id","occurred_at");
--> statement-breakpoint
CREATE INDEX "community_interactions_team_time_idx" ON "community_interactions" USING btree ("team_id","occurred_at");
--> statement-breakpoint
CREATE INDEX "community_interactions_identity_idx" ON "community_interactions" USING btree ("identity_id");
--> statement-breakpoint
CREATE INDEX "community_members_team_emv_idx" ON "community_members" USING btree ("team_id","emv" DESC,"id") WHERE "merged_into_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "community_members_team_email_idx" ON "community_members" USING btree ("team_id",lower("email"));
--> statement-breakpoint
CREATE INDEX "community_merges_team_idx" ON "community_merges" USING btree ("team_id","created_at");
