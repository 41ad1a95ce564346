import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { attributionEvents, leads } from "../src/server/db/attribution.schema";
import { orders, products } from "../src/server/db/commerce.schema";
import { messages } from "../src/server/db/inbox.schema";
import { newPage } from "./support/browser";
import { connectInstagramAndStore, eventually, signInAs, simulatorClient } from "./support/helpers";
import { sandboxPage } from "./support/pixel-sandbox";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

const SHOP = "glow-journey.myshopify.com";
let server: TestServer;
let browser: Browser;
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

const sim = <T>(method: "GET" | "POST", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);

describe("one customer from a DM to revenue", () => {
  let admin: Page;
  let teamId: string;
  let trackingUrl: string;
  let handle: string;

  it("a DM gets a tracking link from the inbox", async () => {
    admin = await newPage(browser, server.url);
    await signInAs(admin);
    teamId = await connectInstagramAndStore(admin, server, SHOP);

    const { events } = await sim<{ events: { platform_message_id: string }[] }>("POST", "/_sim/traffic", {
      kind: "instagram_dm",
      intent: "purchase_intent",
    });
    const message = await eventually(async () => {
      const [row] = await server.database.db
        .select()
        .from(messages)
        .where(eq(messages.platformMessageId, events[0]!.platform_message_id));
      if (!row) throw new Error("not stored yet");
      return row;
    });
    handle = message.senderUsername;
    await admin.goto("/dashboard/inbox");
    await admin
      .getByRole("list", { name: "Messages" })
      .getByRole("button", { name: new RegExp(`@${handle}`) })
      .first()
      .click();
    await admin.getByRole("button", { name: "Generate Tracking Link" }).click();
    const dialog = admin.getByRole("dialog", { name: "Generate Tracking Link" });
    await dialog.getByRole("radio").first().check({ force: true });
    await dialog.getByRole("button", { name: "Generate" }).click();
    trackingUrl = await dialog.getByRole("textbox", { name: "Tracking link" }).inputValue();
    expect(trackingUrl).toContain("/t/");
  });

  it("the customer clicks, the pixel on the store reports the funnel, and the order is credited", async () => {
    const pixel = await (await admin.request.get("/api/integrations/pixel")).json();
    expect(pixel.code).toContain(SHOP);
    const customer = await browser.newContext();
    // The store itself is out of reach: a page with the generated pixel stands in for it, and the
    // pixel's calls to Lunara go out from the test runner (same body, headers and Origin) because
    // the sandbox page lives on an https origin the browser will not let talk to loopback.
    await customer.route(`https://${SHOP}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: sandboxPage(pixel.code) }),
    );
    await customer.route("**/api/track", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response });
    });
    // The click: Lunara records it and redirects to the product page with the attribution.
    const click = await fetch(trackingUrl, {
      redirect: "manual",
      headers: { "user-agent": "Mozilla/5.0 (journey test)" },
    });
    expect(click.status).toBe(302);
    const landing = new URL(click.headers.get("location") ?? "");
    expect(landing.origin).toBe(`https://${SHOP}`);
    const page = await customer.newPage();
    await page.goto(landing.toString());
    expect(landing.searchParams.get("lunara_message_id")).toBeTruthy();
    expect(landing.searchParams.get("utm_source")).toBeTruthy();

    const [product] = await server.database.db
      .select()
      .from(products)
      .where(eq(products.teamId, teamId))
      .limit(1);
    const checkoutToken = "chk-journey-1";
    await page.evaluate(
      async ([token, title]) => {
        const w = window as unknown as { publish: (n: string, d: unknown) => Promise<void> };
        const line = {
          quantity: 1,
          merchandise: {
            id: "gid://shopify/ProductVariant/1",
            title: "Default",
            price: { amount: 38, currencyCode: "CAD" },
            product: { id: "gid://shopify/Product/1", title },
          },
        };
        const checkout = {
          token,
          currencyCode: "CAD",
          totalPrice: { amount: "38.00", currencyCode: "CAD" },
          subtotalPrice: { amount: "38.00" },
          lineItems: [{ id: "1" }],
          order: { id: "gid://shopify/Order/1" },
        };
        await w.publish("page_viewed", {});
        await w.publish("product_added_to_cart", { cartLine: line });
        await w.publish("checkout_started", { checkout });
        await w.publish("payment_info_submitted", { checkout });
        await w.publish("checkout_completed", { checkout });
      },
      [checkoutToken, product!.title] as const,
    );
    await eventually(async () => {
      const [lead] = await server.database.db
        .select()
        .from(leads)
        .where(and(eq(leads.teamId, teamId), eq(leads.instagramUsername, handle)));
      expect(lead?.hasCart).toBe(true);
    });

    // The order webhook comes after the pixel's checkout_completed, as in a real purchase.
    await eventually(async () => {
      const stored = await server.database.db
        .select()
        .from(attributionEvents)
        .where(
          and(
            eq(attributionEvents.checkoutToken, checkoutToken),
            eq(attributionEvents.type, "checkout_completed"),
          ),
        );
      expect(stored).toHaveLength(1);
    });
    await sim("POST", "/_sim/shopify/orders", {
      shop: SHOP,
      checkoutToken,
      items: [{ handle: product!.handle }],
    });
    const order = await eventually(async () => {
      const [row] = await server.database.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutToken, checkoutToken));
      if (!row) throw new Error("no order yet");
      return row;
    });
    await eventually(async () => {
      const [lead] = await server.database.db
        .select()
        .from(leads)
        .where(and(eq(leads.teamId, teamId), eq(leads.instagramUsername, handle)));
      expect(lead?.totalOrders).toBe(1);
      expect(Number(lead?.attributedRevenue)).toBeGreaterThan(0);
    });
    expect(Number(order.totalPrice)).toBeGreaterThan(0);
    await customer.close();
  });

  it("shows the revenue on the dashboard and on the lead, and exports the leads as CSV", async () => {
    // Held back, the overview shows placeholders (never a zero that looks real), then the figures.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await admin.route(
      "**/api/analytics/analytics-dashboard",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await admin.goto("/dashboard/analytics");
    const overview = admin.getByRole("region", { name: "Overview" });
    await overview.locator('[data-figure-loading="Total Revenue"]').waitFor();
    expect(await overview.locator("[data-figure]").count()).toBe(0);
    release();
    const revenue = overview.locator('[data-figure="Total Revenue"]');
    await revenue.waitFor();
    expect(await revenue.textContent()).not.toMatch(/\$0\.00/);

    await admin.goto("/dashboard/leads");
    await admin
      .getByRole("link", { name: new RegExp(`View .*${handle}|View`) })
      .first()
      .waitFor();
    await admin.getByRole("searchbox", { name: "Search leads" }).fill(handle);
    await admin.getByRole("link", { name: /View/ }).first().click();
    await admin.getByRole("heading", { name: "Orders" }).waitFor();
    await admin.getByText(/\$\d/).first().waitFor();

    await admin.goto("/dashboard/leads");
    const download = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, "utf8");
    const [filterLine, header] = text.split(/\r?\n/);
    expect(filterLine).toMatch(/filter/i);
    expect(header).toMatch(/email/i);
    expect(text).toContain(handle);
  });
});
