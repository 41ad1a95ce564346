import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { SimRecord } from "../sim/sim-records";
import { orderAttributions } from "../src/server/db/attribution.schema";
import { orders } from "../src/server/db/commerce.schema";
import { messages } from "../src/server/db/inbox.schema";
import { verifyWebhook } from "../src/server/outbound-webhooks/webhook-signature";
import { newPage } from "./support/browser";
import { connectInstagramAndStore, eventually, signInAs, simulatorClient } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

const SHOP = "glow-sell.myshopify.com";
let server: TestServer;
let browser: Browser;
withServerAndBrowser({ simulator: true }, (suite) => {
  ({ server, browser } = suite);
});
const sim = <T>(method: "GET" | "POST", path: string, body?: unknown) =>
  simulatorClient(server)<T>(method, path, body);

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    received.push({ headers: req.headers, body });
    res.end("ok");
  });
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

/** The visible "Sent <when>" of a code or link (the rows of a closed list of actions hold hidden ones). */
const sentStatus = (within: Locator) => within.getByRole("status").filter({ hasText: /^Sent / });

const newDm = async () => {
  const { events } = await sim<{ events: { platform_message_id: string }[] }>("POST", "/_sim/traffic", {
    kind: "instagram_dm",
    intent: "purchase_intent",
  });
  return eventually(async () => {
    const [row] = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.platformMessageId, events[0]!.platform_message_id));
    if (!row) throw new Error("not stored yet");
    return row;
  });
};

describe("selling from the conversation", () => {
  let admin: Page;
  let message: Awaited<ReturnType<typeof newDm>>;
  const openThread = () =>
    admin
      .getByRole("list", { name: "Messages" })
      .getByRole("button", { name: new RegExp(`@${message.senderUsername}`) })
      .first()
      .click();

  it("an agent opens a DM, sees the customer's two orders, sends a 10% code and a checkout link that converts", async () => {
    admin = await newPage(browser, server.url);
    await signInAs(admin);
    await connectInstagramAndStore(admin, server, SHOP);
    message = await newDm();
    const first = await sim<{ order: { id: number; email: string } }>("POST", "/_sim/shopify/orders", {
      shop: SHOP,
    });
    await sim("POST", "/_sim/shopify/orders", { shop: SHOP, email: first.order.email });

    await admin.goto("/dashboard/inbox");
    await openThread();
    const store = admin.getByRole("region", { name: "Store" });
    await store.getByRole("textbox", { name: /Link a customer/ }).fill(first.order.email);
    await store.getByRole("button", { name: "Link", exact: true }).click();
    await expect
      .poll(() => store.getByRole("list", { name: "Orders" }).locator(":scope > li").count())
      .toBe(2);

    await store.getByRole("textbox", { name: "Discount %" }).fill("10");
    await store.getByRole("button", { name: "Discount code" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Create code" }).click();
    await expect
      .poll(() =>
        store
          .getByText(/THANKS10-/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const code = /THANKS10-[A-Z0-9]+/.exec(
      (await store
        .getByText(/THANKS10-/)
        .first()
        .textContent()) ?? "",
    )![0];
    await store.getByRole("button", { name: "Send in conversation" }).click();
    await sentStatus(store).waitFor();

    await store.getByRole("combobox", { name: "Product" }).selectOption({ index: 1 });
    await store.getByRole("button", { name: "Checkout link" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Create link" }).click();
    const summary = store.getByText(/Created checkout link .*draft order \d+/).first();
    await expect.poll(() => summary.isVisible()).toBe(true);
    const draftId = /draft order (\d+)/.exec((await summary.textContent()) ?? "")![1];
    await store.getByRole("button", { name: "Send in conversation" }).click();
    await sentStatus(store).waitFor();
    // Both reached the customer on Instagram: the code, and the checkout as a tracked link.
    const dms = (await sim<SimRecord[]>("GET", "/_sim/records")).filter(
      (r) => r.kind === "dm" && r.target_id === message.senderPlatformId,
    );
    expect(dms.some((r) => r.text.includes(code))).toBe(true);
    expect(dms.some((r) => /\/t\/[A-Za-z0-9]+/.test(r.text))).toBe(true);

    const paid = await sim<{ order: { id: number } }>(
      "POST",
      `/_sim/shopify/draft-orders/${draftId}/complete`,
      { shop: SHOP },
    );
    const credit = await eventually(async () => {
      const [row] = await server.database.db
        .select({ messageId: orderAttributions.messageId })
        .from(orderAttributions)
        .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
        .where(eq(orders.shopifyOrderId, String(paid.order.id)));
      if (!row) throw new Error("not credited yet");
      return row;
    });
    expect(credit.messageId).toBe(message.id);
  });

  it("a code made earlier is sent later from the panel's list, by keyboard, once", async () => {
    const store = admin.getByRole("region", { name: "Store" });
    await store.getByRole("textbox", { name: "Discount %" }).fill("5");
    await store.getByRole("button", { name: "Discount code" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Create code" }).click();
    const made = store.getByText(/Created discount code THANKS5-/).first();
    await expect.poll(() => made.isVisible()).toBe(true);
    const code = /THANKS5-[A-Z0-9]+/.exec((await made.textContent()) ?? "")![0];

    // Later: the page is reloaded, and the code is only in the list of the conversation's actions.
    await admin.reload();
    // Replied to, the conversation is under Responded now.
    await admin.getByRole("tab", { name: /Responded/ }).click();
    await openThread();
    const list = store.getByText(/^Store actions in this conversation/);
    await list.focus();
    await admin.keyboard.press("Enter");
    const row = store.getByRole("listitem").filter({ hasText: `Created discount code ${code}` });
    const send = row.getByRole("button", { name: "Send in conversation" });
    await send.focus();
    await admin.keyboard.press("Enter");
    await sentStatus(row).waitFor();
    await expect.poll(() => send.count()).toBe(0);
    // The first code, sent from its result, is listed as sent and not offered again.
    const first = store.getByRole("listitem").filter({ hasText: /Created discount code THANKS10-/ });
    await sentStatus(first).waitFor();
    expect(await first.getByRole("button", { name: "Send in conversation" }).count()).toBe(0);
    const dms = (await sim<SimRecord[]>("GET", "/_sim/records")).filter(
      (r) => r.kind === "dm" && r.target_id === message.senderPlatformId && r.text.includes(code),
    );
    expect(dms).toHaveLength(1);
  });

  it("an API key lists messages, and a local receiver gets a signed message.created that verifies", async () => {
    const created = await admin.request.post("/api/settings/api-keys", {
      data: { name: "e2e", scope: "read" },
      headers: { "x-lunara-csrf": "1" },
    });
    expect(created.status()).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const listed = await fetch(`${server.url}/api/inbox/messages`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    expect(await listed.text()).toContain('"success":true');

    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lunara`;
    await admin.goto("/dashboard/settings?tab=api");
    await admin.getByRole("textbox", { name: "Endpoint URL" }).fill(url);
    await admin.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await admin.getByTestId("new-webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);

    const dm = await newDm();
    const delivery = await eventually(async () => {
      const hit = received.find((r) => r.body.includes(dm.id));
      if (!hit) throw new Error("not delivered yet");
      return hit;
    });
    expect(JSON.parse(delivery.body).type).toBe("message.created");
    expect(
      verifyWebhook(secret, delivery.body, String(delivery.headers["lunara-signature"]), new Date()),
    ).toEqual({ ok: true });
    // The receiver has answered; the delivery log records it a moment later (after the response).
    await eventually(async () => {
      const log = await admin.request.get("/api/settings/webhooks/deliveries");
      const text = await log.text();
      if (!text.includes('"delivered"')) throw new Error("not recorded yet");
    });
    await admin.reload();
    await expect
      .poll(() =>
        admin.getByRole("list", { name: "Webhook deliveries" }).getByText("delivered").first().isVisible(),
      )
      .toBe(true);
  });
});
