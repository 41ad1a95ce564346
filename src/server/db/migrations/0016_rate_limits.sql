-- Rate-limit counters shared by every web process (docs/decisions/023-several-processes.md).
-- UNLOGGED: a counter lost in a crash only forgives one window; writes skip the WAL.
-- A window starts at a key's first hit (as @fastify/rate-limit's own store does), on the database's clock.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");
--> statement-breakpoint
-- Token buckets shared by every web process for hot paths (the store pixel), synced in batches.
CREATE UNLOGGED TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
