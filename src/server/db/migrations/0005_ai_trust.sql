CREATE TABLE "analysis_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"corrected_by" text,
	"corrected_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_corrections_field_check" CHECK ("field" IN ('intent', 'sentiment'))
);
--> statement-breakpoint
ALTER TABLE "analysis_corrections" ADD CONSTRAINT "analysis_corrections_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "analysis_corrections" ADD CONSTRAINT "analysis_corrections_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "analysis_corrections" ADD CONSTRAINT "analysis_corrections_corrected_by_user_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "corrections_team_created_idx" ON "analysis_corrections" USING btree ("team_id","created_at");
--> statement-breakpoint
CREATE INDEX "corrections_message_idx" ON "analysis_corrections" USING btree ("message_id","created_at");
