import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundWebhookDeliveries } from "../db/sell.schema";
import type { Actor } from "../deps";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { fanOutWebhookEvent } from "./fan-out-webhook-event.job";
import { postWebhook } from "./post-webhook";
import { verifyWebhook } from "./webhook-signature";

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A local receiver answering with the statuses it is given, one per request (then 200). */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}

let now = new Date("2026-11-23T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => t.close());

async function admin(email: string) {
  const p = await t.createPerson({ email });
  return { ...p, cookie: await t.signIn(p.email, p.password) };
}

describe("outbound webhooks", () => {
  it("delivers a signed message.created that verifies, once, and logs it", async () => {
    const a = await admin("hooks-a@wh.test");
    const rx = await receiver();
    const created = await t.call(
      "POST",
      "/api/settings/webhooks",
      { url: rx.url, events: ["message.created"] },
      a.cookie,
    );
    expect(created.statusCode).toBe(201);
    const { secret, endpoint } = created.json() as { secret: string; endpoint: { id: string } };
    const listed = await t.call("GET", "/api/settings/webhooks", undefined, a.cookie);
    expect(listed.body).not.toContain(secret);

    const id = await inboxFixtures(t.db, a.teamId).message({
      content: "Where is my order?",
      receivedAt: minutesAgo(1),
    });
    const event = { type: "message.created" as const, teamId: a.teamId, data: { id } };
    expect(await fanOutWebhookEvent(t.deps, event)).toBe(1);
    // The same event heard again (a second process) adds nothing.
    expect(await fanOutWebhookEvent(t.deps, event)).toBe(0);
    await t.jobs.runDue();

    expect(rx.received).toHaveLength(1);
    const got = rx.received[0]!;
    const header = String(got.headers["lunara-signature"]);
    expect(verifyWebhook(secret, got.body, header, now)).toEqual({ ok: true });
    expect(JSON.parse(got.body)).toMatchObject({
      type: "message.created",
      data: { id, message: { content: "Where is my order?" } },
    });
    // Replay window: the same signature a day later is refused; a tampered body too.
    expect(verifyWebhook(secret, got.body, header, new Date(now.getTime() + 86_400_000))).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(verifyWebhook(secret, got.body.replace("order", "ordeR"), header, now)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifyWebhook("whsec_other", got.body, header, now).ok).toBe(false);

    const log = await t.call("GET", "/api/settings/webhooks/deliveries", undefined, a.cookie);
    expect(log.json().deliveries[0]).toMatchObject({
      endpointId: endpoint.id,
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
    });
    await rx.close();
  });

  it("queues no fan-out for a team without an endpoint, and does from the event after one is created", async () => {
    const a = await admin("hooks-presence@wh.test");
    const id = await inboxFixtures(t.db, a.teamId).message({ content: "Hi", receivedAt: minutesAgo(1) });
    const fanOuts = async () =>
      (await t.jobs.pending()).filter((j) => j.name === "outbound-webhooks.fan-out-event").length;
    const heard = async (count: number) => {
      for (let i = 0; i < 50 && (await fanOuts()) < count; i++) await new Promise((r) => setTimeout(r, 100));
      return fanOuts();
    };
    await t.jobs.runDue();
    await t.deps.events.publish({ type: "message.created", teamId: a.teamId, data: { id } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await fanOuts()).toBe(0);

    const rx = await receiver();
    expect(
      (await t.call("POST", "/api/settings/webhooks", { url: rx.url, events: ["message.created"] }, a.cookie))
        .statusCode,
    ).toBe(201);
    // Published right after the endpoint's commit: heard after its announcement, so it is queued.
    await t.deps.events.publish({ type: "message.created", teamId: a.teamId, data: { id } });
    expect(await heard(1)).toBe(1);
    await t.jobs.runDue();
    expect(rx.received).toHaveLength(1);
    await rx.close();
  });

  it("retries a 5xx with backoff, marks it failed after the last attempt, and a manual redeliver sends it again", async () => {
    const a = await admin("hooks-retry@wh.test");
    const rx = await receiver([500, 502, 503, 500, 500, 500]);
    await t.call("POST", "/api/settings/webhooks", { url: rx.url, events: ["reply.sent"] }, a.cookie);
    await fanOutWebhookEvent(t.deps, {
      type: "response.sent",
      teamId: a.teamId,
      data: { id: "m", responseId: "r-1" },
    });
    await t.jobs.runDue();
    expect(rx.received).toHaveLength(1);
    const [first] = await t.db
      .select()
      .from(outboundWebhookDeliveries)
      .where(eq(outboundWebhookDeliveries.teamId, a.teamId));
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    for (let i = 0; i < 6; i++) {
      now = new Date(now.getTime() + 3_600_000);
      await t.jobs.runDue();
    }
    expect(rx.received).toHaveLength(6);
    const [failed] = await t.db
      .select()
      .from(outboundWebhookDeliveries)
      .where(eq(outboundWebhookDeliveries.id, first!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 6, lastStatusCode: 500 });

    const again = await t.call(
      "POST",
      `/api/settings/webhooks/deliveries/${first!.id}/redeliver`,
      undefined,
      a.cookie,
    );
    expect(again.statusCode).toBe(200);
    await t.jobs.runDue();
    expect(rx.received).toHaveLength(7);
    const [done] = await t.db
      .select()
      .from(outboundWebhookDeliveries)
      .where(eq(outboundWebhookDeliveries.id, first!.id));
    expect(done).toMatchObject({ status: "delivered", attempts: 7 });
    await rx.close();
  });

  it("does not retry a 4xx: the receiver refused it", async () => {
    const a = await admin("hooks-4xx@wh.test");
    const rx = await receiver([410]);
    await t.call("POST", "/api/settings/webhooks", { url: rx.url, events: ["lead.created"] }, a.cookie);
    await fanOutWebhookEvent(t.deps, { type: "lead.created", teamId: a.teamId, data: { id: "lead-1" } });
    await t.jobs.runDue();
    now = new Date(now.getTime() + 3_600_000);
    await t.jobs.runDue();
    expect(rx.received).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(outboundWebhookDeliveries)
      .where(eq(outboundWebhookDeliveries.teamId, a.teamId));
    expect(row).toMatchObject({ status: "failed", lastStatusCode: 410 });
    await rx.close();
  });

  it("refuses endpoints on private addresses (SSRF guard), at saving and at sending", async () => {
    const a = await admin("hooks-ssrf@wh.test");
    const actor: Actor = { userId: a.id, email: a.email, teamId: a.teamId, role: "admin" };
    for (const url of [
      "https://127.0.0.1/x",
      "https://10.0.0.8/hook",
      "https://169.254.169.254/latest",
      "https://[::1]/x",
      "https://localhost/x",
    ]) {
      await expect(
        createWebhookEndpoint({
          deps: t.deps,
          actor,
          input: { url, description: "", events: ["message.created"] },
          allowPrivate: false,
        }),
        url,
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      createWebhookEndpoint({
        deps: t.deps,
        actor,
        input: { url: "http://example.com/x", description: "", events: ["message.created"] },
        allowPrivate: false,
      }),
    ).rejects.toMatchObject({ status: 400 });
    const rx = await receiver();
    const outcome = await postWebhook(rx.url, "{}", {}, { allowPrivate: false });
    expect(outcome.statusCode).toBeNull();
    expect(rx.received).toHaveLength(0);
    await rx.close();
  });

  it("keeps endpoints and deliveries to their team, and to admins", async () => {
    const a = await admin("hooks-own@wh.test");
    const b = await admin("hooks-b@wh.test");
    const rx = await receiver();
    const { endpoint } = (
      await t.call("POST", "/api/settings/webhooks", { url: rx.url, events: ["message.created"] }, a.cookie)
    ).json() as {
      endpoint: { id: string };
    };
    expect(
      (await t.call("GET", "/api/settings/webhooks", undefined, b.cookie)).json().endpoints,
    ).toHaveLength(0);
    expect(
      (await t.call("DELETE", `/api/settings/webhooks/${endpoint.id}`, undefined, b.cookie)).statusCode,
    ).toBe(404);
    // Another team's event reaches none of a's endpoints.
    expect(
      await fanOutWebhookEvent(t.deps, { type: "message.created", teamId: b.teamId, data: { id: "x" } }),
    ).toBe(0);
    const m = await t.createPerson({ email: "hooks-member@wh.test", teamId: a.teamId, role: "member" });
    const mc = await t.signIn(m.email, m.password);
    expect((await t.call("GET", "/api/settings/webhooks", undefined, mc)).statusCode).toBe(403);
    expect(
      (await t.call("POST", "/api/settings/webhooks", { url: rx.url, events: ["message.created"] }, mc))
        .statusCode,
    ).toBe(403);
    const bad = await t.call(
      "POST",
      "/api/settings/webhooks",
      { url: rx.url, events: ["order.deleted"] },
      a.cookie,
    );
    expect(bad.statusCode).toBe(400);
    await rx.close();
  });
});
