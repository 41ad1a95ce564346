import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSimulator, type Simulator } from "./simulator";

let sim: Simulator;
beforeAll(async () => {
  sim = await buildSimulator({ port: 0, seed: 1 });
});
afterAll(() => sim.close());

const redirect = "http://lunara.test/api/integrations/instagram/callback";

describe("OAuth pages a browser sees", () => {
  it("shows the Meta dialog with an Authorize button, and its form redirects back with code and state", async () => {
    const page = await fetch(
      `${sim.url}/meta/www/v21.0/dialog/oauth?client_id=sim-meta-app-id&redirect_uri=${encodeURIComponent(redirect)}&state=abc&scope=instagram_basic`,
    );
    const html = await page.text();
    expect(html).toContain(">Authorize</button>");
    expect(html).toContain('value="no_pages"');
    const approve = await fetch(
      `${sim.url}/meta/www/v21.0/dialog/oauth/approve?redirect_uri=${encodeURIComponent(redirect)}&state=abc&sim_account=brand`,
      { redirect: "manual" },
    );
    const location = new URL(approve.headers.get("location") ?? "");
    expect(location.searchParams.get("state")).toBe("abc");
    expect(location.searchParams.get("code")).toMatch(/^sim\./);
  });

  it("refuses an unknown app id on every platform's page", async () => {
    const meta = await fetch(
      `${sim.url}/meta/www/v21.0/dialog/oauth?client_id=nope&redirect_uri=${encodeURIComponent(redirect)}`,
    );
    const tiktok = await fetch(
      `${sim.url}/tiktok/www/v2/auth/authorize/?client_key=nope&redirect_uri=${encodeURIComponent(redirect)}`,
    );
    const shopify = await fetch(
      `${sim.url}/shopify/a.myshopify.com/admin/oauth/authorize?client_id=nope&redirect_uri=${encodeURIComponent(redirect)}`,
    );
    expect([meta.status, tiktok.status, shopify.status]).toEqual([400, 400, 400]);
  });

  it("approves at once once autoApprove is configured", async () => {
    await fetch(`${sim.url}/_sim/config`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ autoApprove: true, metaAccount: "no_pages" }),
    });
    const response = await fetch(
      `${sim.url}/tiktok/www/v2/auth/authorize/?client_key=sim-tiktok-app-id&redirect_uri=${encodeURIComponent(redirect)}&state=s1&scope=comment.list`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("scopes")).toBe("comment.list");
  });
});

describe("control API", () => {
  it("validates fault requests and lists the pending ones", async () => {
    const bad = await fetch(`${sim.url}/_sim/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "myspace", kind: "5xx" }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${sim.url}/_sim/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "shopify", kind: "timeout", count: 2 }),
    });
    const faults = (await (await fetch(`${sim.url}/_sim/faults`)).json()) as { remaining: number }[];
    expect(faults).toEqual([expect.objectContaining({ remaining: 2 })]);
    await fetch(`${sim.url}/_sim/reset`, { method: "POST" });
    expect(await (await fetch(`${sim.url}/_sim/faults`)).json()).toEqual([]);
  });
});

describe("scheduled traffic", () => {
  it("generates events on its own at the configured interval", async () => {
    const scheduled = await buildSimulator({ port: 0, seed: 5, trafficIntervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { meta, tiktok } = scheduled.context;
    const generated =
      tiktok.comments.length + meta.comments.size + meta.lastInbound.size + meta.media.size - 6;
    await scheduled.close();
    expect(generated).toBeGreaterThan(3);
  });
});
