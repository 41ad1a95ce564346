ALTER TABLE "message_ai_analysis" ADD COLUMN "assigned_team" text;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "assigned_to" text REFERENCES "public"."user"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "completed_by" text REFERENCES "public"."user"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "first_response_minutes" real;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "resolution_minutes" real;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "reply_window_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "in_queue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_ai_analysis" ADD COLUMN "queue_deadline" timestamp with time zone GENERATED ALWAYS AS (least("sla_due_at", "reply_window_ends_at")) STORED;--> statement-breakpoint
CREATE TABLE "routing_settings" (
	"team_id" text PRIMARY KEY NOT NULL REFERENCES "public"."organization"("id") ON DELETE cascade,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"business_days" integer[],
	"open_minute" integer,
	"close_minute" integer,
	"sla_crisis_minutes" integer DEFAULT 15 NOT NULL,
	"sla_urgent_minutes" integer DEFAULT 60 NOT NULL,
	"sla_high_minutes" integer DEFAULT 240 NOT NULL,
	"sla_normal_minutes" integer DEFAULT 1440 NOT NULL,
	"sla_low_minutes" integer DEFAULT 1440 NOT NULL,
	"auto_assign_teams" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "routing_people" (
	"team_id" text NOT NULL REFERENCES "public"."organization"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	"capacity" integer DEFAULT 10 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_assigned_at" timestamp with time zone,
	CONSTRAINT "routing_people_pk" PRIMARY KEY("team_id","user_id")
);--> statement-breakpoint
CREATE TABLE "routing_team_members" (
	"team_id" text NOT NULL REFERENCES "public"."organization"("id") ON DELETE cascade,
	"routing_team" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	CONSTRAINT "routing_team_members_pk" PRIMARY KEY("team_id","routing_team","user_id")
);--> statement-breakpoint
CREATE INDEX "routing_team_members_user_idx" ON "routing_team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "analysis_queue_deadline_idx" ON "message_ai_analysis" USING btree ("team_id","queue_deadline","priority_score" DESC) INCLUDE ("processed_at", "assigned_team", "urgency_level") WHERE "in_queue" AND "routing_status" <> 'completed';--> statement-breakpoint
CREATE INDEX "analysis_queue_open_idx" ON "message_ai_analysis" USING btree ("team_id","assigned_team","urgency_level") INCLUDE ("processed_at", "routing_status", "sla_due_at", "reply_window_ends_at", "priority_score", "first_response_at") WHERE "in_queue" AND "routing_status" <> 'completed';--> statement-breakpoint
CREATE INDEX "analysis_queue_assignee_idx" ON "message_ai_analysis" USING btree ("team_id","assigned_to") WHERE "in_queue" AND "routing_status" <> 'completed';--> statement-breakpoint
CREATE INDEX "analysis_queue_completed_idx" ON "message_ai_analysis" USING btree ("team_id","completed_at") INCLUDE ("resolution_minutes", "first_response_minutes", "assigned_to", "assigned_team", "urgency_level") WHERE "in_queue" AND "completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analysis_queue_responded_idx" ON "message_ai_analysis" USING btree ("team_id","first_response_at") INCLUDE ("first_response_minutes", "sla_due_at", "assigned_team", "urgency_level", "assigned_to") WHERE "in_queue" AND "first_response_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION routing_business_minutes(a timestamptz, b timestamptz, tz text, days integer[], open_minute integer, close_minute integer)
RETURNS real LANGUAGE plpgsql STABLE AS $$
DECLARE
  total double precision := 0;
  d date;
  last_day date;
  ws timestamptz;
  we timestamptz;
BEGIN
  IF a IS NULL OR b IS NULL OR b <= a THEN RETURN 0; END IF;
  IF days IS NULL AND (open_minute IS NULL OR close_minute IS NULL) THEN
    RETURN extract(epoch FROM b - a) / 60;
  END IF;
  d := (a AT TIME ZONE tz)::date;
  last_day := (b AT TIME ZONE tz)::date;
  -- Longer spans than a year are not business-hours questions; they are capped.
  IF last_day - d > 400 THEN last_day := d + 400; END IF;
  WHILE d <= last_day LOOP
    IF days IS NULL OR extract(dow FROM d)::integer = ANY (days) THEN
      ws := (d + make_interval(mins => coalesce(open_minute, 0))) AT TIME ZONE tz;
      we := (d + make_interval(mins => coalesce(close_minute, 1440))) AT TIME ZONE tz;
      IF least(b, we) > greatest(a, ws) THEN
        total := total + extract(epoch FROM least(b, we) - greatest(a, ws)) / 60;
      END IF;
    END IF;
    d := d + 1;
  END LOOP;
  RETURN total;
END $$;--> statement-breakpoint
CREATE FUNCTION routing_add_business_minutes(a timestamptz, minutes integer, tz text, days integer[], open_minute integer, close_minute integer)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  remaining double precision := minutes;
  d date;
  ws timestamptz;
  we timestamptz;
  s timestamptz;
  avail double precision;
  i integer := 0;
BEGIN
  IF a IS NULL OR minutes IS NULL THEN RETURN NULL; END IF;
  IF days IS NULL AND (open_minute IS NULL OR close_minute IS NULL) THEN
    RETURN a + make_interval(mins => minutes);
  END IF;
  d := (a AT TIME ZONE tz)::date;
  WHILE i < 400 LOOP
    IF days IS NULL OR extract(dow FROM d)::integer = ANY (days) THEN
      ws := (d + make_interval(mins => coalesce(open_minute, 0))) AT TIME ZONE tz;
      we := (d + make_interval(mins => coalesce(close_minute, 1440))) AT TIME ZONE tz;
      s := greatest(a, ws);
      IF s < we THEN
        avail := extract(epoch FROM we - s) / 60;
        IF remaining <= avail THEN RETURN s + make_interval(secs => remaining * 60); END IF;
        remaining := remaining - avail;
      END IF;
    END IF;
    d := d + 1;
    i := i + 1;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION routing_sla_minutes(s routing_settings, urgency text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE urgency
    WHEN 'crisis' THEN coalesce(s.sla_crisis_minutes, 15)
    WHEN 'urgent' THEN coalesce(s.sla_urgent_minutes, 60)
    WHEN 'high' THEN coalesce(s.sla_high_minutes, 240)
    WHEN 'low' THEN coalesce(s.sla_low_minutes, 1440)
    ELSE coalesce(s.sla_normal_minutes, 1440) END
$$;--> statement-breakpoint
CREATE FUNCTION routing_enter_queue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  msg record;
  cfg routing_settings;
  pick text;
BEGIN
  SELECT m.received_at, m.message_type, m.platform, m.status INTO msg FROM messages m WHERE m.id = NEW.message_id;
  SELECT * INTO cfg FROM routing_settings WHERE team_id = NEW.team_id;
  IF NOT FOUND THEN cfg := ROW(NEW.team_id, 'UTC', NULL, NULL, NULL, 15, 60, 240, 1440, 1440, '{}'::text[], now())::routing_settings; END IF;
  NEW.assigned_team := coalesce(NEW.assigned_team, NEW.recommended_team);
  NEW.received_at := coalesce(NEW.received_at, msg.received_at, NEW.processed_at);
  NEW.assigned_at := coalesce(NEW.assigned_at, NEW.processed_at);
  NEW.in_queue := NEW.recommended_action IN ('human_review', 'escalate') AND coalesce(msg.status, '') <> 'filtered';
  NEW.sla_due_at := coalesce(NEW.sla_due_at, routing_add_business_minutes(NEW.received_at,
    routing_sla_minutes(cfg, NEW.urgency_level), cfg.timezone, cfg.business_days, cfg.open_minute, cfg.close_minute));
  -- Instagram and TikTok DMs can be answered for 24 hours after the customer's message.
  IF msg.message_type = 'dm' AND msg.platform IN ('instagram', 'tiktok') THEN
    NEW.reply_window_ends_at := coalesce(NEW.reply_window_ends_at, NEW.received_at + interval '24 hours');
  END IF;
  -- Round robin: the active member under capacity who was assigned least recently.
  IF NEW.in_queue AND NEW.assigned_to IS NULL AND NEW.assigned_team = ANY (cfg.auto_assign_teams) THEN
    SELECT p.user_id INTO pick
    FROM routing_team_members rm
    JOIN routing_people p ON p.team_id = rm.team_id AND p.user_id = rm.user_id
    WHERE rm.team_id = NEW.team_id AND rm.routing_team = NEW.assigned_team
      AND p.last_seen_at >= now() - interval '15 minutes'
      AND (SELECT count(*) FROM message_ai_analysis x WHERE x.team_id = NEW.team_id AND x.assigned_to = p.user_id
        AND x.in_queue AND x.routing_status <> 'completed') < p.capacity
    ORDER BY p.last_assigned_at NULLS FIRST, p.user_id
    LIMIT 1
    FOR UPDATE OF p SKIP LOCKED;
    IF pick IS NOT NULL THEN
      NEW.assigned_to := pick;
      UPDATE routing_people SET last_assigned_at = clock_timestamp() WHERE team_id = NEW.team_id AND user_id = pick;
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "message_ai_analysis_enter_queue" BEFORE INSERT ON "message_ai_analysis" FOR EACH ROW EXECUTE FUNCTION routing_enter_queue();--> statement-breakpoint
UPDATE "message_ai_analysis" a SET
	"assigned_team" = a."recommended_team",
	"assigned_at" = a."processed_at",
	"received_at" = m."received_at",
	"in_queue" = a."recommended_action" IN ('human_review', 'escalate') AND m."status" <> 'filtered',
	"sla_due_at" = m."received_at" + make_interval(mins => routing_sla_minutes(NULL::routing_settings, a."urgency_level")),
	"reply_window_ends_at" = CASE WHEN m."message_type" = 'dm' AND m."platform" IN ('instagram', 'tiktok') THEN m."received_at" + interval '24 hours' END,
	"routing_status" = CASE WHEN m."status" = 'responded' THEN 'completed' ELSE a."routing_status" END,
	"completed_at" = CASE WHEN m."status" = 'responded' THEN a."updated_at" END
FROM "messages" m WHERE m."id" = a."message_id";
