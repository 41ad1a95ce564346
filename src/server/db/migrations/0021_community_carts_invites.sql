-- Issue 17: a cart reminder per abandoned checkout (the DM's tracked link, so the order that
-- follows counts as recovered), the kept member's tags, notes and consent before a merge (what undo
-- restores), and the team's ambassador invite list.
CREATE TABLE "community_cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"checkout_token" text NOT NULL,
	"member_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"tracking_link_code" text NOT NULL,
	"sent_by_user_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_cart_reminders" ADD CONSTRAINT "community_cart_reminders_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "community_cart_reminders_uq" ON "community_cart_reminders" USING btree ("team_id","checkout_token");
--> statement-breakpoint
ALTER TABLE "community_merges" ADD COLUMN "kept_profile" jsonb;
--> statement-breakpoint
CREATE TABLE "community_ambassador_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by_user_id" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_ambassador_invites_status_check" CHECK ("status" in ('invited', 'joined', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "community_ambassador_invites" ADD CONSTRAINT "community_ambassador_invites_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_ambassador_invites" ADD CONSTRAINT "community_ambassador_invites_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."community_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "community_ambassador_invites_uq" ON "community_ambassador_invites" USING btree ("team_id","member_id");
