import type { SimRecord } from "@sim/sim-records";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { connectInstagramAndStore, eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

type SimEvent = { platform_message_id: string; delivery: { id: number } | null };

let server: TestServer;
let browser: Browser;
let page: Page;

withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

const sim = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);

describe("comment to DM", () => {
  it("answers a keyword comment on a simulated post with one public reply and one private DM", async () => {
    page = await newPage(browser, server.url);
    await signInAs(page);
    await connectInstagramAndStore(page, server, "glow-theory-dm.myshopify.com");

    await page.goto("/dashboard/comment-dm");
    await page.getByRole("heading", { name: "Comment to DM" }).waitFor();
    await page.getByText("Instagram only: TikTok has no private reply to a comment").waitFor();
    await page.getByRole("button", { name: "New rule" }).click();
    const form = page.getByRole("form", { name: "New rule" });
    await form.getByLabel("Rule name").fill("Glow code");
    await form.getByLabel("Keywords").fill("glowcode");
    await form.getByLabel("Public reply").fill("Just sent you a DM ✨");
    await form.getByLabel("Private DM").fill("Here is your link:");
    const product = form.getByLabel("Product");
    const firstProduct = await product.locator("option").nth(1).getAttribute("value");
    await product.selectOption(firstProduct!);
    // Keyboard: the form submits from the keyboard like any form.
    await form.getByRole("button", { name: "Create rule" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Glow code" }).waitFor();

    const [event] = (
      await sim<{ events: SimEvent[] }>("POST", "/_sim/traffic", {
        kind: "instagram_comment",
        text: "Obsessed! glowcode please",
      })
    ).events;
    const toComment = async () =>
      (await sim<SimRecord[]>("GET", "/_sim/records?platform=instagram")).filter(
        (r) => r.target_id === event!.platform_message_id,
      );
    await eventually(async () => {
      const sent = await toComment();
      expect(sent.filter((r) => r.kind === "private_reply")).toHaveLength(1);
      expect(sent.filter((r) => r.kind === "comment_reply")).toHaveLength(1);
    });
    // Instagram delivers the same webhook again: still one DM and one public reply.
    if (event!.delivery) await sim("POST", `/_sim/deliveries/${event!.delivery.id}/replay`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sent = await toComment();
    const dm = sent.filter((r) => r.kind === "private_reply");
    expect(dm).toHaveLength(1);
    expect(dm[0]!.text).toMatch(/^Here is your link:\nhttp:\/\/127\.0\.0\.1:\d+\/t\/\w{8}$/);
    expect(sent.filter((r) => r.kind === "comment_reply").map((r) => r.text)).toEqual([
      "Just sent you a DM ✨",
    ]);

    await page.reload();
    const figure = page
      .getByRole("region", { name: "Rule Glow code" })
      .locator("dt", { hasText: "DMs sent" })
      .locator("xpath=following-sibling::dd[1]");
    await eventually(async () => expect(await figure.textContent()).toBe("1"));
  });
});
