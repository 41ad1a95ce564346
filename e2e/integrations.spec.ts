import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { trackEventSchema } from "@shared/attribution/track-event.schema";
import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/server/db/commerce.schema";
import { integrations } from "../src/server/db/integrations.schema";
import { generatePixelCode, PIXEL_STORAGE_KEY } from "../src/server/integrations/pixel-code";
import { newPage } from "./support/browser";
import { eventually, signInAs } from "./support/helpers";
import { sandboxPage } from "./support/pixel-sandbox";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

describe("integrations screen", () => {
  it("connects Instagram, Shopify and TikTok through the simulator and lists them with green badges", async () => {
    const page = await newPage(browser, server.url);
    await signInAs(page);
    await page.goto("/dashboard/integrations");
    await page.getByRole("heading", { name: INTEGRATION_TEXTS.availablePlatforms }).waitFor();

    await page.getByRole("button", { name: "Connect Instagram" }).click();
    await page.getByText(INTEGRATION_TEXTS.instagramConnected("aurellebeauty")).waitFor();

    await page.getByRole("button", { name: "Connect Shopify" }).click();
    await page.getByLabel("Shop domain").fill("bad domain!");
    await page.getByRole("button", { name: "Connect Store" }).click();
    await page.getByText("Invalid shop domain. Please enter your-store.myshopify.com").waitFor();
    await page.getByLabel("Shop domain").fill(" Aurelle-E2E ");
    await page.getByRole("button", { name: "Connect Store" }).click();
    await page.getByText(INTEGRATION_TEXTS.shopifyConnected("aurelle-e2e.myshopify.com")).waitFor();

    await page.getByRole("button", { name: "Connect TikTok" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Connect TikTok Account" }).click();
    await page.getByText("Thank you for authorizing... Your TikTok account is now linked!").waitFor();
    await page.getByRole("link", { name: "Go to Integrations" }).click();

    for (const platform of ["instagram", "shopify", "tiktok"]) {
      const card = page.getByTestId(`integration-${platform}`);
      await card.waitFor();
      const badge = card.locator("[data-status]");
      expect(await badge.getAttribute("data-status")).toMatch(/^(connected|active)$/);
      expect(await badge.getAttribute("class")).toContain("bg-emerald-100");
    }
    await page.getByTestId("integration-instagram").getByText("@aurellebeauty").waitFor();
    await page.getByTestId("integration-shopify").getByText("aurelle-e2e.myshopify.com").waitFor();
    await page
      .getByTestId("integration-shopify")
      .getByRole("link", { name: INTEGRATION_TEXTS.setupPixel })
      .waitFor();

    const [store] = await server.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.platform, "shopify"));
    const synced = await eventually(async () => {
      const rows = await server.database.db
        .select()
        .from(products)
        .where(eq(products.integrationId, store!.id));
      expect(rows.length).toBe(17);
      return rows;
    });
    expect(synced.every((p) => p.title.length > 0)).toBe(true);
    await page.context().close();
  });

  it("sets up the pixel and shows Pixel Connected after Mark as Done", async () => {
    const page = await newPage(browser, server.url);
    await signInAs(page);
    await page.goto("/dashboard/pixel-setup");
    await page.getByRole("heading", { name: "Setup Tracking Pixel" }).waitFor();
    await page.getByText("aurelle-e2e.myshopify.com").first().waitFor();
    await page.getByText("name it 'Lunara Revenue Attribution'", { exact: false }).waitFor();
    expect(await page.getByTestId("pixel-code").textContent()).toContain('analytics.subscribe("page_viewed"');
    await page.getByRole("button", { name: "Mark as Done" }).click();
    await page.waitForURL("**/dashboard/integrations");
    await page.getByTestId("integration-shopify").getByText(INTEGRATION_TEXTS.pixelConnected).waitFor();
    await page.context().close();
  });

  it("disconnects and erases an account after confirmation", async () => {
    const page = await newPage(browser, server.url);
    await signInAs(page);
    await page.goto("/dashboard/integrations");
    await page.getByRole("button", { name: "Remove @aurellebeauty" }).click();
    await page.getByRole("button", { name: "Disconnect & Erase" }).click();
    await page.getByText(INTEGRATION_TEXTS.disconnected("@aurellebeauty")).waitFor();
    await page.getByTestId("integration-instagram").waitFor({ state: "detached" });
    await page.context().close();
  });
});

type Collected = { bodies: unknown[]; server: HttpServer; url: string };

/** A stand-in storefront: the page hosting the pixel, and a local track endpoint that records bodies. */
async function startStore(): Promise<Collected> {
  const bodies: unknown[] = [];
  const state: { code: string } = { code: "" };
  const http = createServer((request, response) => {
    if (request.method === "POST" && request.url === "/api/track") {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        bodies.push(JSON.parse(raw));
        response.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
      });
      return;
    }
    response.writeHead(200, { "content-type": "text/html" }).end(sandboxPage(state.code));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  state.code = generatePixelCode({
    trackUrl: `${url}/api/track`,
    shopDomain: "aurelle-e2e.myshopify.com",
    generatedAt: new Date(),
  });
  return { bodies, server: http, url };
}

const cartLine = {
  quantity: 2,
  merchandise: {
    id: "gid://shopify/ProductVariant/11",
    title: "Rose",
    price: { amount: 24, currencyCode: "USD" },
    product: { id: "gid://shopify/Product/7", title: "Velvet Lip Tint" },
  },
};
const checkout = {
  token: "chk-e2e-1",
  currencyCode: "USD",
  totalPrice: { amount: "48.00", currencyCode: "USD" },
  subtotalPrice: { amount: "48.00" },
  lineItems: [{ id: "1" }],
  order: { id: "gid://shopify/Order/9001" },
};

async function publishAll(page: Page) {
  await page.evaluate(
    async ([line, co]) => {
      const w = window as unknown as { publish: (n: string, d: unknown) => Promise<void> };
      await w.publish("page_viewed", {});
      await w.publish("product_added_to_cart", { cartLine: line });
      await w.publish("checkout_started", { checkout: co });
      await w.publish("payment_info_submitted", { checkout: co });
      await w.publish("checkout_completed", { checkout: co });
    },
    [cartLine, checkout] as const,
  );
}

describe("tracking pixel in a real Chromium page", () => {
  let store: Collected;
  beforeAll(async () => {
    store = await startStore();
  });
  afterAll(() => new Promise<void>((resolve) => store.server.close(() => resolve())));

  it("stores the attribution for 24 hours and sends the five events", async () => {
    const page = await newPage(browser, store.url);
    await page.goto(
      "/products/velvet?lunara_message_id=msg-42&lunara_cid=cid-42&lunara_source=instagram&lunara_campaign=lunara_dm&lunara_user_id=team-1&utm_source=instagram&utm_medium=social_dm&utm_campaign=spring",
    );
    await publishAll(page);
    await eventually(async () => expect(store.bodies).toHaveLength(5));
    const events = store.bodies.map((b) => trackEventSchema.parse(b));
    expect(events.map((e) => e.type)).toEqual([
      "click",
      "add_to_cart",
      "checkout",
      "payment_info",
      "checkout_completed",
    ]);
    for (const e of events)
      expect(e).toMatchObject({ store: "aurelle-e2e.myshopify.com", clientId: "client-e2e" });
    expect(events[0]).toMatchObject({
      attribution: {
        mid: "msg-42",
        cid: "cid-42",
        source: "instagram",
        campaign: "lunara_dm",
        userId: "team-1",
        utm_source: "instagram",
        utm_medium: "social_dm",
        utm_campaign: "spring",
      },
    });
    expect(events[1]).toMatchObject({
      cartData: {
        variantId: "gid://shopify/ProductVariant/11",
        quantity: 2,
        productTitle: "Velvet Lip Tint",
      },
    });
    expect(events[4]).toMatchObject({ checkoutToken: "chk-e2e-1", orderId: "gid://shopify/Order/9001" });
    const stored = JSON.parse(
      (await page.evaluate((key) => window.localStorage.getItem(key), PIXEL_STORAGE_KEY)) ?? "{}",
    );
    expect(stored.expires - stored.ts).toBe(24 * 60 * 60 * 1000);
    expect(stored.landing_url).toContain("lunara_message_id=msg-42");
    await page.context().close();
  });

  it("clears expired attribution and sends nothing", async () => {
    store.bodies.length = 0;
    const page = await newPage(browser, store.url);
    await page.goto("/cart");
    await page.evaluate((key) => {
      const ts = Date.now() - 25 * 60 * 60 * 1000;
      window.localStorage.setItem(
        key,
        JSON.stringify({ mid: "old", cid: "old", ts, expires: ts + 24 * 60 * 60 * 1000 }),
      );
    }, PIXEL_STORAGE_KEY);
    await page.evaluate(
      async ([line, co]) => {
        const w = window as unknown as { publish: (n: string, d: unknown) => Promise<void> };
        await w.publish("product_added_to_cart", { cartLine: line });
        await w.publish("checkout_started", { checkout: co });
        await w.publish("checkout_completed", { checkout: co });
      },
      [cartLine, checkout] as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.bodies).toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PIXEL_STORAGE_KEY)).toBeNull();
    await page.context().close();
  });
});
