import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SIM_DEFAULT_OPTIONS, simulatorOptionsFromEnv } from "@sim/sim-options";
import { SIM_SECRETS_FILE, withSimulatorSecrets } from "@sim/sim-secrets";
import { buildSimulator, type Simulator } from "@sim/simulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePlatformsConfig } from "../platforms/platforms.config";
import { createTestApp, type TestApp } from "../test/test-app";

// A demo reachable from a network must not accept webhooks signed with the simulator's
// well-known development secrets: each installation generates its own in DATA_DIR, and Lunara
// and the simulator read the same file.
let dataDir: string;
let t: TestApp;
let sim: Simulator;
let lunaraUrl: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lunara-sim-secrets-"));
  sim = await buildSimulator({
    ...simulatorOptionsFromEnv(withSimulatorSecrets({ SIM_URL: "http://127.0.0.1:0" }, dataDir)),
    webhookAttempts: 1,
  });
  t = await createTestApp({
    platforms: parsePlatformsConfig(withSimulatorSecrets({ SIM_URL: sim.url }, dataDir)),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  lunaraUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  await fetch(`${sim.url}/_sim/config`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ lunaraUrl }),
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("per-installation simulator secrets", () => {
  it("are generated once into DATA_DIR (owner-only) and differ from the well-known defaults", () => {
    const file = path.join(dataDir, SIM_SECRETS_FILE);
    const secrets = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(secrets.SHOPIFY_API_SECRET).not.toBe(SIM_DEFAULT_OPTIONS.shopifyApiSecret);
    expect(secrets.META_APP_SECRET).not.toBe(SIM_DEFAULT_OPTIONS.metaAppSecret);
    expect(withSimulatorSecrets({}, dataDir)).toMatchObject(secrets);
    const other = mkdtempSync(path.join(os.tmpdir(), "lunara-sim-secrets-"));
    expect(withSimulatorSecrets({}, other).SHOPIFY_API_SECRET).not.toBe(secrets.SHOPIFY_API_SECRET);
    rmSync(other, { recursive: true, force: true });
    // A platform with a real URL keeps what the operator configured (and its checks).
    expect(
      withSimulatorSecrets({ SHOPIFY_SHOP_URL_TEMPLATE: "https://{shop}" }, dataDir).SHOPIFY_API_SECRET,
    ).toBe(undefined);
  });

  it("refuse webhooks forged with the well-known secrets", async () => {
    const body = JSON.stringify({ object: "instagram", entry: [] });
    const instagram = await fetch(`${lunaraUrl}/api/webhooks/instagram`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": `sha256=${createHmac("sha256", SIM_DEFAULT_OPTIONS.metaAppSecret).update(body).digest("hex")}`,
      },
      body,
    });
    expect(instagram.status).toBe(401);
    const shopBody = JSON.stringify({ id: 1 });
    const shopify = await fetch(`${lunaraUrl}/api/webhooks/shopify`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-topic": "products/update",
        "x-shopify-shop-domain": "glow.myshopify.com",
        "x-shopify-webhook-id": "forged-1",
        "x-shopify-hmac-sha256": createHmac("sha256", SIM_DEFAULT_OPTIONS.shopifyApiSecret)
          .update(shopBody)
          .digest("base64"),
      },
      body: shopBody,
    });
    expect(shopify.status).toBe(401);
    const handshake = await fetch(
      `${lunaraUrl}/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=${SIM_DEFAULT_OPTIONS.instagramVerifyToken}&hub.challenge=42`,
    );
    expect(handshake.status).toBe(403);
  });

  it("while the simulator, reading the same file, still gets through", async () => {
    const res = await fetch(`${sim.url}/_sim/instagram/subscribe`, { method: "POST" });
    expect(res.status).toBe(200);
    const state = (await (await fetch(`${sim.url}/_sim/state`)).json()) as {
      instagram: { subscriptionVerifiedUrl: string | null };
    };
    expect(state.instagram.subscriptionVerifiedUrl).toContain(lunaraUrl);
    const traffic = (await (
      await fetch(`${sim.url}/_sim/traffic`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "instagram_dm" }),
      })
    ).json()) as { events: Array<{ delivery: { ok: boolean; status: number } }> };
    expect(traffic.events.map((e) => e.delivery)).toMatchObject([{ ok: true, status: 200 }]);
  });
});
