import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPdf } from "../src/server/brand/pdf-fixtures.test-helper";
import { products } from "../src/server/db/commerce.schema";
import { messages } from "../src/server/db/inbox.schema";
import { integrations } from "../src/server/db/integrations.schema";
import { ingestMessage } from "../src/server/ingestion/ingest-message";
import { newPage } from "./support/browser";
import { eventually, signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
let site: Server;
let siteUrl: string;

/** A brand's website, served locally for the wizard's Analyze step and the reference links. */
const BRAND_PAGE = `<!doctype html><html><head><title>Glow Theory Beauty</title>
<meta name="description" content="Clean, science-backed skincare for sensitive skin, made in Montreal.">
</head><body><nav>Home Shop About</nav><h1>Glow Theory Beauty</h1>
<p>We make gentle serums and cleansers for sensitive skin. Every formula is fragrance-free and dermatologist tested.</p>
<h2>Our promise</h2><p>Kind to skin, kind to the planet. Refillable packaging and cruelty-free always.</p></body></html>`;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === "/price-list.csv") {
      res.writeHead(200, { "content-type": "text/csv" });
      res.end("sku,price\nDEW-30,38\n");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(BRAND_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

async function signedIn(): Promise<Page> {
  const page = await newPage(browser, server.url);
  await signInAs(page);
  return page;
}

describe("brand settings", () => {
  it("runs the wizard with website analysis, then autosaves a field with its indicators", async () => {
    const page = await signedIn();
    await page.goto("/dashboard/brand");
    const wizard = page.getByRole("form", { name: "Brand setup" });
    await wizard.getByLabel("Website URL").fill(siteUrl);
    await wizard.getByRole("button", { name: "Analyze" }).click();
    await page
      .getByText("Website analyzed successfully! Review and adjust the generated brand profile.")
      .waitFor();
    expect(await wizard.getByLabel("Brand name").first().inputValue()).toContain("Glow Theory");
    expect(await wizard.getByLabel("Description").first().inputValue()).not.toBe("");
    await wizard.getByRole("button", { name: "Complete setup" }).click();
    await page.getByText("Brand setup complete! Redirecting to settings...").waitFor();
    await page.getByRole("heading", { name: "Brand Settings" }).waitFor({ timeout: 10_000 });

    const essentials = page.getByRole("region", { name: /Brand Essentials/ });
    await essentials.getByRole("button", { name: "Edit Brand voice" }).click();
    await essentials
      .getByRole("textbox", { name: "Brand voice", exact: true })
      .fill("Warm, expert and never pushy");
    await page.getByText("Saving changes...").waitFor();
    await essentials.getByRole("img", { name: "Brand voice saved" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Brand Settings" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Brand voice", exact: true }).inputValue()).toBe(
      "Warm, expert and never pushy",
    );
    await page.context().close();
  });

  it("processes an uploaded PDF, and shows a failing link as 'Scraping Failed' with Retry", async () => {
    const page = await signedIn();
    await page.goto("/dashboard/brand");
    const docs = page.getByRole("region", { name: /Key Documents and Links/ });
    await docs.getByLabel("Upload PDF document").setInputFiles({
      name: "care-guide.pdf",
      mimeType: "application/pdf",
      buffer: buildPdf(["Glow Theory care guide", "Returns are accepted within 45 days of delivery."]),
    });
    await page.getByText("Document uploaded successfully! Analysis will begin shortly.").waitFor();
    await docs
      .getByRole("listitem", { name: "care-guide.pdf" })
      .getByText("Processed")
      .waitFor({ timeout: 20_000 });

    const form = docs.getByRole("form", { name: "Add Reference Link" });
    await form.getByLabel("Link name").fill("Price list");
    await form.getByLabel("URL", { exact: true }).fill(`${siteUrl}/price-list.csv`);
    await form.getByRole("button", { name: "Add Link" }).click();
    await page.getByText("Reference link added successfully! Analysis will begin shortly.").waitFor();
    const link = docs.getByRole("listitem", { name: "Price list" });
    await link.getByText("Scraping Failed").waitFor({ timeout: 20_000 });
    await link.getByRole("button", { name: "Retry Price list" }).click();
    await page.getByText("Link analysis retried successfully!").waitFor();
    await page.context().close();
  });
  it("suggests replies that cite the uploaded document and respect a never-phrase and a hidden product", async () => {
    const page = await signedIn();
    const teamId = (await (await page.request.get("/api/me")).json()).team.id as string;
    await page.goto("/api/integrations/instagram/connect");
    await page.waitForURL(/instagram=connected/);
    await page.goto("/api/integrations/shopify/connect?shop=glow-brand-e2e.myshopify.com");
    await page.waitForURL(/shopify=connected/);
    const [hidden] = await eventually(async () => {
      const rows = await server.database.db
        .select()
        .from(products)
        .where(eq(products.teamId, teamId))
        .limit(1);
      expect(rows).toHaveLength(1);
      return rows;
    });

    await page.goto("/dashboard/brand");
    const rules = page.getByRole("region", { name: /Response Rules/ });
    await rules.getByLabel("New phrase for Never").fill("cheap");
    await rules.getByLabel("New phrase for Never").press("Enter");
    await rules.getByRole("list", { name: "Never" }).getByText("cheap").waitFor();
    const catalogue = page.getByRole("region", { name: /Product Configuration/ });
    const hiddenSwitch = catalogue.getByRole("switch", { name: `Hidden: ${hidden!.title}` });
    await hiddenSwitch.click();
    await eventually(async () => expect(await hiddenSwitch.getAttribute("aria-checked")).toBe("true"));

    // A customer asks about returns and names the hidden product (the care guide PDF of the
    // previous test says returns are accepted within 45 days).
    const [instagram] = await server.database.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, teamId), eq(integrations.platform, "instagram")));
    await ingestMessage(
      server.deps,
      { integrationId: instagram!.id, teamId },
      {
        platform: "instagram",
        platform_message_id: "brand-e2e-returns",
        message_type: "comment",
        content: `how many days do I have to return the ${hidden!.title}? it broke me out`,
        sender_username: "returns.question",
        sender_platform_id: "returns-1",
        account_platform_id: "acct",
        received_at: new Date(),
      },
    );
    await eventually(async () => {
      const [row] = await server.database.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.platformMessageId, "brand-e2e-returns"));
      expect(row).toBeDefined();
    });
    await page.goto("/dashboard/inbox");
    await page
      .getByRole("list", { name: "Messages" })
      .getByRole("button", { name: /@returns\.question/ })
      .first()
      .click();
    const suggestions = page.getByRole("region", { name: "Reply suggestions" });
    const texts: string[] = [];
    for (const name of ["Quick reply", "Detailed reply", "Action reply"]) {
      const box = suggestions.getByRole("textbox", { name });
      await box.waitFor();
      texts.push(await box.inputValue());
    }
    const all = texts.join("\n").toLowerCase();
    expect(all, all).toContain("45 days");
    expect(all).not.toContain("cheap");
    expect(all).not.toContain(hidden!.title.toLowerCase());
    await page.context().close();
  });
});
