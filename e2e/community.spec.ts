import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { orders, products } from "../src/server/db/commerce.schema";
import { messages } from "../src/server/db/inbox.schema";
import { newPage } from "./support/browser";
import { eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

const SHOP = "glow-community.myshopify.com";
let server: TestServer;
let browser: Browser;
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});

type TrafficEvent = { platform_message_id: string; sender: { username: string } };
const sim = <T>(method: "GET" | "POST", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);

const stored = (platformMessageId: string) =>
  eventually(async () => {
    const [row] = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.platformMessageId, platformMessageId));
    if (!row) throw new Error("not stored yet");
    return row;
  });

describe("one person across Instagram and the store, in Community", () => {
  let admin: Page;
  let handle: string;

  it("the same person comments, DMs, clicks a tracked link, abandons a checkout and then orders", async () => {
    admin = await newPage(browser, server.url);
    await signInAs(admin);
    const teamId = (await (await admin.request.get("/api/me")).json()).team.id;
    await admin.goto("/api/integrations/instagram/connect");
    await admin.waitForURL(/instagram=connected/);
    await admin.goto(`/api/integrations/shopify/connect?shop=${SHOP}`);
    await admin.waitForURL(/shopify=connected/);
    const product = await eventually(async () => {
      const [row] = await server.database.db
        .select()
        .from(products)
        .where(eq(products.teamId, teamId))
        .limit(1);
      if (!row) throw new Error("no products yet");
      return row;
    });

    const comment = await sim<{ events: TrafficEvent[] }>("POST", "/_sim/traffic", {
      kind: "instagram_comment",
    });
    handle = comment.events[0]!.sender.username;
    await stored(comment.events[0]!.platform_message_id);
    const dm = await sim<{ events: TrafficEvent[] }>("POST", "/_sim/traffic", {
      kind: "instagram_dm",
      person: handle,
      intent: "purchase_intent",
    });
    const dmRow = await stored(dm.events[0]!.platform_message_id);
    // The DM arrives under another id (the IGSID) than the comment: still the same person.
    expect(dmRow.senderUsername).toBe(handle);

    const link = await (
      await admin.request.post("/api/attribution/tracking-links", {
        data: { productId: product.id, messageId: dmRow.id },
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      })
    ).json();
    const click = await fetch(link.trackingUrl, {
      redirect: "manual",
      headers: { "user-agent": "Mozilla/5.0 (e2e)" },
    });
    const cid = new URL(click.headers.get("location") ?? "").searchParams.get("lunara_cid")!;
    const checkoutToken = "chk-community-1";
    const tracked = await fetch(`${server.url}/api/track`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: "checkout",
        store: SHOP,
        clientId: "community-e2e",
        // Started two hours ago and never finished: an abandoned cart.
        timestamp: Date.now() - 2 * 3_600_000,
        checkoutToken,
        attribution: { cid, mid: dmRow.id },
        checkoutData: { totalPrice: product.priceMin, currency: "CAD" },
      }),
    });
    expect(tracked.status).toBe(202);

    await admin.goto("/dashboard/community");
    await admin.getByRole("tab", { name: /Abandon Cart/ }).click();
    const table = admin.getByRole("table", { name: "Community members" });
    await table.getByRole("link", { name: `@${handle}` }).waitFor();

    await sim("POST", "/_sim/shopify/orders", {
      shop: SHOP,
      checkoutToken,
      noteAttributes: [{ name: "lunara_cid", value: cid }],
      items: [{ handle: product.handle }],
    });
    await eventually(async () => {
      const [row] = await server.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.teamId, teamId), eq(orders.checkoutToken, checkoutToken)));
      if (!row) throw new Error("no order yet");
    });
  });

  it("shows one member with both channels, the order, the EMV and the recovered revenue", async () => {
    await admin.goto("/dashboard/community");
    const recovered = admin.getByText(/^Recovered revenue:/);
    await recovered.waitFor();
    const [order] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutToken, "chk-community-1"));
    expect(await recovered.textContent()).toContain(Number(order!.totalPrice).toFixed(2));
    await admin.getByRole("searchbox", { name: "Search members" }).fill(handle);
    const table = admin.getByRole("table", { name: "Community members" });
    await eventually(async () => {
      expect(await table.getByRole("row").count()).toBe(2); // the header and one member
    });
    const row = table.getByRole("row").nth(1);
    await row.getByText("Instagram").waitFor();
    await row.getByText("Shopify").waitFor();
    // EMV: one comment (1.00) and one DM (0.50) at the default values.
    await row.getByText("$1.50").waitFor();
    await admin.getByRole("tab", { name: /Abandon Cart/ }).click();
    await admin.getByText("No abandoned carts.").waitFor();

    await admin.getByRole("tab", { name: "All" }).click();
    await table.getByRole("row").nth(1).getByRole("link").click();
    const timeline = admin.getByRole("list", { name: "Timeline" });
    await timeline.getByText(/^Order · Shopify/).waitFor();
    await timeline.getByText(/^Comment · Instagram/).waitFor();
    await timeline.getByText(/^DM · Instagram/).waitFor();
    await timeline.getByText(/^Link click/).waitFor();
    const handles = admin.getByRole("list", { name: "Handles" });
    // The Instagram handle (known by its comment id and its IGSID) once, and the order's email.
    expect(await handles.getByRole("listitem").count()).toBe(2);
  });
  it("lists a checkout only Shopify reported under Abandon Cart, and recovers it when it is paid", async () => {
    // The person's email, from their order: Shopify's checkout names the buyer by it.
    const [order] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutToken, "chk-community-1"));
    const email = order!.email!;
    expect(email).toContain("@");
    const { checkout } = await sim<{ checkout: { token: string } }>("POST", "/_sim/shopify/checkouts", {
      shop: SHOP,
      email,
      // Left two hours ago, with no pixel event for it: only the checkouts/create webhook reports it.
      ageSeconds: 2 * 3600,
    });
    const table = admin.getByRole("table", { name: "Community members" });
    await eventually(async () => {
      await admin.goto("/dashboard/community");
      await admin.getByRole("tab", { name: /Abandon Cart/ }).click();
      // The order gave the member a name: the handle is now the row's Handle cell.
      await table.getByText(`@${handle}`).waitFor({ timeout: 2000 });
    });
    // The cart itself: when it was left, and the way to remind the person.
    await admin.getByRole("button", { name: "Remind by DM" }).waitFor();

    await sim("POST", `/_sim/shopify/checkouts/${checkout.token}/complete`, { shop: SHOP });
    await eventually(async () => {
      await admin.goto("/dashboard/community");
      await admin.getByRole("tab", { name: /Abandon Cart/ }).click();
      await admin.getByText("No abandoned carts.").waitFor({ timeout: 2000 });
    });
  });
});
