CREATE TABLE "knowledge_terms" (
	"team_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"chunks" integer NOT NULL,
	CONSTRAINT "knowledge_terms_pk" PRIMARY KEY ("team_id", "lexeme")
);
--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "knowledge_terms" ("team_id", "lexeme", "chunks")
	SELECT c."team_id", t."lexeme", count(*)::int
	FROM "knowledge_chunks" c, unnest(c."search") t
	GROUP BY c."team_id", t."lexeme";
--> statement-breakpoint
ALTER INDEX "knowledge_chunks_search_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('knowledge_chunks_search_idx'::regclass);
