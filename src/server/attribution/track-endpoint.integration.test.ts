import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributionEvents, funnelDays, leads } from "../db/attribution.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedStoreAndConversation } from "./attribution-fixtures.test-helper";
import { trackRoutes } from "./track.routes";

describe("POST /api/track", () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedStoreAndConversation>>;
  let mid: string;
  let cid: string;
  let leadId: string;

  const track = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/track",
      headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
  const event = (type: string, extra: Record<string, unknown> = {}) => ({
    type,
    store: seeded.shop,
    clientId: "client-1",
    timestamp: new Date().toISOString(),
    attribution: { mid, cid },
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const person = await t.createPerson({ email: "owner@brand.test" });
    const cookie = await t.signIn(person.email, person.password);
    seeded = await seedStoreAndConversation(t.db, person.teamId);
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId },
        cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const params = new URL(redirect.headers.location as string).searchParams;
    mid = params.get("lunara_message_id")!;
    cid = params.get("lunara_cid")!;
    leadId = link.lead.leadId;
  });
  afterAll(async () => t.close());

  it("stores events sent as text/plain keepalive bodies and advances the lead's funnel", async () => {
    const click = await track(event("click"));
    expect(click.statusCode).toBe(202);
    expect(click.json()).toEqual({ success: true, duplicate: false });
    const cart = await track(
      event("add_to_cart", {
        cartData: {
          productId: "111",
          variantId: "1111",
          quantity: 1,
          price: 30,
          currency: "CAD",
          productTitle: "Glow Serum",
        },
      }),
    );
    expect(cart.statusCode).toBe(202);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.hasCart).toBe(true);
    expect(lead?.status).toBe("added_to_cart");
    const checkout = await track(
      event("checkout", { checkoutToken: "tok-1", checkoutData: { totalPrice: 30 } }),
    );
    expect(checkout.statusCode).toBe(202);
    const [after] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(after?.checkoutStartedAt).not.toBeNull();
    const [day] = await t.db.select().from(funnelDays).where(eq(funnelDays.teamId, lead!.teamId));
    expect(day).toMatchObject({ addedToCart: 1, reachedCheckout: 1, linkClicks: 1 });
  });

  it("counts a resent event once", async () => {
    const body = event("payment_info", { timestamp: "2026-01-01T00:00:00.000Z" });
    expect((await track(body)).json()).toEqual({ success: true, duplicate: false });
    expect((await track(body)).json()).toEqual({ success: true, duplicate: true });
    const rows = await t.db
      .select()
      .from(attributionEvents)
      .where(eq(attributionEvents.type, "payment_info"));
    expect(rows).toHaveLength(1);
  });

  it("stores concurrent events together and keeps identical ones in one batch once", async () => {
    const bodies = Array.from({ length: 40 }, (_, i) =>
      event("product_viewed", { clientId: `c-${i % 20}`, timestamp: 1_700_000_000_000 }),
    );
    const answers = await Promise.all(bodies.map((b) => track(b)));
    expect(answers.every((a) => a.statusCode === 202)).toBe(true);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(20);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attributionEvents)
      .where(eq(attributionEvents.type, "product_viewed"));
    expect(count?.n).toBe(20);
  });

  it("refuses malformed and oversized events with a 400 without affecting the others", async () => {
    const results = await Promise.all([
      track("{not json"),
      track({ ...event("add_to_cart"), cartData: { quantity: "many" } }),
      track({ type: "teleport", store: seeded.shop, clientId: "x", timestamp: 1 }),
      track({ ...event("page_viewed"), pageData: { blob: "x".repeat(20_000) } }),
      track({ ...event("page_viewed"), clientId: "nul\u0000" }),
      track(event("page_viewed", { clientId: "fine" })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 202]);
  });

  it("answers 404 for a store nobody connected", async () => {
    const res = await track({ ...event("click"), store: "nobody.myshopify.com" });
    expect(res.statusCode).toBe(404);
  });

  it("allows CORS from the store's own domains only", async () => {
    const origin = `https://${seeded.shop}`;
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/track",
      headers: { origin, "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
    const custom = await track(event("page_viewed", { clientId: "cors" }), {
      origin: `https://www.${seeded.shop.split(".")[0]}.example`,
    });
    expect(custom.headers["access-control-allow-origin"]).toBeDefined();
    const foreign = await track(event("page_viewed", { clientId: "cors2" }), {
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(202);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("rate limits per store", async () => {
    const app = Fastify();
    // The route declares zod schemas, as in the app.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(trackRoutes, { deps: t.deps, rateLimit: { perSecond: 1, burst: 3 } });
    const send = (i: number) =>
      app.inject({
        method: "POST",
        url: "/api/track",
        payload: event("page_viewed", { clientId: `rl-${i}` }),
      });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await send(i)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429, 429]);
    await app.close();
  });
});
