import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

describe("security headers", () => {
  it("the app and the pixel page work under the Content-Security-Policy with no violation", async () => {
    const page = await newPage(browser, server.url);
    const violations = await watchViolations(page);
    const landing = await page.goto("/");
    const headers = landing?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await page.getByRole("link", { name: "Login" }).first().waitFor();

    await signInAs(page);
    for (const path of [
      "/dashboard/inbox",
      "/dashboard/leads",
      "/dashboard/settings",
      "/dashboard/lunara-ai/sunara",
      "/dashboard/comment-dm",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // The OAuth round trips through the simulator's pages, then the pixel page with its code.
    await page.goto("/dashboard/integrations");
    await page.getByRole("button", { name: "Connect Instagram" }).click();
    await page.getByText(INTEGRATION_TEXTS.instagramConnected("aurellebeauty")).waitFor();
    await page.getByRole("button", { name: "Connect Shopify" }).click();
    await page.getByLabel("Shop domain").fill("csp-check");
    await page.getByRole("button", { name: "Connect Store" }).click();
    await page.getByText(INTEGRATION_TEXTS.shopifyConnected("csp-check.myshopify.com")).waitFor();
    await page.goto("/dashboard/pixel-setup");
    await page.getByRole("heading", { name: "Setup Tracking Pixel" }).waitFor();
    expect(await page.getByTestId("pixel-code").textContent()).toContain("analytics.subscribe");

    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("the API reference at /api/docs renders its operations under the same policy", async () => {
    const page = await newPage(browser, server.url);
    const violations = await watchViolations(page);
    await page.goto("/api/docs");
    // Swagger UI draws one block per operation once it has read /api/docs/json.
    await page.locator(".opblock").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".opblock").count()).toBeGreaterThan(5);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
