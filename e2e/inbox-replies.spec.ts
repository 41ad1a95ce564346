import type { SimRecord } from "@sim/sim-records";
import type { TrafficEvent as SimEvent } from "@sim/traffic/traffic-generator";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { products } from "../src/server/db/commerce.schema";
import { automationDecisions, messages } from "../src/server/db/inbox.schema";
import { setAutomation as setAutomationOf } from "./support/automation";
import { newPage } from "./support/browser";
import { eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
let teamId: string;
let page: Page;
/** The customer whose DMs the edit test sends (reused by the phone test). */
let editingCustomer: string | undefined;

withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

const sim = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);
const traffic = async (body: Record<string, unknown>) =>
  (await sim<{ events: SimEvent[] }>("POST", "/_sim/traffic", { count: 1, ...body })).events[0]!;
const records = () => sim<SimRecord[]>("GET", "/_sim/records");

/** The stored row of a simulated message, once Lunara has analysed it. */
async function stored(event: SimEvent) {
  return eventually(async () => {
    const [row] = await server.database.db
      .select({ id: messages.id, handle: messages.senderUsername, spamAt: messages.spamAt })
      .from(messages)
      .where(eq(messages.platformMessageId, event.platform_message_id));
    if (!row) throw new Error("not stored yet");
    const [decision] = await server.database.db
      .select({ id: automationDecisions.id })
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, row.id));
    if (!decision) throw new Error("not analysed yet");
    return row;
  });
}

const setAutomation = (on: boolean) => setAutomationOf(server, teamId, on);

/** Whether the event's sender wrote before it (its DM then joins their conversation). */
async function hasEarlierMessages(event: SimEvent) {
  const rows = await server.database.db
    .select({ id: messages.platformMessageId })
    .from(messages)
    .where(eq(messages.senderUsername, event.sender?.username ?? ""));
  return rows.some((r) => r.id !== event.platform_message_id);
}

const list = () => page.getByRole("list", { name: "Messages" });
/**
 * The list row of this message: its sender's handle and the start of its text (the simulator's
 * people write more than one message, so a handle alone can find an earlier one).
 */
const row = (event: SimEvent) =>
  list()
    .getByRole("button", { name: new RegExp(`@${event.sender?.username}`) })
    .filter({ hasText: event.text.slice(0, 24) })
    .first();
const detail = () => page.getByRole("region", { name: "Message detail" });
const tab = (name: RegExp) => page.getByRole("tab", { name });

describe("inbox replies and moderation", () => {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === "fail")
      await page?.screenshot({ path: `/tmp/lunara-e2e-replies-${ctx.task.name.slice(0, 20)}.png` });
  });

  it("connects Instagram and the store", async () => {
    page = await newPage(browser, server.url);
    await signInAs(page);
    teamId = (await (await page.request.get("/api/me")).json()).team.id;
    await page.goto("/api/integrations/instagram/connect");
    await page.waitForURL(/instagram=connected/);
    await page.goto("/api/integrations/shopify/connect?shop=glow-theory-replies.myshopify.com");
    await page.waitForURL(/shopify=connected/);
    await eventually(async () => {
      const rows = await server.database.db.select().from(products).where(eq(products.teamId, teamId));
      expect(rows.length).toBeGreaterThan(0);
    });
    await setAutomation(false);
    await page.goto("/dashboard/inbox");
    await page.getByRole("heading", { name: "Inbox" }).waitFor();
  });

  it("shows a comment's post, and sends the Action reply with a real tracked link, never a template slot", async () => {
    // A question that names a product: the Action reply links to it (a random simulated question
    // may name none, "Does Mocha look sheer on lips?", and then asks for a DM instead).
    const event = await traffic({
      kind: "instagram_comment",
      intent: "product_inquiry",
      text: "Is the Cherry Gloss Lip Oil vegan and cruelty free?",
    });
    await stored(event);
    await row(event).click();
    const viewPost = detail().getByRole("link", { name: "View Post" });
    expect(await viewPost.getAttribute("href")).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    await detail().getByRole("img", { name: "Post picture" }).waitFor();

    const action = detail().getByRole("textbox", { name: "Action reply" });
    await action.waitFor();
    const text = await action.inputValue();
    expect(text).not.toContain("{{");
    expect(text).toMatch(/\/t\/\w+/);
    await detail().getByRole("button", { name: "Send Action reply" }).click();
    await eventually(async () => {
      const sent = (await records()).filter((r) => r.target_id === event.platform_message_id);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).not.toMatch(/\{\{|\}\}/);
      expect(sent[0]!.text).toBe(text);
    });
  });

  it("writes a reply from scratch with a counter, an emoji and a tracked link, sent with Ctrl+Enter", async () => {
    const event = await traffic({ kind: "instagram_comment", intent: "general_inquiry" });
    await stored(event);
    await tab(/Pending/).click();
    await row(event).click();
    const box = detail().getByRole("textbox", { name: "Your reply" });
    await box.fill("Thanks for asking! Here it is:");
    await detail().getByText("30 / 2200").waitFor();
    await detail().getByRole("button", { name: "Insert emoji ✨" }).click();
    await detail().getByRole("combobox", { name: "Search products" }).selectOption({ index: 1 });
    await detail().getByRole("button", { name: "Insert tracked link" }).click();
    await eventually(async () => expect(await box.inputValue()).toMatch(/\/t\/\w+$/));
    const text = await box.inputValue();
    await box.press("Control+Enter");
    await eventually(async () => {
      const sent = (await records()).filter((r) => r.target_id === event.platform_message_id);
      expect(sent.map((r) => r.text)).toEqual([text]);
    });
  });

  it("keeps a suggestion being edited when the DM's customer writes again, across a reload, until discarded", async () => {
    const first = await traffic({
      kind: "instagram_dm",
      text: "Hi! Is the Glow Serum okay for sensitive skin?",
    });
    editingCustomer = first.sender?.username;
    await stored(first);
    await tab(/Pending/).click();
    await row(first).click();
    // The pane of the conversation opened before may still show its own cards for a moment.
    const pane = detail().getByRole("article", { name: `Conversation with @${first.sender?.username}` });
    const quick = pane.getByRole("textbox", { name: "Quick reply" });
    await quick.waitFor();
    await quick.fill("Yes! It is made for sensitive skin, we suggest a patch test first.");
    // The same customer writes again: the DM alone in the list becomes a thread.
    const again = await traffic({
      kind: "instagram_dm",
      text: "Also, do you ship to Canada?",
      person: first.sender?.username,
    });
    await stored(again);
    const kept = detail().getByRole("textbox", { name: "Your edit reply" });
    await kept.waitFor();
    expect(await kept.inputValue()).toBe(
      "Yes! It is made for sensitive skin, we suggest a patch test first.",
    );
    await detail()
      .getByText(/wrote again while you were editing a reply/)
      .waitFor();
    // Come in while the conversation is open, the message is read there.
    const { id: againId } = await stored(again);
    await eventually(async () => {
      const [m] = await server.database.db
        .select({ status: messages.status })
        .from(messages)
        .where(eq(messages.id, againId));
      expect(m?.status).toBe("read");
    });

    // The open conversation is in the address: the reload opens it again.
    expect(new URL(page.url()).searchParams.get("open")).toBeTruthy();
    await page.reload();
    await detail().getByRole("textbox", { name: "Your edit reply" }).waitFor();
    await detail().getByRole("button", { name: "Discard this edit" }).click();
    await eventually(async () =>
      expect(await detail().getByRole("textbox", { name: "Your edit reply" }).count()).toBe(0),
    );
    await page.reload();
    await row(again).click();
    await detail().getByRole("textbox", { name: "Quick reply" }).waitFor();
    expect(await detail().getByRole("textbox", { name: "Your edit reply" }).count()).toBe(0);
  });

  it("keeps a saved reply's unfilled variable out of the send, and says why Send is disabled", async () => {
    const event = await traffic({ kind: "instagram_comment", intent: "shipping_orders" });
    await stored(event);
    await tab(/Pending/).click();
    await row(event).click();
    await detail().getByRole("button", { name: "Manage saved replies" }).click();
    const dialog = page.getByRole("dialog", { name: "Saved replies" });
    await dialog.getByRole("button", { name: "Add saved reply" }).click();
    await dialog.getByLabel("Name").fill("Order check");
    await dialog.getByLabel("Reply", { exact: true }).fill("Hi {first_name}! Your order is {order_status}.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Order check").waitFor();
    await page.keyboard.press("Escape");
    await detail().getByRole("combobox", { name: "Saved replies" }).selectOption({ label: "Order check" });
    const box = detail().getByRole("textbox", { name: "Your reply" });
    await eventually(async () => expect(await box.inputValue()).toContain("{first_name}"));
    const send = detail().getByRole("button", { name: "Send reply" });
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute("title")).toBe("Fill or remove {first_name} before sending.");
    await box.fill("Hi! Your order is on its way.");
    expect(await send.isDisabled()).toBe(false);
  });

  it("hands a failed auto-reply back to a person, marked with the reason, and says the DM window has closed", async () => {
    await setAutomation(true);
    // A customer with no conversation yet: a DM joining another test's thread is shown in it.
    let event = await traffic({ kind: "instagram_dm", intent: "greeting", ageSeconds: 2 * 86_400 });
    for (let tries = 0; tries < 8 && (await hasEarlierMessages(event)); tries++)
      event = await traffic({ kind: "instagram_dm", intent: "greeting", ageSeconds: 2 * 86_400 });
    await stored(event);
    await tab(/Pending/).click();
    // Answering is impossible (the window closed): the message must not vanish from the list.
    await row(event).waitFor({ timeout: 20_000 });
    await row(event).getByText("Auto-reply failed").waitFor();
    await row(event).click();
    await detail()
      .getByText(/^auto-reply failed: Instagram only accepts a reply within 24 hours/)
      .waitFor();
    await detail()
      .getByRole("status")
      .getByText(/window has closed/)
      .waitFor();
    await detail().getByRole("textbox", { name: "Your reply" }).fill("Hello!");
    const send = detail().getByRole("button", { name: "Send reply" });
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute("title")).toMatch(/24 hours/);
    expect(await detail().getByText("Auto-reply scheduled").count()).toBe(0);
    await setAutomation(false);
  });

  it("moves spam to the Spam tab and, with the switch on, hides it on Instagram reversibly with an audit line", async () => {
    const spamSwitch = page.getByRole("switch", { name: /Hide spam comments/ });
    await eventually(async () => expect(await spamSwitch.isEnabled()).toBe(true));
    await spamSwitch.check();
    await eventually(async () =>
      expect((await (await page.request.get("/api/inbox/settings")).json()).hide_spam_on_platform).toBe(true),
    );
    let event: SimEvent | null = null;
    for (let attempt = 0; attempt < 12 && !event; attempt++) {
      const candidate = await traffic({ kind: "instagram_comment", intent: "spam" });
      const row = await stored(candidate);
      if (row.spamAt) {
        event = candidate;
      }
    }
    expect(event).not.toBeNull();
    await eventually(async () => {
      const comment = await sim<{ hidden?: boolean }>(
        "GET",
        `/_sim/instagram/comments/${event!.platform_message_id}`,
      );
      expect(comment.hidden).toBe(true);
    });
    // The list follows the stream: the comment may show in Pending until the refetch after its
    // analysis (which marked it spam) lands.
    await tab(/Pending/).click();
    await eventually(async () => expect(await row(event!).count()).toBe(0));
    await tab(/Spam/).click();
    await row(event!).click();
    await detail()
      .getByText(/Lunara \(spam filter\): hide \(spam\) on the platform/)
      .waitFor();
    await detail().getByRole("button", { name: "Unhide comment" }).click();
    await eventually(async () => {
      const comment = await sim<{ hidden?: boolean }>(
        "GET",
        `/_sim/instagram/comments/${event!.platform_message_id}`,
      );
      expect(comment.hidden).toBe(false);
    });
    await spamSwitch.uncheck();
  });

  it("shows the same pending count in the sidebar as on the Pending tab", async () => {
    await page.reload();
    await page.getByRole("heading", { name: "Inbox" }).waitFor();
    await list().getByRole("button").first().waitFor();
    const tabCount = Number(
      await tab(/Pending/)
        .locator("span")
        .last()
        .innerText(),
    );
    const nav = page.getByRole("link", { name: /Inbox/ }).first();
    await eventually(async () => {
      const text = await nav.innerText();
      expect(Number(text.match(/(\d+)/)?.[1])).toBe(tabCount);
    });
    expect(tabCount).toBeGreaterThan(0);
  });

  it("brings the conversation into view on a phone, and 'r' puts the caret at the end of the first suggestion", async () => {
    // The customer of the edit test: no other conversation of the suite gains a message from it.
    const event = await traffic({
      kind: "instagram_dm",
      text: "Do you have a travel size of the serum?",
      ...(editingCustomer ? { person: editingCustomer } : {}),
    });
    await stored(event);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto("/dashboard/inbox");
      await row(event).click();
      // Stacked below the list, the conversation is scrolled to (it had stayed out of sight).
      await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200));
      const quick = detail()
        .getByRole("article", { name: `Conversation with @${event.sender?.username}` })
        .getByRole("textbox", { name: "Quick reply" });
      await quick.waitFor();
      await page.locator("body").focus();
      await page.keyboard.press("r");
      await eventually(async () => {
        const caret = await page.evaluate(() => {
          const el = document.activeElement as HTMLTextAreaElement | null;
          return el
            ? { label: el.getAttribute("aria-label"), at: el.selectionStart, end: el.value.length }
            : null;
        });
        expect(caret).toMatchObject({ label: "Quick reply" });
        expect(caret?.at).toBe(caret?.end);
      });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
