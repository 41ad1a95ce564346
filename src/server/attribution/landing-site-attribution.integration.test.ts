import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, orderAttributions } from "../db/attribution.schema";
import { orders } from "../db/commerce.schema";
import { sqlRows } from "../db/sql-rows";
import { createTestApp, type TestApp } from "../test/test-app";
import { sampleOrder, seedStoreAndConversation } from "./attribution-fixtures.test-helper";
import { storedOrderInput } from "./credit-late-orders";
import { findOrderOfTeam } from "./orders.repository";
import { recordShopifyOrder } from "./record-shopify-order";

/** Orders whose only evidence is the tracked link's parameters on the landing page (no pixel, no attributes). */
describe("crediting an order by its landing page", () => {
  let t: TestApp;
  let team: { teamId: string; cookie: string };
  let other: { teamId: string; cookie: string };

  /** A conversation of `who`'s team with a tracking link clicked once; the landing URL the click led to. */
  async function clickedLink(who: { teamId: string; cookie: string }) {
    const seeded = await seedStoreAndConversation(t.db, who.teamId);
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId },
        who.cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const landing = new URL(redirect.headers.location as string);
    return {
      store: { integrationId: seeded.storeId, teamId: who.teamId },
      leadId: link.lead.leadId as string,
      landing,
      /** As Shopify's REST order writes landing_site: the path and query, without the host. */
      landingPath: `${landing.pathname}${landing.search}`,
      cid: landing.searchParams.get("lunara_cid")!,
    };
  }
  /** An order with no pixel, no cart attributes and no contact details: only its landing page. */
  const anonymousOrder = (landing_site: string | null, extra: Parameters<typeof sampleOrder>[0] = {}) =>
    sampleOrder({ email: null, phone: null, customer: null, landing_site, ...extra });
  const creditsOf = (orderId: string) =>
    t.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, orderId));

  beforeAll(async () => {
    t = await createTestApp();
    const a = await t.createPerson({ email: "landing-a@brand.test" });
    const b = await t.createPerson({ email: "landing-b@other.test" });
    team = { teamId: a.teamId, cookie: await t.signIn(a.email, a.password) };
    other = { teamId: b.teamId, cookie: await t.signIn(b.email, b.password) };
  });
  afterAll(async () => t.close());

  it("credits the conversation from a relative landing path, once although delivered twice", async () => {
    const c = await clickedLink(team);
    expect(c.landingPath).toContain(`lunara_cid=${c.cid}`);
    const order = anonymousOrder(c.landingPath);
    const first = await recordShopifyOrder(t.deps, c.store, order);
    expect(first.attribution).toEqual({ method: "landing_site", leadId: c.leadId });
    expect(first.newlyAttributed).toBe(true);
    const again = await recordShopifyOrder(t.deps, c.store, order);
    expect(again).toMatchObject({ created: false, newlyAttributed: false, orderId: first.orderId });
    const credits = await creditsOf(first.orderId);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ cid: c.cid, leadId: c.leadId, method: "landing_site" });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, c.leadId));
    expect(lead).toMatchObject({ totalOrders: 1, status: "converted" });
    expect(Number(lead!.attributedRevenue)).toBe(54);
    const [day] = await sqlRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(attributed_orders), 0)::int n from revenue_days where team_id = ${team.teamId}`,
    );
    expect(day!.n).toBe(1);
  });

  it("credits from an absolute landing URL, as the GraphQL sync gives it", async () => {
    const c = await clickedLink(team);
    const res = await recordShopifyOrder(t.deps, c.store, anonymousOrder(c.landing.toString()));
    expect(res.attribution).toEqual({ method: "landing_site", leadId: c.leadId });
  });

  it("keeps the landing page when a later delivery has none, and a late credit re-reads it", async () => {
    const c = await clickedLink(team);
    const order = anonymousOrder(c.landingPath);
    const first = await recordShopifyOrder(t.deps, c.store, order);
    await recordShopifyOrder(t.deps, c.store, { ...order, landing_site: null, financial_status: "paid" });
    const row = await findOrderOfTeam(t.db, team.teamId, first.orderId);
    expect(storedOrderInput(row!).landing_site).toBe(c.landingPath);
  });

  it("does not credit a click older than the team's attribution window", async () => {
    const c = await clickedLink(team);
    const late = anonymousOrder(c.landingPath, { processed_at: new Date(Date.now() + 8 * 86_400_000) });
    expect((await recordShopifyOrder(t.deps, c.store, late)).attribution).toBeNull();
  });

  it("never credits another team's click, though its id is a real one", async () => {
    const mine = await clickedLink(team);
    const theirs = await clickedLink(other);
    const res = await recordShopifyOrder(t.deps, mine.store, anonymousOrder(theirs.landingPath));
    expect(res.attribution).toBeNull();
    expect(await creditsOf(res.orderId)).toHaveLength(0);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, theirs.leadId));
    expect(lead!.totalOrders).toBe(0);
  });

  it("records garbage, huge and id-less landing pages as uncredited orders", async () => {
    const c = await clickedLink(team);
    const huge = `${c.landingPath}&pad=${"x".repeat(10_000)}`;
    for (const landing of [
      "/products/x?lunara_cid=abc",
      `/products/x?lunara_cid=${c.cid}junk`,
      "%%%not a url%%%",
      `javascript:alert(1)//?lunara_cid=${c.cid}`,
      huge,
    ]) {
      const res = await recordShopifyOrder(t.deps, c.store, anonymousOrder(landing));
      expect(res.created, landing.slice(0, 60)).toBe(true);
      expect(res.attribution, landing.slice(0, 60)).toBeNull();
    }
    const stored = await t.db
      .select({ data: orders.orderData })
      .from(orders)
      .where(and(eq(orders.teamId, team.teamId), eq(orders.integrationId, c.store.integrationId)));
    // The oversized value is not kept with the order.
    expect(stored.every((o) => String(o.data.landing_site ?? "").length < 5000)).toBe(true);
  });
});
