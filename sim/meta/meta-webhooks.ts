import { createHmac, randomBytes } from "node:crypto";
import type { SimContext } from "../sim-context";
import type { Delivery } from "../sim-records";
import { deliverWebhook } from "../sim-webhooks";

/**
 * Meta's subscription handshake: GET the callback with hub.mode/verify_token/challenge and expect the
 * challenge back verbatim. Deliveries to a URL wait until it has passed.
 */
export async function verifyInstagramSubscription(
  ctx: SimContext,
): Promise<{ ok: boolean; url: string | null; status: number | null; error: string | null }> {
  const base = ctx.settings.lunaraUrl;
  if (!base) return { ok: false, url: null, status: null, error: "LUNARA_URL is not set" };
  const url = `${base}/api/webhooks/instagram`;
  const challenge = randomBytes(8).readBigUInt64BE().toString();
  const target = new URL(url);
  target.searchParams.set("hub.mode", "subscribe");
  target.searchParams.set("hub.verify_token", ctx.options.instagramVerifyToken);
  target.searchParams.set("hub.challenge", challenge);
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(5000) });
    const text = await response.text();
    const ok = response.status === 200 && text === challenge;
    ctx.instagramSubscription.verifiedUrl = ok ? url : null;
    return {
      ok,
      url,
      status: response.status,
      error: ok ? null : `expected the challenge back, got ${response.status} ${text.slice(0, 80)}`,
    };
  } catch (e) {
    ctx.instagramSubscription.verifiedUrl = null;
    return { ok: false, url, status: null, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Signs (X-Hub-Signature-256 and the legacy SHA-1 header) and delivers an `instagram` object webhook. */
export async function sendInstagramWebhook(
  ctx: SimContext,
  topic: string,
  entry: Record<string, unknown>,
): Promise<Delivery | null> {
  const base = ctx.settings.lunaraUrl;
  if (!base) return null;
  const url = `${base}/api/webhooks/instagram`;
  if (ctx.instagramSubscription.verifiedUrl !== url) {
    const check = await verifyInstagramSubscription(ctx);
    if (!check.ok) {
      return ctx.records.addDelivery({
        platform: "instagram",
        topic,
        url,
        headers: {},
        body: "",
        status: check.status,
        attempts: 0,
        ok: false,
        error: `subscription not verified: ${check.error}`,
        at: ctx.now().toISOString(),
      });
    }
  }
  const body = JSON.stringify({ object: "instagram", entry: [entry] });
  const secret = ctx.options.metaAppSecret;
  const headers = {
    "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
    "x-hub-signature": `sha1=${createHmac("sha1", secret).update(body).digest("hex")}`,
  };
  return deliverWebhook(
    ctx.records,
    { platform: "instagram", topic, url, headers, body },
    {
      attempts: ctx.options.webhookAttempts,
      retryDelayMs: ctx.options.webhookRetryDelayMs,
      now: ctx.now,
    },
  );
}
