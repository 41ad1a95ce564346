import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Email } from "../email/mailer";
import {
  connectInstagram,
  connectShopify,
  connectTikTok,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";

// No platform or mail call inside a database transaction: while one team's connect waits on a slow
// platform, another team's requests are served (on PGlite one open transaction holds the only
// connection; on PostgreSQL a dozen of them emptied the pool).

const HOLD_MS = 2500;
let kit: Kit;
let bystander: { cookie: string };
beforeAll(async () => {
  kit = await startKit({ platformTimeoutMs: 10_000 });
  bystander = await signedInPerson(kit, "bystander@other.test");
});
afterAll(() => kit?.close());

const heldCalls = async () => (await simCall<{ heldCalls: number }>(kit.sim, "GET", "/_sim/state")).heldCalls;

async function idleInTransaction(): Promise<number> {
  if (kit.t.database.kind !== "postgres") return 0;
  const { rows } = await kit.t.database.execute(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
  );
  return Number(rows[0]?.n ?? 0);
}

/** Runs `flow` with the platform call on `path` held; meanwhile another team must be served. */
async function whilePlatformIsSlow(
  platform: "instagram" | "tiktok" | "shopify",
  path: string,
  flow: () => Promise<unknown>,
) {
  await simCall(kit.sim, "POST", "/_sim/faults", { platform, kind: "latency", delayMs: HOLD_MS, path });
  const pending = flow();
  await eventually(async () => expect(await heldCalls()).toBe(1), HOLD_MS);
  const other = await kit.t.call("GET", "/api/integrations", undefined, bystander.cookie);
  expect(other.statusCode).toBe(200);
  expect(await idleInTransaction()).toBe(0);
  // Served while the platform still holds the call: the connect held no transaction.
  expect(await heldCalls()).toBe(1);
  await pending;
}

describe("connects call the platforms outside any transaction", () => {
  it("Instagram", async () => {
    const a = await signedInPerson(kit, "slow-ig@brand.test");
    let back: URL | undefined;
    await whilePlatformIsSlow("instagram", "me/accounts", async () => {
      back = await connectInstagram(kit, a.cookie);
    });
    expect(back?.searchParams.get("instagram")).toBe("connected");
  });

  it("TikTok", async () => {
    const a = await signedInPerson(kit, "slow-tt@brand.test");
    let connected: Awaited<ReturnType<typeof connectTikTok>> | undefined;
    await whilePlatformIsSlow("tiktok", "business/get", async () => {
      connected = await connectTikTok(kit, a.cookie);
    });
    expect(connected?.integration.platform_username).toBeTruthy();
  });

  it("Shopify", async () => {
    const a = await signedInPerson(kit, "slow-shop@brand.test");
    let back: URL | undefined;
    await whilePlatformIsSlow("shopify", "graphql.json", async () => {
      back = await connectShopify(kit, a.cookie, "slow-shop");
    });
    expect(back?.searchParams.get("shopify")).toBe("connected");
  });
});

describe("Shopify's customer data request", () => {
  it("emails the admins after the delivery has committed, not inside it", async () => {
    const a = await signedInPerson(kit, "gdpr-admin@brand.test");
    await connectShopify(kit, a.cookie, "gdpr-shop");
    const mailer = kit.t.deps.mailer;
    const sent: Email[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calledBack = () => {};
    const called = new Promise<void>((resolve) => {
      calledBack = resolve;
    });
    // A mail server that does not answer until the test lets it.
    kit.t.deps.mailer = {
      kind: "smtp",
      send: async (email) => {
        calledBack();
        await gate;
        sent.push(email);
      },
    };
    try {
      const delivery = simCall(kit.sim, "POST", "/_sim/shopify/webhooks", {
        topic: "customers/data_request",
        shop: "gdpr-shop.myshopify.com",
      });
      await called;
      const other = await kit.t.call("GET", "/api/integrations", undefined, bystander.cookie);
      expect(other.statusCode).toBe(200);
      expect(await idleInTransaction()).toBe(0);
      release();
      await delivery;
      expect(sent.map((e) => e.to)).toEqual(["gdpr-admin@brand.test"]);
    } finally {
      kit.t.deps.mailer = mailer;
      release();
    }
  });
});

describe("the Instagram callback's failure return", () => {
  it("never echoes attacker-chosen error text; the user's cancel keeps its code", async () => {
    const a = await signedInPerson(kit, "ig-echo@brand.test");
    const back = async (query: string) => {
      const res = await kit.t.app.inject({
        method: "GET",
        url: `/api/integrations/instagram/callback?${query}`,
        headers: { cookie: a.cookie },
      });
      return new URL(res.headers.location as string, "http://x").searchParams.get("message");
    };
    const forged = encodeURIComponent("Your account is locked. Call +1 555 0100 now");
    expect(await back(`error=${forged}&state=s`)).toBe("connection_failed");
    expect(await back(`error_reason=${forged}`)).toBe("connection_failed");
    expect(await back("error=access_denied&error_reason=user_denied&state=s")).toBe("access_denied");
  });
});
