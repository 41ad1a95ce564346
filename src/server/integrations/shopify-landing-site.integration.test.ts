import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, orderAttributions } from "../db/attribution.schema";
import { orders, products } from "../db/commerce.schema";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import {
  connectInstagram,
  connectShopify,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";
import { syncShopifyOrders } from "./sync-shopify-orders";

type Delivery = { id: number; topic: string; status: number | null };
type Placed = { order: { id: number; landing_site: string }; deliveries: Delivery[] };

const shop = "landing-store.myshopify.com";
let kit: Kit;
let team: { teamId: string; cookie: string };
let storeId: string;
let link: { trackingUrl: string; leadId: string };

/** A shopper follows the tracked link: the store page it redirects to, with lunara_cid on it. */
async function follow() {
  const redirect = await kit.t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
  expect(redirect.statusCode).toBe(302);
  return new URL(redirect.headers.location as string);
}
const creditOf = async (shopifyOrderId: number) =>
  kit.t.db
    .select({ method: orderAttributions.method, leadId: orderAttributions.leadId })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .where(and(eq(orders.integrationId, storeId), eq(orders.shopifyOrderId, String(shopifyOrderId))));

beforeAll(async () => {
  kit = await startKit();
  team = await signedInPerson(kit, "landing@brand.test");
  await connectInstagram(kit, team.cookie);
  await connectShopify(kit, team.cookie, "landing-store");
  await kit.t.jobs.runDue();
  await simCall(kit.sim, "POST", "/_sim/traffic", { kind: "instagram_dm", intent: "product_inquiry" });
  storeId = (
    await kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, team.teamId), eq(integrations.platform, "shopify")))
  )[0]!.id;
  const [product] = await kit.t.db
    .select()
    .from(products)
    .where(and(eq(products.integrationId, storeId), eq(products.status, "active")));
  const [dm] = await kit.t.db
    .select()
    .from(messages)
    .where(and(eq(messages.teamId, team.teamId), eq(messages.messageType, "dm")));
  const made = (
    await kit.t.call(
      "POST",
      "/api/attribution/tracking-links",
      { productId: product!.id, messageId: dm!.id },
      team.cookie,
    )
  ).json();
  link = { trackingUrl: made.trackingUrl, leadId: made.lead.leadId };
});
afterAll(() => kit?.close());

describe("a simulated order whose only evidence is its landing page", () => {
  it("is credited from the orders/create webhook once, though delivered again", async () => {
    const landing = await follow();
    const started = await simCall<{ checkout: { token: string } }>(
      kit.sim,
      "POST",
      "/_sim/shopify/checkouts",
      {
        shop,
        landingSite: `${landing.pathname}${landing.search}`,
      },
    );
    const placed = await simCall<Placed>(
      kit.sim,
      "POST",
      `/_sim/shopify/checkouts/${started.checkout.token}/complete`,
      {
        shop,
      },
    );
    expect(placed.order.landing_site).toContain(`lunara_cid=${landing.searchParams.get("lunara_cid")}`);
    expect(placed.deliveries.every((d) => d.status === 200)).toBe(true);
    expect(await creditOf(placed.order.id)).toEqual([{ method: "landing_site", leadId: link.leadId }]);
    const create = placed.deliveries.find((d) => d.topic === "orders/create")!;
    await simCall(kit.sim, "POST", `/_sim/deliveries/${create.id}/replay`);
    expect(await creditOf(placed.order.id)).toHaveLength(1);
    const [lead] = await kit.t.db.select().from(leads).where(eq(leads.id, link.leadId));
    expect(lead!.totalOrders).toBe(1);
  });

  it("is credited by the sync, which reads GraphQL's absolute landingPageUrl, when no webhook came", async () => {
    await simCall(kit.sim, "POST", "/_sim/config", { lunaraUrl: null });
    const landing = await follow();
    const placed = await simCall<Placed>(kit.sim, "POST", "/_sim/shopify/orders", {
      shop,
      landingSite: `${landing.pathname}${landing.search}`,
    });
    expect(await creditOf(placed.order.id)).toEqual([]);
    await syncShopifyOrders(kit.t.deps, { integrationId: storeId, teamId: team.teamId });
    expect(await creditOf(placed.order.id)).toEqual([{ method: "landing_site", leadId: link.leadId }]);
  });
});
