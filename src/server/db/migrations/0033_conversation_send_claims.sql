-- Decision 056: two people replying to one conversation in the same instant both passed the
-- "someone already replied" check, since nothing was held across the platform call. A send now
-- claims its conversation first (one row per team and conversation, deleted once the reply is
-- recorded or refused); a row past expires_at was left by a process that stopped mid-send.
CREATE TABLE IF NOT EXISTS "conversation_send_claims" (
	"team_id" text NOT NULL,
	"conversation_key" text NOT NULL,
	"token" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_send_claims_pk" PRIMARY KEY("team_id","conversation_key")
);
--> statement-breakpoint
ALTER TABLE "conversation_send_claims" ADD CONSTRAINT "conversation_send_claims_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
