import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../src/server/db/inbox.schema";
import { seedSampleBrand } from "../src/server/knowledge/sample-brand.test-helper";
import { syncKnowledgeIndex } from "../src/server/knowledge/sync-knowledge-index";
import { newPage } from "./support/browser";
import { eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

type SimEvent = { platform_message_id: string; delivery: { ok: boolean } | null };

let server: TestServer;
let browser: Browser;

withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

let asked = 0;
/**
 * A DM with this text from the next of the simulator's customers, and the handle Lunara stored for
 * it. Each question comes from another person: one person's earlier questions are answered in the
 * reply to their latest (a random pick of the same customer twice made "Do you ship to Mexico?" cite
 * the Toronto answer).
 */
async function dm(text: string, intent: string): Promise<string> {
  const person = server.simulator!.context.people[asked++]!.instagram;
  const { events } = await simulatorClient(server)<{ events: SimEvent[] }>("POST", "/_sim/traffic", {
    kind: "instagram_dm",
    intent,
    text,
    person,
  });
  const event = events[0]!;
  expect(event.delivery).toMatchObject({ ok: true });
  return eventually(async () => {
    const [row] = await server.database.db
      .select({ handle: messages.senderUsername })
      .from(messages)
      .where(eq(messages.platformMessageId, event.platform_message_id));
    if (!row) throw new Error("not stored yet");
    return row.handle;
  });
}

/** Opens the conversation of `handle` and returns its detailed reply box once it holds `text`. */
async function detailedReply(page: Page, handle: string, text: string | RegExp) {
  await page.goto("/dashboard/inbox");
  const search = page.getByRole("searchbox", { name: "Search messages" });
  await search.fill(handle);
  await page
    .getByRole("list", { name: "Messages" })
    .getByRole("button", { name: new RegExp(`@${handle}`) })
    .first()
    .click();
  const detail = page.getByRole("region", { name: "Message detail" });
  const box = detail.getByRole("textbox", { name: "Detailed reply" }).last();
  await eventually(async () => expect(await box.inputValue()).toMatch(text), 20_000);
  return detail;
}

describe("replies grounded in the brand's knowledge", () => {
  let page: Page;
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === "fail")
      await page?.screenshot({ path: `/tmp/lunara-e2e-knowledge-${ctx.task.name.slice(0, 20)}.png` });
  });

  it("states the shipping and return facts with their sources, and a gap answered fixes the next reply", async () => {
    page = await newPage(browser, server.url);
    await signInAs(page);
    const teamId = (await (await page.request.get("/api/me")).json()).team.id as string;
    await page.goto("/api/integrations/instagram/connect");
    await page.waitForURL(/instagram=connected/);
    await seedSampleBrand(server.database.db, teamId);
    await syncKnowledgeIndex({ db: server.database.db, now: () => new Date() }, teamId);

    const shipping = await dm("how long does shipping to Toronto take?", "shipping_orders");
    let detail = await detailedReply(page, shipping, /3 to 5 business days/);
    expect(await detail.getByRole("textbox", { name: "Detailed reply" }).last().inputValue()).toContain(
      "Standard shipping takes 3 to 5 business days within Canada.",
    );
    await detail.getByRole("button", { name: "Source: Shipping Policy. Open the passage" }).first().click();
    const passage = page.getByRole("dialog", { name: "Shipping Policy" });
    await passage.getByText("Standard shipping takes 3 to 5 business days within Canada.").waitFor();
    await page.keyboard.press("Escape");

    const returns = await dm("What is your return policy?", "shipping_orders");
    detail = await detailedReply(page, returns, /within 45 days of delivery/);
    await detail
      .getByRole("button", { name: "Source: Returns & Exchanges. Open the passage" })
      .first()
      .waitFor();

    const mexico = await dm("Do you ship to Mexico?", "shipping_orders");
    detail = await detailedReply(page, mexico, /confirm/);
    expect(await detail.getByRole("list", { name: "Sources of this reply" }).count()).toBe(0);
    // What may answer it is shown apart, and one click adds a sentence to the Detailed reply.
    const leads = detail
      .getByRole("region", { name: "No source answers this for sure. These passages may:" })
      .last();
    const lead = await leads.locator("q").first().textContent();
    expect(lead).toBeTruthy();
    await leads
      .getByRole("button", { name: /to the Detailed reply$/ })
      .first()
      .click();
    await eventually(async () =>
      expect(await detail.getByRole("textbox", { name: "Detailed reply" }).last().inputValue()).toContain(
        lead!,
      ),
    );

    await page.goto("/dashboard/brand");
    const gaps = page.getByRole("list", { name: "Unanswered questions" });
    await gaps.getByText("Do you ship to Mexico?").first().waitFor();
    // The topic reads as a person would write it, not as the question's keywords.
    await gaps
      .getByText("1 customer asked about shipping to Mexico in the last 7 days; no source answers it.")
      .waitFor();
    await gaps.getByRole("button", { name: "Add an answer" }).first().click();
    await gaps.getByRole("textbox").first().fill("We ship to Mexico in 7 to 10 business days for US$20.");
    await gaps.getByRole("button", { name: "Save answer" }).click();
    await page.getByText(/Answer saved/).waitFor();
    await page.getByText("No unanswered questions in the last 7 days.").waitFor();

    const again = await dm("Hi! do you ship to Mexico?", "shipping_orders");
    detail = await detailedReply(page, again, /7 to 10 business days/);
    await detail
      .getByRole("button", { name: /^Source: Answer/ })
      .first()
      .waitFor();
  });
});
