import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * The connected Shopify store a domain (its myshopify domain or its primary one) belongs to, newest
 * first. The pixel names only the domain: this lookup is what tells which team it reports for.
 */
export async function findConnectedStoreByDomain(db: Db, domain: string) {
  const rows = await sqlRows<{ id: string; team_id: string; shop_domain: string; primary: string | null }>(
    db,
    sql`
      select id, team_id, shop_domain, settings->>'primaryDomain' as primary
      from integrations
      where platform = 'shopify' and status in ('connected', 'active')
        and (shop_domain = ${domain} or settings->>'primaryDomain' = ${domain})
      order by created_at desc limit 1`,
  );
  const row = rows[0];
  return row
    ? { integrationId: row.id, teamId: row.team_id, shopDomain: row.shop_domain, primaryDomain: row.primary }
    : null;
}
