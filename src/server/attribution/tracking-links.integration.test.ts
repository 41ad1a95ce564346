import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, linkClicks } from "../db/attribution.schema";
import { products } from "../db/commerce.schema";
import { conversationThreads } from "../db/inbox.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedStoreAndConversation } from "./attribution-fixtures.test-helper";

describe("tracking links", () => {
  let t: TestApp;
  let cookie: string;
  let teamId: string;
  let seeded: Awaited<ReturnType<typeof seedStoreAndConversation>>;

  beforeAll(async () => {
    t = await createTestApp();
    const person = await t.createPerson({ email: "owner@brand.test" });
    teamId = person.teamId;
    cookie = await t.signIn(person.email, person.password);
    seeded = await seedStoreAndConversation(t.db, teamId);
  });
  afterAll(async () => t.close());

  it("creates a short link and the sender's lead, then updates that lead on the next link", async () => {
    const body = { productId: seeded.productId, messageId: seeded.messageId, teamId };
    const first = await t.call("POST", "/api/attribution/tracking-links", body, cookie);
    expect(first.statusCode).toBe(201);
    const result = first.json();
    expect(result.success).toBe(true);
    expect(result.trackingUrl).toMatch(/^http:\/\/localhost:3000\/t\/[A-Za-z0-9]{8}$/);
    expect(result.lead.action).toBe("created");
    expect(result.attribution.destinationUrl).toBe(`https://${seeded.shop}/products/glow-serum`);

    const second = await t.call("POST", "/api/attribution/tracking-links", body, cookie);
    expect(second.json().lead).toEqual({ action: "updated", leadId: result.lead.leadId });

    const [lead] = await t.db.select().from(leads).where(eq(leads.id, result.lead.leadId));
    expect(lead?.instagramUsername).toBe(seeded.sender);
    expect(lead?.status).toBe("engaged");
    // Its one thread, linked by both links, is counted once.
    expect(lead?.threadCount).toBe(1);
    const [thread] = await t.db
      .select({ linked: conversationThreads.linkedLeadId })
      .from(conversationThreads)
      .where(eq(conversationThreads.id, seeded.threadId));
    expect(thread?.linked).toBe(result.lead.leadId);
  });

  it("records the click and redirects to the product page with the lunara and utm parameters", async () => {
    const created = await t.call(
      "POST",
      "/api/attribution/tracking-links",
      { productId: seeded.productId, messageId: seeded.messageId },
      cookie,
    );
    const { trackingUrl, lead } = created.json();
    const res = await t.app.inject({ method: "GET", url: new URL(trackingUrl).pathname });
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(`https://${seeded.shop}/products/glow-serum`);
    const [click] = await t.db.select().from(linkClicks).where(eq(linkClicks.leadId, lead.leadId));
    expect(Object.fromEntries(target.searchParams)).toEqual({
      lunara_message_id: seeded.messageId,
      lunara_cid: click?.id,
      lunara_source: "instagram",
      lunara_campaign: "lunara_dm",
      lunara_user_id: teamId,
      utm_source: "instagram",
      utm_medium: "social_dm",
      utm_campaign: "lunara_dm",
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.leadId));
    expect(row?.clickCount).toBeGreaterThanOrEqual(1);
    expect(row?.status).toBe("visited_site");
  });

  it("does not count a link preview fetch as a click", async () => {
    const { trackingUrl } = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId },
        cookie,
      )
    ).json();
    const res = await t.app.inject({
      method: "GET",
      url: new URL(trackingUrl).pathname,
      headers: { "user-agent": "facebookexternalhit/1.1" },
    });
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).searchParams.has("lunara_cid")).toBe(false);
  });

  it("answers 404 for an unknown code and 400 without a product", async () => {
    expect((await t.app.inject({ method: "GET", url: "/t/NoSuchCode" })).statusCode).toBe(404);
    const bad = await t.call(
      "POST",
      "/api/attribution/tracking-links",
      { messageId: seeded.messageId },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("never lets another team link its products or messages", async () => {
    const other = await t.createPerson({ email: "other@brand.test" });
    const otherCookie = await t.signIn(other.email, other.password);
    const res = await t.call(
      "POST",
      "/api/attribution/tracking-links",
      { productId: seeded.productId, messageId: seeded.messageId, teamId },
      otherCookie,
    );
    expect(res.statusCode).toBe(404);
  });

  it("takes a variant only when it is one of the product's, and refuses any other with a 400", async () => {
    await t.db
      .update(products)
      .set({ variants: [{ id: "4441", title: "30 ml", price: "38.00", image_url: null }] })
      .where(eq(products.id, seeded.productId));
    const link = (variantId: string) =>
      t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId, variantId },
        cookie,
      );
    // Before: a 201 and a link to "?variant=%3Cscript%3E..." sent to the customer (hostile-input probe).
    const bogus = await link("<script>alert(1)</script>");
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error).toBe("That variant is not one of this product's variants");
    expect((await link("9999")).statusCode).toBe(400);
    for (const id of ["4441", "gid://shopify/ProductVariant/4441"]) {
      const ok = await link(id);
      expect(ok.statusCode, id).toBe(201);
      expect(new URL(ok.json().attribution.destinationUrl).searchParams.get("variant")).toBe(id);
    }
  });
});
