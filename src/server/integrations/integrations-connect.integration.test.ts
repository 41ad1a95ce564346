import { SHOP_DOMAIN_MESSAGES } from "@shared/integrations/integrations.schema";
import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/commerce.schema";
import { integrations } from "../db/integrations.schema";
import { searchKnowledge } from "../knowledge/search-knowledge";
import { syncKnowledgeIndex } from "../knowledge/sync-knowledge-index";
import {
  authorizeTikTok,
  connectInstagram,
  connectShopify,
  connectTikTok,
  type Kit,
  signedInPerson,
  startKit,
} from "./integrations-test-kit.test-helper";
import { upsertProduct } from "./products.repository";

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit?.close());

describe("Instagram connect", () => {
  it("stores the account with an encrypted token and returns to the screen with the username", async () => {
    const a = await signedInPerson(kit, "ig-a@brand.test");
    const back = await connectInstagram(kit, a.cookie);
    expect(back.pathname).toBe("/dashboard/integrations");
    expect(back.searchParams.get("instagram")).toBe("connected");
    expect(back.searchParams.get("username")).toBe("aurellebeauty");
    const [row] = await kit.t.db.select().from(integrations).where(eq(integrations.teamId, a.teamId));
    expect(row).toMatchObject({
      platform: "instagram",
      status: "connected",
      platformUsername: "aurellebeauty",
    });
    expect(row?.accessTokenEncrypted.startsWith("v1.")).toBe(true);
    expect(kit.t.deps.integrations.cipher.decrypt(row!.accessTokenEncrypted).token.length).toBeGreaterThan(
      10,
    );
    const list = await kit.t.call("GET", "/api/integrations", undefined, a.cookie);
    expect(list.body).not.toContain(row!.accessTokenEncrypted);
    expect(list.body).not.toMatch(/access_token|token/i);
    expect(list.json().integrations).toHaveLength(1);
  });

  it("answers the spec's hints when there is no Page or no business account", async () => {
    const b = await signedInPerson(kit, "ig-b@brand.test");
    const noPages = await connectInstagram(kit, b.cookie, "no_pages");
    expect(noPages.searchParams.get("instagram")).toBe("error");
    expect(noPages.searchParams.get("message")).toBe("no_pages_found");
    const noBusiness = await connectInstagram(kit, b.cookie, "no_business_account");
    expect(noBusiness.searchParams.get("message")).toBe("no_instagram_business_account");
  });

  it("refuses a return with a state it did not issue and stores nothing", async () => {
    const c = await signedInPerson(kit, "ig-c@brand.test");
    const res = await kit.t.app.inject({
      method: "GET",
      url: "/api/integrations/instagram/callback?code=whatever&state=forged",
      headers: { cookie: c.cookie },
    });
    expect(res.headers.location).toBe("/dashboard/integrations?instagram=error&message=invalid_state");
    expect(await kit.t.db.select().from(integrations).where(eq(integrations.teamId, c.teamId))).toHaveLength(
      0,
    );
  });
});

describe("TikTok connect", () => {
  it("connects once; the replayed callback is refused with the spec's message", async () => {
    const a = await signedInPerson(kit, "tt-a@brand.test");
    const { code, state } = await authorizeTikTok(kit, a.cookie);
    const first = await kit.t.call("POST", "/api/integrations/tiktok/callback", { code, state }, a.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().integration.platform_username).toBeTruthy();
    const replay = await kit.t.call("POST", "/api/integrations/tiktok/callback", { code, state }, a.cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(INTEGRATION_TEXTS.tiktokInvalidState);
    expect(await kit.t.db.select().from(integrations).where(eq(integrations.teamId, a.teamId))).toHaveLength(
      1,
    );
  });

  it("refuses a wrong state, another person's state and missing fields", async () => {
    const a = await signedInPerson(kit, "tt-b@brand.test");
    const other = await signedInPerson(kit, "tt-c@brand.test");
    const { code, state } = await authorizeTikTok(kit, a.cookie);
    const wrong = await kit.t.call(
      "POST",
      "/api/integrations/tiktok/callback",
      { code, state: "nope" },
      a.cookie,
    );
    expect(wrong.json().error).toBe(INTEGRATION_TEXTS.tiktokInvalidState);
    const stolen = await kit.t.call(
      "POST",
      "/api/integrations/tiktok/callback",
      { code, state },
      other.cookie,
    );
    expect(stolen.json().error).toBe(INTEGRATION_TEXTS.tiktokInvalidState);
    const missing = await kit.t.call("POST", "/api/integrations/tiktok/callback", { state }, a.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(INTEGRATION_TEXTS.tiktokMissing);
  });
});

describe("Shopify connect", () => {
  it("normalises the shop, verifies the return, stores the currency and syncs the products", async () => {
    const a = await signedInPerson(kit, "shop-a@brand.test");
    const back = await connectShopify(kit, a.cookie, "  Aurelle-Beauty ");
    expect(back.search).toBe("?shopify=connected&shop=aurelle-beauty.myshopify.com");
    const [row] = await kit.t.db.select().from(integrations).where(eq(integrations.teamId, a.teamId));
    expect(row).toMatchObject({
      platform: "shopify",
      status: "active",
      shopDomain: "aurelle-beauty.myshopify.com",
      currency: "USD",
    });
    await kit.t.jobs.runDue();
    const synced = await kit.t.db.select().from(products).where(eq(products.integrationId, row!.id));
    expect(synced).toHaveLength(17);
    expect(synced.some((p) => p.status === "draft")).toBe(true);
    const liner = synced.find((p) => p.variants.length > 20);
    expect(liner?.variants.length).toBe(24);
    // The knowledge index holds them at once: a price question is answered from the catalogue.
    const found = await searchKnowledge(kit.t.db, a.teamId, "how much is the cherry gloss lip oil?");
    expect(found.answer?.quote).toMatch(/The Cherry Gloss Lip Oil costs US\$\d+\.\d{2}\./);
    // ... and whether it is in stock (the variants' availableForSale).
    expect(liner?.variants.every((v) => v.available === true)).toBe(true);
    const stock = await searchKnowledge(kit.t.db, a.teamId, "is the vitamin c serum in stock?");
    expect(stock.answer?.quote).toBe("The Bright Start Vitamin C Serum is in stock.");

    // A description the store wrote (a products/update webhook carries it as HTML) is indexed with
    // the product: its ingredients answer.
    await upsertProduct(
      kit.t.db,
      { integrationId: row!.id, teamId: a.teamId, storeUrl: null },
      {
        shopify_product_id: "99001",
        title: "Rose Dew Mist",
        handle: "rose-dew-mist",
        status: "active",
        image_url: null,
        description:
          "<p>A facial mist of <strong>Bulgarian rose water</strong> and glycerin, with no alcohol.</p>",
        variants: [
          {
            shopify_variant_id: "1",
            title: "100 ml",
            price: "24.00",
            sku: null,
            image_url: null,
            available: false,
          },
        ],
        updated_at: null,
      },
      new Date(),
    );
    await syncKnowledgeIndex(kit.t.deps, a.teamId);
    const mist = await searchKnowledge(kit.t.db, a.teamId, "is there alcohol in the rose dew mist?");
    expect(mist.answer?.quote).toContain("Bulgarian rose water and glycerin, with no alcohol");
    const soldOut = await searchKnowledge(kit.t.db, a.teamId, "is the rose dew mist in stock?");
    expect(soldOut.answer?.quote).toBe("The Rose Dew Mist is currently sold out.");
  });

  it("refuses an invalid domain, a forged HMAC and a stale state", async () => {
    const a = await signedInPerson(kit, "shop-b@brand.test");
    const bad = await kit.t.app.inject({
      method: "GET",
      url: "/api/integrations/shopify/connect?shop=bad_shop.com",
      headers: { cookie: a.cookie },
    });
    expect(new URL(bad.headers.location as string, "http://x").searchParams.get("message")).toBe(
      SHOP_DOMAIN_MESSAGES.invalid,
    );
    const query = `code=abc&shop=evil.myshopify.com&state=zzz&timestamp=${Math.floor(Date.now() / 1000)}&hmac=00ff`;
    const forged = await kit.t.app.inject({
      method: "GET",
      url: `/api/integrations/shopify/callback?${query}`,
      headers: { cookie: a.cookie },
    });
    expect(forged.headers.location).toBe("/dashboard/integrations?shopify=error&message=hmac");
    expect(await kit.t.db.select().from(integrations).where(eq(integrations.teamId, a.teamId))).toHaveLength(
      0,
    );
  });
});

describe("team isolation", () => {
  it("team A cannot list, delete, sync or read the pixel of team B's integrations", async () => {
    const a = await signedInPerson(kit, "iso-a@brand.test");
    const b = await signedInPerson(kit, "iso-b@brand.test");
    await connectShopify(kit, b.cookie, "iso-b-store");
    const [bRow] = await kit.t.db.select().from(integrations).where(eq(integrations.teamId, b.teamId));
    expect((await kit.t.call("GET", "/api/integrations", undefined, a.cookie)).json().integrations).toEqual(
      [],
    );
    expect(
      (await kit.t.call("DELETE", `/api/integrations/${bRow!.id}`, undefined, a.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await kit.t.call("POST", `/api/integrations/${bRow!.id}/sync`, undefined, a.cookie)).statusCode,
    ).toBe(404);
    expect((await kit.t.call("GET", "/api/integrations/pixel", undefined, a.cookie)).json()).toEqual({
      integration: null,
      code: null,
    });
    expect(
      (await kit.t.call("POST", "/api/integrations/pixel/mark-done", { integrationId: bRow!.id }, a.cookie))
        .statusCode,
    ).toBe(404);
    expect(await kit.t.db.select().from(integrations).where(eq(integrations.id, bRow!.id))).toHaveLength(1);
    expect((await kit.t.call("GET", "/api/integrations", undefined)).statusCode).toBe(401);
  });

  it("a TikTok connect and the pixel flow work end to end for the owner", async () => {
    const a = await signedInPerson(kit, "pixel-a@brand.test");
    // The simulator has one TikTok account and one team may hold it: the earlier team lets it go.
    const [held] = await kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(eq(integrations.platform, "tiktok"));
    if (held) await kit.t.db.delete(integrations).where(eq(integrations.id, held.id));
    await connectTikTok(kit, a.cookie);
    await connectShopify(kit, a.cookie, "pixel-store");
    const setup = (await kit.t.call("GET", "/api/integrations/pixel", undefined, a.cookie)).json();
    expect(setup.integration).toMatchObject({
      shop_domain: "pixel-store.myshopify.com",
      pixel_installed: false,
    });
    expect(setup.code).toContain('analytics.subscribe("checkout_completed"');
    expect(setup.code).toContain("http://localhost:3000/api/track");
    expect((await kit.t.call("POST", "/api/integrations/pixel/mark-done", {}, a.cookie)).statusCode).toBe(
      200,
    );
    const list = (await kit.t.call("GET", "/api/integrations", undefined, a.cookie)).json().integrations;
    const shop = list.find((i: { platform: string }) => i.platform === "shopify");
    expect(shop.pixel_installed).toBe(true);
    expect(shop.pixel_installed_at).toBeTruthy();
    expect(shop.pixel_code_generated_at).toBeTruthy();
  });
});
