-- Sign-in failures per account, shared by every web process (issue 18): the growing delay after
-- wrong passwords holds whichever process a guess reaches. UNLOGGED like the rate-limit counters:
-- a crash forgives the failures counted so far.
CREATE UNLOGGED TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_idx" ON "sign_in_failures" USING btree ("last_failure_at");
