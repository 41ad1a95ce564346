import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { eventually, signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({}, (suite) => {
  ({ server, browser } = suite);
});

describe("brand settings after the wizard", () => {
  let page: Page;

  it("opens the settings at their top after the wizard, with one header and one Sign out", async () => {
    page = await newPage(browser, server.url);
    await signInAs(page);
    await page.goto("/dashboard/brand");
    const wizard = page.getByRole("form", { name: "Brand setup" });
    await wizard.getByLabel("Brand name").first().fill("Glow Theory");
    await wizard.getByLabel("Description").first().fill("Clean skincare for sensitive skin.");
    const complete = wizard.getByRole("button", { name: "Complete setup" });
    await complete.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await complete.click();
    await page.getByRole("heading", { name: "Brand Settings" }).waitFor({ timeout: 10_000 });
    await page.getByRole("region", { name: /Brand Essentials/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole("button", { name: "Sign out" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Brand Settings" }).count()).toBe(1);
  });

  it("keeps the text of a failed autosave after the field is closed, and saves it on retry", async () => {
    let failing = true;
    await page.route("**/api/brand/settings", async (route) => {
      if (route.request().method() === "PATCH" && failing) {
        await route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"Busy"}' });
      } else await route.continue();
    });
    const essentials = page.getByRole("region", { name: /Brand Essentials/ });
    const voice = essentials.getByRole("textbox", { name: "Brand voice", exact: true });
    await essentials.getByRole("button", { name: "Edit Brand voice" }).click();
    await voice.fill("Warm and expert");
    await essentials.getByText("Not saved yet: your text is kept and saving is retried.").waitFor();
    await essentials.getByRole("button", { name: "Stop editing Brand voice" }).click();
    expect(await voice.inputValue()).toBe("Warm and expert");
    await page.waitForTimeout(500);
    expect(await voice.inputValue()).toBe("Warm and expert");
    failing = false;
    await essentials.getByRole("img", { name: "Brand voice saved" }).waitFor({ timeout: 10_000 });
    await page.unroute("**/api/brand/settings");
    await page.reload();
    await eventually(async () =>
      expect(
        await page
          .getByRole("region", { name: /Brand Essentials/ })
          .getByRole("textbox", { name: "Brand voice", exact: true })
          .inputValue(),
      ).toBe("Warm and expert"),
    );
  });

  it("refuses a blank brand name, as the wizard does", async () => {
    const essentials = page.getByRole("region", { name: /Brand Essentials/ });
    await essentials.getByRole("button", { name: "Edit Brand name" }).click();
    await essentials.getByRole("textbox", { name: "Brand name", exact: true }).fill("   ");
    await essentials.getByText("Please enter a brand name").waitFor();
    const direct = await page.request.patch("/api/brand/settings", {
      headers: { "x-lunara-csrf": "1" },
      data: { brand_name: "" },
    });
    expect(direct.status()).toBe(400);
    await essentials.getByRole("button", { name: "Stop editing Brand name" }).click();
    await page.reload();
    expect(
      await page
        .getByRole("region", { name: /Brand Essentials/ })
        .getByRole("textbox", { name: "Brand name", exact: true })
        .inputValue(),
    ).toBe("Glow Theory");
  });

  it("shows a clear message, not the server's raw text, when the settings cannot load", async () => {
    await page.route("**/api/brand/settings", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"relation \\"brand_settings\\" does not exist","code":"INTERNAL"}',
      }),
    );
    await page.reload();
    await page.getByText("Failed to load brand settings. Please try again.").waitFor({ timeout: 20_000 });
    expect(await page.getByText(/relation/).count()).toBe(0);
    await page.unroute("**/api/brand/settings");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("region", { name: /Brand Essentials/ }).waitFor();
    await page.context().close();
  });
});
