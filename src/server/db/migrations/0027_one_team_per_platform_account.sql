-- A platform account's messages belong to one team: an Instagram or TikTok account, or a Shopify shop
-- (its domain is its account id), is connected by at most one team. Disconnecting deletes the row, so
-- every row is a live connection and the index needs no condition. It replaces the plain index on the
-- same columns, which webhooks and the poll job keep using through it. A database that already holds
-- one account in two teams fails here naming the account: one team has to disconnect it first.
CREATE UNIQUE INDEX IF NOT EXISTS "integrations_platform_account_uq" ON "integrations" USING btree ("platform","platform_account_id");--> statement-breakpoint
DROP INDEX IF EXISTS "integrations_platform_account_idx";
