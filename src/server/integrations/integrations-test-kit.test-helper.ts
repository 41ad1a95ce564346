import { buildSimulator, type Simulator } from "@sim/simulator";
import { expect } from "vitest";
import { parsePlatformsConfig } from "../platforms/platforms.config";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";

export type Kit = { sim: Simulator; t: TestApp; lunaraUrl: string; close: () => Promise<void> };

/**
 * The real app on a fresh database, listening on a free port so the in-process simulator can deliver
 * webhooks to it, with every platform client pointed at that simulator. `simNow` is the simulator's
 * clock (the time its comments are created at); unset, it runs on the real time.
 */
export async function startKit(
  options: { now?: () => Date; simNow?: () => Date; platformTimeoutMs?: number } = {},
): Promise<Kit> {
  const sim = await buildSimulator({
    port: 0,
    seed: 7,
    timeoutHoldMs: 1500,
    webhookAttempts: 1,
    ...(options.simNow ? { now: options.simNow } : {}),
  });
  const t = await createTestApp({
    platforms: parsePlatformsConfig({
      SIM_URL: sim.url,
      PLATFORM_TIMEOUT_MS: String(options.platformTimeoutMs ?? 1000),
    }),
    ...(options.now ? { now: options.now } : {}),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  const lunaraUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  await simCall(sim, "POST", "/_sim/config", { lunaraUrl, autoApprove: true });
  return {
    sim,
    t,
    lunaraUrl,
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

export async function simCall<T = unknown>(
  sim: Simulator,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

/** Follows a platform's consent page (auto-approved) and answers the redirect back to Lunara. */
async function throughPlatform(url: string, extra: Record<string, string> = {}): Promise<URL> {
  const target = new URL(url);
  for (const [k, v] of Object.entries(extra)) target.searchParams.set(k, v);
  const response = await fetch(target, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Connects Instagram like the browser does; answers the final return URL on the integrations screen. */
export async function connectInstagram(kit: Kit, cookie: string, account = "brand"): Promise<URL> {
  const start = await kit.t.app.inject({
    method: "GET",
    url: "/api/integrations/instagram/connect",
    headers: { cookie },
  });
  expect(start.statusCode).toBe(302);
  const back = await throughPlatform(start.headers.location as string, { sim_account: account });
  const done = await kit.t.app.inject({ method: "GET", url: pathOf(back), headers: { cookie } });
  expect(done.statusCode).toBe(302);
  return new URL(done.headers.location as string, TEST_URL);
}

export async function connectShopify(kit: Kit, cookie: string, shop: string): Promise<URL> {
  const start = await kit.t.app.inject({
    method: "GET",
    url: `/api/integrations/shopify/connect?shop=${encodeURIComponent(shop)}`,
    headers: { cookie },
  });
  expect(start.statusCode).toBe(302);
  const back = await throughPlatform(start.headers.location as string);
  const done = await kit.t.app.inject({ method: "GET", url: pathOf(back), headers: { cookie } });
  return new URL(done.headers.location as string, TEST_URL);
}

/** The TikTok authorize leg: answers the code and state the platform sends to /tiktok/callback. */
export async function authorizeTikTok(kit: Kit, cookie: string) {
  const start = await kit.t.call("POST", "/api/integrations/tiktok/start", undefined, cookie);
  expect(start.statusCode).toBe(200);
  const { authorizeUrl, state } = start.json() as { authorizeUrl: string; state: string };
  const back = await throughPlatform(authorizeUrl);
  expect(back.searchParams.get("state")).toBe(state);
  return { code: back.searchParams.get("code") ?? "", state };
}

export async function connectTikTok(kit: Kit, cookie: string) {
  const { code, state } = await authorizeTikTok(kit, cookie);
  const res = await kit.t.call("POST", "/api/integrations/tiktok/callback", { code, state }, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { integration: { id: string; platform_username: string } };
}

export async function signedInPerson(kit: Kit, email: string) {
  const person = await kit.t.createPerson({ email });
  return { ...person, cookie: await kit.t.signIn(person.email, person.password) };
}

/** Polls until `check` passes: webhooks arrive over a real socket, so a test waits for them briefly. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
