CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "auth_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_auth_version"(uid text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "auth_versions" ("user_id", "version") VALUES (uid, 1)
	ON CONFLICT ("user_id") DO UPDATE SET "version" = "auth_versions"."version" + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auth_versions_on_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_auth_version"(OLD."user_id");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auth_versions_on_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "bump_auth_version"(OLD."user_id");
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM "bump_auth_version"(NEW."user_id");
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auth_versions_on_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_auth_version"(OLD."id");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "session_auth_version" AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "auth_versions_on_session"();
--> statement-breakpoint
CREATE TRIGGER "member_auth_version" AFTER INSERT OR UPDATE OR DELETE ON "member" FOR EACH ROW EXECUTE FUNCTION "auth_versions_on_member"();
--> statement-breakpoint
CREATE TRIGGER "user_auth_version" AFTER UPDATE OF "email", "name" OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "auth_versions_on_user"();
--> statement-breakpoint
ALTER TABLE "brand_documents" ADD COLUMN IF NOT EXISTS "file_hash" text;
