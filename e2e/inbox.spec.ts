import type { SimRecord } from "@sim/sim-records";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { leads } from "../src/server/db/attribution.schema";
import { products } from "../src/server/db/commerce.schema";
import { automationDecisions, messages } from "../src/server/db/inbox.schema";
import { setAutomation as setAutomationOf } from "./support/automation";
import { newPage } from "./support/browser";
import { eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

type SimEvent = {
  platform_message_id: string;
  text: string;
  sender: { username: string; platform_id: string } | null;
  delivery: { ok: boolean; status: number | null; error: string | null } | null;
};

let server: TestServer;
let browser: Browser;
let teamId: string;

withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

const sim = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);
const dm = async (intent: string, person?: string) =>
  (
    await sim<{ events: SimEvent[] }>("POST", "/_sim/traffic", {
      kind: "instagram_dm",
      intent,
      ...(person ? { person } : {}),
    })
  ).events[0]!;

/** The simulator picks customers at random; each test starts a conversation with someone new. */
const usedHandles = new Set<string>();
async function firstDm(intent: string): Promise<SimEvent> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const event = await sim<{ events: SimEvent[] }>("POST", "/_sim/traffic", {
      kind: "instagram_dm",
      intent,
      count: 1,
    });
    const candidate = event.events[0]!;
    timeline.push([Date.now(), `simulator sent a DM from ${candidate.sender?.username}`]);
    expect(candidate.delivery, JSON.stringify(candidate.delivery)).toMatchObject({ ok: true });
    const handle = await storedHandle(candidate);
    if (!usedHandles.has(handle)) {
      usedHandles.add(handle);
      return candidate;
    }
  }
  throw new Error("the simulator kept picking customers already used");
}
/** Replies the simulator received for a DM: Instagram's Send API addresses the person, not the message. */
const dmsTo = async (event: SimEvent) =>
  (await sim<SimRecord[]>("GET", "/_sim/records")).filter(
    (r) => r.kind === "dm" && r.target_id === event.sender!.platform_id,
  );

const setAutomation = (on: boolean, delay: 0 | 2 | 5 = 0) => setAutomationOf(server, teamId, on, delay);

/** Waits until Lunara stored the message and its automation decision. */
async function decided(event: SimEvent, decision: string) {
  await eventually(async () => {
    const [row] = await server.database.db
      .select({ decision: automationDecisions.decision })
      .from(messages)
      .innerJoin(automationDecisions, eq(automationDecisions.messageId, messages.id))
      .where(eq(messages.platformMessageId, event.platform_message_id));
    expect(row?.decision).toBe(decision);
  });
}

/** The handle Lunara stored for a simulated message (DM senders are looked up by their IGSID). */
async function storedHandle(event: SimEvent): Promise<string> {
  return eventually(async () => {
    const [row] = await server.database.db
      .select({ handle: messages.senderUsername })
      .from(messages)
      .where(eq(messages.platformMessageId, event.platform_message_id));
    if (!row) throw new Error("not stored yet");
    return row.handle;
  });
}

/** A DM from `handle` that the automation will answer later (the engine may be unsure of some texts). */
async function pendingAutoDm(handle: string): Promise<SimEvent> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const event = await dm("greeting", handle);
    const decision = await eventually(async () => {
      const [row] = await server.database.db
        .select({ decision: automationDecisions.decision })
        .from(messages)
        .innerJoin(automationDecisions, eq(automationDecisions.messageId, messages.id))
        .where(eq(messages.platformMessageId, event.platform_message_id));
      if (!row) throw new Error("not decided yet");
      return row.decision;
    });
    if (decision === "auto") return event;
  }
  throw new Error("no DM was decided auto");
}

/**
 * The row of `handle`, arriving live (no reload). When it does not, the error
 * carries what the page did meanwhile: its API calls and the stream's events.
 */
async function showItem(page: Page, handle: string) {
  const row = listItem(page, handle).first();
  const since = Date.now();
  try {
    await row.waitFor({ timeout: 15_000 });
  } catch (error) {
    const log = timeline.filter(([at]) => at >= since - 5000).map(([at, what]) => `${at - since} ms ${what}`);
    throw new Error(`@${handle} not in the list after 15 s:\n${log.join("\n")}`, { cause: error });
  }
  return row;
}

/** What the page did, for the error of `showItem`: API requests, stream events, console lines. */
const timeline: [number, string][] = [];
function trace(page: Page) {
  const note = (what: string) => timeline.push([Date.now(), what]);
  const api = (url: string) => url.replace(/^.*?\/api\//, "/api/");
  page.on("request", (r) => r.url().includes("/api/") && note(`request ${r.method()} ${api(r.url())}`));
  page.on("requestfinished", (r) => r.url().includes("/api/") && note(`done ${api(r.url())}`));
  page.on("requestfailed", (r) => note(`failed ${api(r.url())} ${r.failure()?.errorText}`));
  page.on("console", (m) => note(`console ${m.text()}`));
  // The app's EventSource, reporting each event it receives to the console.
  void page.addInitScript(() => {
    const Base = window.EventSource;
    window.EventSource = class extends Base {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        for (const type of [
          "ready",
          "message.created",
          "analysis.completed",
          "response.sent",
          "decision.updated",
        ])
          this.addEventListener(type, () => console.log(`stream ${type}`));
        this.addEventListener("error", () => console.log("stream error"));
      }
    } as typeof EventSource;
  });
}

const listItem = (page: Page, handle: string) =>
  page.getByRole("list", { name: "Messages" }).getByRole("button", { name: new RegExp(`@${handle}`) });

describe("inbox", () => {
  let page: Page;
  afterEach(async (ctx) => {
    // A picture of the page at the moment a step failed, for whoever reads the CI log.
    if (ctx.task.result?.state === "fail")
      await page?.screenshot({ path: `/tmp/lunara-e2e-inbox-${ctx.task.name.slice(0, 20)}.png` });
  });

  it("connects the accounts, then shows a simulated DM arriving live", async () => {
    page = await newPage(browser, server.url);
    trace(page);
    await signInAs(page);
    teamId = (await (await page.request.get("/api/me")).json()).team.id;
    await page.goto("/api/integrations/instagram/connect");
    await page.waitForURL(/instagram=connected/);
    await page.goto("/api/integrations/shopify/connect?shop=glow-theory-e2e.myshopify.com");
    await page.waitForURL(/shopify=connected/);
    await eventually(async () => {
      expect(
        (await server.database.db.select().from(products).where(eq(products.teamId, teamId))).length,
      ).toBeGreaterThan(0);
    });
    await setAutomation(false);

    await page.goto("/dashboard/inbox");
    await page.getByRole("heading", { name: "Inbox" }).waitFor();
    const event = await firstDm("purchase_intent");
    await listItem(page, await storedHandle(event)).waitFor();
  });

  it("shows the analysis, sends an edited suggestion that lands on the platform, and searches and filters", async () => {
    const event = await firstDm("product_inquiry");
    const handle = await storedHandle(event);
    await (await showItem(page, handle)).click();
    const detail = page.getByRole("region", { name: "Message detail" });
    await detail
      .getByRole("region", { name: "AI Analysis" })
      .getByText(/Priority Score/)
      .waitFor();
    const quick = detail.getByRole("textbox", { name: "Quick reply" });
    await quick.waitFor();
    await quick.fill("");
    expect(await detail.getByRole("button", { name: "Send Quick reply" }).isDisabled()).toBe(true);
    await quick.fill("Hi! Yes, it's gentle enough for sensitive skin. Patch test first 💜");
    await detail.getByRole("button", { name: "Send Quick reply" }).click();
    await detail.getByText("Sent").first().waitFor();
    await eventually(async () => {
      const sent = await dmsTo(event);
      expect(sent.map((r) => r.text)).toEqual([
        "Hi! Yes, it's gentle enough for sensitive skin. Patch test first 💜",
      ]);
    });

    // Answered, it moves from Pending to Responded; search and filters narrow the list.
    await page.getByRole("tab", { name: /Responded/ }).click();
    const search = page.getByRole("searchbox", { name: "Search messages" });
    await search.fill(handle);
    await listItem(page, handle).first().waitFor();
    await search.fill("no-such-customer-xyz");
    await page.getByText("No messages found").waitFor();
    await search.fill("");
    await page.getByRole("tab", { name: /Pending/ }).click();
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("menuitemradio", { name: "TikTok" }).click();
    await page.keyboard.press("Escape");
    // Platform filters apply to single messages (not threads): this Instagram DM leaves the list.
    await eventually(async () => expect(await listItem(page, handle).count()).toBe(0), 10_000);
    await page.getByRole("button", { name: /Filters \(1 active\)/ }).click();
    await page
      .getByRole("group", { name: "Platform" })
      .getByRole("menuitemradio", { name: "Instagram" })
      .click();
    await page.keyboard.press("Escape");
    await page.getByRole("list", { name: "Messages" }).getByRole("button").first().waitFor();
  });

  it("restores the message and shows the spec's alert when the platform refuses the send", async () => {
    const event = await firstDm("general_inquiry");
    const handle = await storedHandle(event);
    await (await showItem(page, handle)).click();
    await sim("POST", "/_sim/faults", { platform: "instagram", kind: "5xx", count: 100 });
    const alert = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );
    const detail = page.getByRole("region", { name: "Message detail" });
    await detail.getByRole("button", { name: "Send Detailed reply" }).click();
    expect(await alert).toMatch(/^Failed to send response: /);
    await sim("DELETE", "/_sim/faults");
    await showItem(page, handle);
    expect(await dmsTo(event)).toHaveLength(0);
  });

  it("groups a sender's DMs into a thread, and generates a tracking link that creates a lead", async () => {
    const first = await firstDm("product_inquiry");
    const handle = await storedHandle(first);
    await storedHandle(await dm("purchase_intent", handle));
    await (await showItem(page, handle)).click();
    await page.getByRole("heading", { name: "Conversation Thread (2 messages)" }).waitFor();

    await page.getByRole("button", { name: "Generate Tracking Link" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Tracking Link" });
    // The radios are styled cards; the input itself is visually hidden.
    await dialog.getByRole("radio").first().check({ force: true });
    await dialog.getByRole("button", { name: "Generate" }).click();
    const link = await dialog.getByRole("textbox", { name: "Tracking link" }).inputValue();
    expect(link).toMatch(/\/t\//);
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await eventually(async () => {
      const rows = await server.database.db.select().from(leads).where(eq(leads.teamId, teamId));
      expect(rows.some((l) => l.instagramUsername === handle)).toBe(true);
    });
  });

  it("sends an immediate auto-reply once", async () => {
    await setAutomation(true, 0);
    const opener = await firstDm("greeting");
    const handle = await storedHandle(opener);
    // The engine is not sure of every greeting; keep writing until one is decided auto.
    const event = await pendingAutoDm(handle);
    const autoDecisions = async () =>
      (
        await server.database.db
          .select({ id: automationDecisions.id })
          .from(automationDecisions)
          .innerJoin(messages, eq(messages.id, automationDecisions.messageId))
          .where(
            and(
              eq(messages.senderPlatformId, event.sender!.platform_id),
              eq(automationDecisions.decision, "auto"),
            ),
          )
      ).length;
    const expected = await autoDecisions();
    await eventually(async () => expect(await dmsTo(event)).toHaveLength(expected));
    await page.getByRole("tab", { name: /Responded/ }).click();
    await (await showItem(page, handle)).click();
    await page.getByLabel("AI-generated").first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await dmsTo(event)).toHaveLength(expected);
    await page.getByRole("tab", { name: /Pending/ }).click();
  });

  it("stops a pending auto-reply, and takes over another", async () => {
    await setAutomation(false);
    const opener = await firstDm("general_inquiry");
    const handle = await storedHandle(opener);
    await decided(opener, "manual");
    await showItem(page, handle);
    await setAutomation(true, 5);
    const pending = await pendingAutoDm(handle);
    await (await showItem(page, handle)).click();
    await page.getByRole("button", { name: "Stop Auto-Reply" }).click();
    await eventually(async () =>
      expect(await page.getByRole("button", { name: "Stop Auto-Reply" }).count()).toBe(0),
    );

    const next = await pendingAutoDm(handle);
    await (await showItem(page, handle)).click();
    await page.getByRole("button", { name: "Take Over & Reply" }).click();
    await page.getByRole("textbox", { name: "Quick reply" }).waitFor();
    expect(await dmsTo(pending)).toHaveLength(0);
    expect(await dmsTo(next)).toHaveLength(0);
    await setAutomation(false);
  });

  it("shows another team none of it", async () => {
    const other = await newPage(browser, server.url);
    const response = await other.request.post("/api/demo-requests", {
      headers: { "x-lunara-csrf": "1" },
      data: { firstName: "Sol", lastName: "Vega", email: "sol@other.test", company: "Other Brand" },
    });
    expect(response.status()).toBe(201);
    const staffLogin = await other.request.post("/api/internal/session", {
      headers: { "x-lunara-csrf": "1" },
      data: { email: "ops@lunara.test", password: "Correct-Horse-Battery-9" },
    });
    expect(staffLogin.status()).toBe(200);
    const requests = await (await other.request.get("/api/internal/demo-requests")).json();
    const demo = requests.demoRequests.find((r: { email: string }) => r.email === "sol@other.test");
    const provisioned = await (
      await other.request.post(`/api/internal/demo-requests/${demo.id}/provision`, {
        headers: { "x-lunara-csrf": "1" },
        data: { teamName: "Other Brand", adminEmail: "sol@other.test" },
      })
    ).json();
    await other.goto(provisioned.inviteUrl);
    await other.getByRole("button", { name: "Accept Invitation" }).click();
    await other.getByRole("button", { name: "Continue to Dashboard" }).click();
    await other.getByLabel("Full Name").fill("Sol Vega");
    await other.getByLabel("Password", { exact: true }).fill("OtherBrand2026");
    await other.getByLabel("Confirm Password").fill("OtherBrand2026");
    await other.getByRole("button", { name: "Complete Setup" }).click();
    await other.waitForURL("**/dashboard");
    await other.goto("/dashboard/inbox");
    await other.getByText("No messages found").waitFor();
    const list = await (await other.request.get("/api/inbox/messages")).json();
    expect(list.items).toEqual([]);
    await other.context().close();
  });
});
