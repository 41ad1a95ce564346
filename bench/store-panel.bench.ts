import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { DEMO_PASSWORD, startTestServer } from "../e2e/support/test-server";
import { conversationThreads, messages } from "../src/server/db/inbox.schema";
import { storeCustomerCache } from "../src/server/db/sell.schema";
import { DEMO_ADMIN } from "../src/server/seed/seed-demo";

/**
 * `npx tsx bench/store-panel.bench.ts`: the real server (PGlite, or PostgreSQL with DATABASE_URL) and
 * the simulator as Shopify. Opening a conversation with its store panel is the thread and the panel
 * asked together, as the inbox does. Timed three ways: the thread alone (no store), the panel with an
 * empty cache (a Shopify round trip: customer, then orders, through the simulator) and the panel from
 * the cache; and throttled by Shopify with an expired cache (the panel waits once for the bucket, up
 * to 2 s, then shows what it last knew). Baseline in the same run: GET /api/health. Target: p95 <= 300 ms with the round trip.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const SHOP = "bench-panel.myshopify.com";
const server = await startTestServer({ simulator: true });
const sim = server.simulator!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(52)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(
      values,
      95,
    )
      .toFixed(1)
      .padStart(7)} ms   n=${values.length}`,
  );
const simPost = async <T>(path: string, body: unknown) =>
  (await (
    await fetch(`${sim.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  ).json()) as T;

try {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-lunara-csrf": "1", origin: server.url },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const headers = { cookie, "content-type": "application/json", "x-lunara-csrf": "1", origin: server.url };
  for (const start of [
    "/api/integrations/instagram/connect",
    `/api/integrations/shopify/connect?shop=${SHOP}`,
  ]) {
    let next = `${server.url}${start}`;
    for (let hop = 0; hop < 6 && next; hop++) {
      const res = await fetch(next, {
        redirect: "manual",
        headers: next.startsWith(server.url) ? { cookie } : {},
      });
      const location = res.headers.get("location");
      next = location ? new URL(location, next).toString() : "";
      if (/=connected/.test(next)) break;
    }
  }
  // A DM, and a customer with two orders (one fulfilled) linked to its conversation.
  const { events } = await simPost<{ events: { platform_message_id: string }[] }>("/_sim/traffic", {
    kind: "instagram_dm",
  });
  let threadId: string | null = null;
  for (let i = 0; i < 100 && !threadId; i++) {
    const [row] = await server.database.db
      .select({ threadId: messages.threadId })
      .from(messages)
      .where(eq(messages.platformMessageId, events[0]!.platform_message_id));
    threadId = row?.threadId ?? null;
    if (!threadId) await new Promise((r) => setTimeout(r, 50));
  }
  if (!threadId) throw new Error("the DM never reached a thread");
  const first = await simPost<{ order: { id: number; email: string } }>("/_sim/shopify/orders", {
    shop: SHOP,
  });
  await simPost("/_sim/shopify/orders", { shop: SHOP, email: first.order.email });
  await simPost(`/_sim/shopify/orders/${first.order.id}/fulfill`, { shop: SHOP });
  const linked = await fetch(`${server.url}/api/inbox/threads/${threadId}/store/customer`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ customer: first.order.email }),
  });
  if (linked.status !== 200) throw new Error(`linking failed: ${linked.status} ${await linked.text()}`);
  const [thread] = await server.database.db
    .select({ id: conversationThreads.id })
    .from(conversationThreads)
    .where(eq(conversationThreads.id, threadId));
  if (!thread) throw new Error("no thread");

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const open = (withStore: boolean) =>
    Promise.all([
      get(`/api/inbox/threads/${threadId}`),
      withStore ? get(`/api/inbox/threads/${threadId}/store`) : null,
    ]);
  const timed = async (fn: () => Promise<unknown>, before?: () => Promise<unknown>) => {
    const values: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await before?.();
      const t0 = performance.now();
      await fn();
      values.push(performance.now() - t0);
    }
    return values;
  };
  for (let i = 0; i < 3; i++) await open(true); // warm the JIT and the connection pool
  const health = await timed(async () => (await fetch(`${server.url}/api/health`)).text());
  const alone = await timed(() => open(false));
  // Each cold round starts with Shopify's cost bucket full, as when a person opens a conversation:
  // forty uncached lookups a second would empty it (2,000 points, 100 back a second), and then
  // Shopify answers THROTTLED, which the next line measures on its own.
  const cold = await timed(
    () => open(true),
    async () => {
      await server.database.db.delete(storeCustomerCache);
      await simPost("/_sim/shopify/throttle", { shop: SHOP, available: 2000 });
    },
  );
  const warm = await timed(() => open(true));
  // Throttled with an expired cache: the panel shows what it last knew (with its age), at once.
  const expire = () =>
    server.database.db.update(storeCustomerCache).set({ fetchedAt: new Date(Date.now() - 3_600_000) });
  const throttled = await timed(
    () => open(true),
    async () => {
      await expire();
      await simPost("/_sim/shopify/throttle", { shop: SHOP, available: 0 });
    },
  );
  const panel = (await get(`/api/inbox/threads/${threadId}/store`)) as { orders: unknown[] };

  console.log(
    `database: ${server.database.kind}; ${ROUNDS} rounds each; the customer has ${panel.orders.length} orders`,
  );
  line("baseline: GET /api/health", health);
  line("open a conversation, no store panel", alone);
  line("open with store panel, Shopify round trip (no cache)", cold);
  line("open with store panel, cached (TTL 60 s)", warm);
  line("open with store panel, Shopify throttled (cache expired)", throttled);
  console.log("target: p95 <= 300 ms with the Shopify round trip");
} finally {
  await server.stop();
}
