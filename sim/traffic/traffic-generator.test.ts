import {
  answerInstagramSubscription,
  parseInstagramWebhook,
  verifyInstagramSignature,
} from "@server/platforms/instagram/instagram-webhook";
import { parseShopifyWebhook, verifyShopifyWebhook } from "@server/platforms/shopify/shopify-webhook";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSimulator, type Simulator } from "../simulator";
import { INTENTS } from "./traffic-texts";

const META_SECRET = "receiver-meta-secret";
const SHOPIFY_SECRET = "receiver-shopify-secret";
const VERIFY_TOKEN = "receiver-verify-token";

type Received = { platform: string; verified: boolean; webhookId?: string; body: unknown };
let receiver: FastifyInstance;
let sim: Simulator;
const received: Received[] = [];

/** A stand-in for Lunara's webhook routes, verifying with the real clients' verifiers. */
beforeAll(async () => {
  receiver = Fastify();
  receiver.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );
  receiver.get("/api/webhooks/instagram", async (request, reply) => {
    const answer = answerInstagramSubscription(request.query as Record<string, unknown>, VERIFY_TOKEN);
    return answer.ok ? reply.type("text/plain").send(answer.challenge) : reply.code(403).send();
  });
  receiver.post("/api/webhooks/instagram", async (request, reply) => {
    const raw = request.body as Buffer;
    const verified = verifyInstagramSignature({
      rawBody: raw,
      signatureHeader: request.headers["x-hub-signature-256"],
      appSecret: META_SECRET,
    });
    received.push({ platform: "instagram", verified, body: JSON.parse(raw.toString()) });
    return reply.code(verified ? 200 : 401).send();
  });
  receiver.post("/api/webhooks/shopify", async (request, reply) => {
    const raw = request.body as Buffer;
    const check = verifyShopifyWebhook({ rawBody: raw, headers: request.headers, apiSecret: SHOPIFY_SECRET });
    received.push({
      platform: "shopify",
      verified: check.ok,
      webhookId: check.ok ? check.webhookId : undefined,
      body: JSON.parse(raw.toString()),
    });
    return reply.code(check.ok ? 200 : 401).send();
  });
  const lunaraUrl = await receiver.listen({ port: 0, host: "127.0.0.1" });
  sim = await buildSimulator({
    lunaraUrl,
    seed: 7,
    metaAppSecret: META_SECRET,
    shopifyApiSecret: SHOPIFY_SECRET,
    instagramVerifyToken: VERIFY_TOKEN,
    webhookRetryDelayMs: 10,
  });
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});

describe("traffic generator", () => {
  it("delivers Instagram comments, DMs and mentions as signed webhooks that the client verifies and parses", async () => {
    received.length = 0;
    for (const kind of ["instagram_comment", "instagram_dm", "instagram_mention"] as const) {
      const [event] = await sim.generateTraffic({ kind });
      expect(event?.delivery).toMatchObject({ ok: true, status: 200 });
    }
    expect(received.map((r) => r.verified)).toEqual([true, true, true]);
    const events = received.flatMap((r) => {
      const parsed = parseInstagramWebhook(r.body);
      return parsed.ok ? parsed.events : [];
    });
    expect(events.map((e) => (e.type === "message" ? e.message.message_type : e.type))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^comment/), "dm", "mention"]),
    );
    expect(sim.context.instagramSubscription.verifiedUrl).toMatch(/\/api\/webhooks\/instagram$/);
  });

  it("does not deliver when the subscriber answers the handshake with the wrong challenge", async () => {
    const other = await buildSimulator({
      lunaraUrl: sim.context.settings.lunaraUrl,
      instagramVerifyToken: "wrong",
      metaAppSecret: META_SECRET,
    });
    const [event] = await other.generateTraffic({ kind: "instagram_dm" });
    expect(event?.delivery).toMatchObject({
      ok: false,
      error: expect.stringContaining("subscription not verified"),
    });
    await other.close();
  });

  it("makes TikTok comments available to the comment list instead of pushing them", async () => {
    const before = sim.context.tiktok.comments.length;
    const events = await sim.generateTraffic({ kind: "tiktok_comment", count: 3 });
    expect(events.every((e) => e.delivery === null && e.platform === "tiktok")).toBe(true);
    expect(sim.context.tiktok.comments.length).toBe(before + 3);
  });

  it("writes varied text for every intent, crisis included", async () => {
    const texts = new Set<string>();
    for (const intent of INTENTS) {
      const events = await sim.generateTraffic({ kind: "tiktok_comment", intent, count: 4 });
      for (const e of events) texts.add(e.text);
      expect(events.every((e) => e.intent === intent && e.text.length > 3)).toBe(true);
    }
    expect(texts.size).toBeGreaterThan(INTENTS.length * 3);
  });

  it("delivers a Shopify order with the given checkout token, attributes and code; a replay keeps its webhook id", async () => {
    received.length = 0;
    const response = await fetch(`${sim.url}/_sim/shopify/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        checkoutToken: "chk_123",
        noteAttributes: [{ name: "lunara_cid", value: "c-9" }],
        discountCode: "GLOW15",
        items: [{ handle: "cherry-gloss-lip-oil", quantity: 2 }],
      }),
    });
    const { deliveries } = (await response.json()) as {
      deliveries: { id: number; topic: string; ok: boolean }[];
    };
    expect(deliveries.map((d) => [d.topic, d.ok])).toEqual([
      ["orders/create", true],
      ["orders/paid", true],
    ]);
    const first = received[0];
    if (!first?.verified) throw new Error("order webhook not verified");
    const payload = parseShopifyWebhook("orders/create", first.body);
    expect(payload.kind === "order" && payload.order).toMatchObject({
      checkout_token: "chk_123",
      discount_codes: ["GLOW15"],
      note_attributes: [{ name: "lunara_cid", value: "c-9" }],
    });

    await fetch(`${sim.url}/_sim/deliveries/${deliveries[0]?.id}/replay`, { method: "POST" });
    expect(received).toHaveLength(3);
    expect(received[2]?.webhookId).toBe(first.webhookId);
  });
});
