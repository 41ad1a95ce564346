import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { leads } from "../src/server/db/attribution.schema";
import { newPage } from "./support/browser";
import { signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({}, (suite) => {
  ({ server, browser } = suite);
});

const PHONE = { width: 390, height: 844 };

describe("the leads screen on a phone (390 px)", () => {
  let page: Page;

  it("shows a lead's status, revenue and View inside the screen, with nothing scrolled sideways", async () => {
    page = await newPage(browser, server.url);
    await page.setViewportSize(PHONE);
    await signInAs(page);
    const me = (await (await page.request.get("/api/me")).json()) as { team: { id: string } };
    await server.database.db.insert(leads).values({
      teamId: me.team.id,
      email: "ava.stone@example.com",
      instagramUsername: "ava.stone",
      socialPlatformIds: { instagram: "ig-ava-phone" },
      firstName: "Ava",
      lastName: "Stone",
      messageCount: 2,
      totalOrders: 1,
      attributedRevenue: "54.00",
      lastConversationAt: new Date(),
    });
    await page.goto("/dashboard/leads");
    const view = page.getByRole("link", { name: "View Ava Stone" });
    await view.waitFor();
    const table = page.getByRole("table", { name: "Leads" });
    for (const shown of [view, table.getByText("Converted"), table.getByText("$54.00")]) {
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // Each figure says what it is: the column heading stands beside it in the card.
    expect(
      await table
        .locator('td[data-label="Revenue"]')
        .evaluate((td) => getComputedStyle(td, "::before").content),
    ).toBe('"Revenue"');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("breaks the Leads by status axis labels over lines, none running into the next", async () => {
    const chart = page.getByRole("img", { name: "Leads by status" });
    const ticks = chart.locator(".recharts-xAxis-tick-labels text");
    await ticks.first().waitFor();
    const boxes = [];
    for (const tick of await ticks.all()) boxes.push((await tick.boundingBox())!);
    expect(boxes).toHaveLength(4);
    for (let i = 1; i < boxes.length; i++) {
      const before = boxes[i - 1]!;
      expect(before.x + before.width).toBeLessThanOrEqual(boxes[i]!.x);
    }
    expect(await ticks.nth(2).locator("tspan").allTextContents()).toEqual(["Added to", "Cart"]);
  });
});
