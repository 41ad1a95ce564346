import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { orders } from "../src/server/db/commerce.schema";
import { messages } from "../src/server/db/inbox.schema";
import { newPage } from "./support/browser";
import { connectInstagramAndStore, eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

// The simulator's shops sell in USD: every price and figure must say so, never CAD's bare "$".
const SHOP = "usd-figures.myshopify.com";
let server: TestServer;
let browser: Browser;
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});
const sim = <T>(method: "GET" | "POST", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);

describe("a USD store's figures and prices", () => {
  let admin: Page;
  let teamId: string;

  it("connects the store and takes an order", async () => {
    admin = await newPage(browser, server.url);
    await signInAs(admin);
    teamId = await connectInstagramAndStore(admin, server, SHOP);
    await sim("POST", "/_sim/shopify/orders", { shop: SHOP });
    await eventually(async () => {
      expect(
        (await server.database.db.select().from(orders).where(eq(orders.teamId, teamId))).length,
      ).toBeGreaterThan(0);
    });
  });

  it("labels what each dashboard figure counts, in the store's currency, with unclipped axis labels", async () => {
    const overview = admin.getByRole("region", { name: "Overview" });
    const revenueScope = overview.locator('[data-figure-scope="Total Revenue"]');
    // The store's currency and totals arrive with its first sync, a job after the connection.
    await eventually(async () => {
      await admin.goto("/dashboard/analytics");
      await revenueScope.waitFor();
      expect(await revenueScope.textContent()).toMatch(/^From conversations · All store sales: US\$\d/);
    });
    expect(await overview.locator('[data-figure="Total Revenue"]').textContent()).toMatch(/^US\$/);
    expect(await overview.locator('[data-figure-scope="Total Orders"]').textContent()).toBe(
      "From conversations",
    );
    await admin.getByText("All store sales", { exact: true }).first().waitFor();
    expect(await admin.getByText("All store sales", { exact: true }).count()).toBe(2);
    await admin.getByText("All store orders", { exact: true }).waitFor();

    // The y-axis labels are the chart's only tick labels with a currency sign (the x-axis has dates).
    const ticks = admin.locator(".recharts-cartesian-axis-tick-value").filter({ hasText: "$" });
    await ticks.first().waitFor();
    expect(await ticks.count()).toBeGreaterThanOrEqual(2);
    const svgBox = (await admin.locator(".recharts-wrapper > svg").first().boundingBox())!;
    for (const tick of await ticks.all()) {
      expect(await tick.textContent()).toMatch(/^US\$/);
      const box = (await tick.boundingBox())!;
      expect(box.x, `"${await tick.textContent()}" starts inside the chart`).toBeGreaterThanOrEqual(svgBox.x);
    }
  });

  it("prices the tracking-link product picker in the store's currency", async () => {
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
    await admin.goto("/dashboard/inbox");
    await admin
      .getByRole("list", { name: "Messages" })
      .getByRole("button", { name: new RegExp(`@${message.senderUsername}`) })
      .first()
      .click();
    await admin.getByRole("button", { name: "Generate Tracking Link" }).click();
    const dialog = admin.getByRole("dialog", { name: "Generate Tracking Link" });
    const first = dialog.getByRole("radio").first();
    await first.waitFor({ state: "attached" });
    const prices = await dialog.getByText(/\d+\.\d{2}/).allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/US\$/);
  });

  it("prices the brand page's product grid in the store's currency", async () => {
    const saved = await admin.request.post("/api/brand/wizard", {
      headers: { "x-lunara-csrf": "1" },
      data: { brand_name: "Glow Theory", description: "Clean skincare." },
    });
    expect(saved.status()).toBe(200);
    await admin.goto("/dashboard/brand");
    const catalogue = admin.getByRole("region", { name: /Product Configuration/ });
    const grid = catalogue.getByRole("list", { name: "Products" });
    await grid.waitFor();
    const prices = await grid.getByText(/\d+\.\d{2}/).allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/US\$/);
    await admin.context().close();
  });
});
