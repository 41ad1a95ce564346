// npm run bench:attribution: the pixel's track endpoint (events/s, p99, nothing lost) next to a bare
// Fastify route measured the same way in the same run; the analytics calls over 1,000,000 orders; the
// CSV export of 100,000 leads (time and peak RSS). Uses PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) in a database of its own, dropped at the end.
import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";
import { getDashboardOverview } from "@server/analytics/get-dashboard-overview";
import { getFunnel } from "@server/analytics/get-funnel";
import { getOrdersByLocation } from "@server/analytics/get-orders-by-location";
import { getRevenue } from "@server/analytics/get-revenue";
import { getTopProducts } from "@server/analytics/get-top-products";
import { trackRoutes } from "@server/attribution/track.routes";
import { migrateDatabase, openDatabase } from "@server/db/client";
import type { Actor, AppDeps } from "@server/deps";
import { registerCsrfGuard } from "@server/http/csrf";
import { registerErrorHandler } from "@server/http/error-handler";
import { exportLeadsCsv } from "@server/leads/export-leads-csv";
import { timeframeRange } from "@shared/analytics/timeframe";
import { leadFiltersSchema } from "@shared/leads/leads.schema";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { BIG_TEAM, EXPORT_TEAM, SEED_STATEMENTS, STORES } from "./attribution-bench-seed";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Pixel traffic comes from many browsers at once; 256 requests in flight is 10,000 events/s at 25 ms.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 256);
/** BENCH_ONLY=track skips the million orders (a quick run of the track endpoint alone). */
const ONLY_TRACK = process.env.BENCH_ONLY === "track";
const ORDER_SEEDS = /^(orders|order attributions|revenue_days|product_sales_days|location_days)/;
const name = `lunara_bench_attr_${randomBytes(4).toString("hex")}`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 12 });
// Dropping the database at the end ends idle pooled connections: not an error of the bench.
database.pool?.on("error", () => {});

try {
  await migrateDatabase(database);
  console.log(`database ${name}; seeding`);
  for (const [label, statement] of SEED_STATEMENTS) {
    if (ONLY_TRACK && ORDER_SEEDS.test(label)) continue;
    const t0 = performance.now();
    await database.execute(statement);
    console.log(`  ${label.padEnd(48)} ${ms(performance.now() - t0)}`);
  }
  const deps = { db: database.db, now: () => new Date(), log: () => {} } as unknown as AppDeps;

  await benchTrack(deps);
  if (!ONLY_TRACK) {
    await benchAnalytics(deps);
    await benchExport(deps);
  }
} catch (error) {
  console.error("bench failed:", error);
  process.exitCode = 1;
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function load(app: FastifyInstance, path: string, bodies: string[], runId: string) {
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  const worker = new Worker(new URL("./attribution-load.worker.mjs", import.meta.url), {
    workerData: { origin, path, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2, bodies, runId },
  });
  const result = await new Promise<{
    completed: number;
    elapsed: number;
    codes: Record<number, number>;
    p50: number;
    p99: number;
    max: number;
  }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await app.close();
  return result;
}

async function benchTrack(deps: AppDeps) {
  const clicks = await database.execute(
    `select c.id, l.message_id, i.shop_domain from link_clicks c join tracking_links l on l.id = c.tracking_link_id
     join integrations i on i.id = l.integration_id`,
  );
  const bodies = clicks.rows.flatMap((r, k) => {
    const base = {
      store: r.shop_domain,
      clientId: `client-${k}`,
      timestamp: "__TS__",
      attribution: { mid: r.message_id, cid: r.id },
    };
    return [
      { ...base, type: "click" },
      {
        ...base,
        type: "add_to_cart",
        cartData: {
          productId: "7",
          variantId: "7-1",
          quantity: 1,
          price: 24,
          currency: "CAD",
          productTitle: "Glow Serum",
        },
      },
      {
        ...base,
        type: "checkout",
        checkoutToken: `tok-${k}`,
        checkoutData: { totalPrice: 24, currency: "CAD", lineItemsCount: 1 },
      },
      { ...base, type: "product_viewed", productData: { id: "7" } },
    ].map((b) => JSON.stringify({ ...b, eventId: "__ID__", timestamp: new Date().toISOString() }));
  });
  console.log(
    `\n== track endpoint: ${CONNECTIONS} connections, ${SECONDS} s, ${STORES} stores, ${bodies.length} event shapes ==`,
  );

  const bare = Fastify({ logger: false });
  bare.addContentTypeParser("text/plain", { parseAs: "string" }, (_r, body, done) =>
    done(null, JSON.parse(body as string)),
  );
  bare.post("/api/bare", async () => ({ success: true, duplicate: false }));
  const base = await load(bare, "/api/bare", bodies, "bare");
  console.log(
    `baseline bare Fastify route: ${Math.round(base.completed / base.elapsed)} req/s, p50 ${ms(base.p50)}, p99 ${ms(base.p99)}`,
  );

  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  registerErrorHandler(app);
  registerCsrfGuard(app, ["http://localhost:3000"]);
  await app.register(trackRoutes, { deps });
  const runId = randomBytes(4).toString("hex");
  const track = await load(app, "/api/track", bodies, runId);
  const accepted = track.codes[202] ?? 0;
  const [stored] = (
    await database.execute(
      `select count(*)::int as n from attribution_events where client_event_id like $1`,
      [`${runId}-m-%`],
    )
  ).rows;
  console.log(
    `POST /api/track: ${Math.round(accepted / track.elapsed)} events/s stored, p50 ${ms(track.p50)}, p99 ${ms(track.p99)}, max ${ms(track.max)}`,
  );
  console.log(
    `answers: ${JSON.stringify(track.codes)}; answered 202: ${accepted}; rows stored: ${stored?.n} (lost: ${accepted - Number(stored?.n)})`,
  );
  console.log("targets: >= 10,000 events/s with p99 <= 50 ms and no event lost");
}

async function timeCall(label: string, run: () => Promise<unknown>, times = 15) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} median ${ms(samples[Math.floor(samples.length / 2)]!)}  max ${ms(samples.at(-1)!)}`,
  );
}

async function benchAnalytics(deps: AppDeps) {
  const [counts] = (
    await database.execute(
      `select count(*)::int as total, count(*) filter (where team_id = $1)::int as big from orders`,
      [BIG_TEAM],
    )
  ).rows;
  console.log(
    `\n== analytics: ${counts?.total} orders, ${counts?.big} on ${BIG_TEAM}; use case time incl. database ==`,
  );
  for (const teamId of [BIG_TEAM, "ab-team-77"]) {
    const actor: Actor = { userId: "bench", email: "bench@x", teamId, role: "admin" };
    const range = timeframeRange("90d", new Date());
    console.log(` team ${teamId}, timeframe 90d`);
    await timeCall("analytics-revenue (with Compare)", () =>
      getRevenue(deps, actor, { start_date: range.start, end_date: range.end, include_comparison: true }),
    );
    await timeCall("analytics-products (top 5)", () =>
      getTopProducts(deps, actor, { timeframe: "90d", limit: 5 }),
    );
    await timeCall("customer-journey-funnel", () => getFunnel(deps, actor, { timeframe: "90d" }));
    await timeCall("analytics-orders-location", () => getOrdersByLocation(deps, actor, { timeframe: "90d" }));
    await timeCall("analytics-dashboard", () => getDashboardOverview(deps, actor, { timeframe: "90d" }));
  }
  console.log("target: every call <= 100 ms");
}

async function benchExport(deps: AppDeps) {
  const actor: Actor = { userId: "bench", email: "bench@x", teamId: EXPORT_TEAM, role: "admin" };
  const filters = leadFiltersSchema.parse({ lastContactedDays: 365 });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const { stream, total } = await exportLeadsCsv(deps, actor, filters);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream) {
    const text = typeof chunk === "string" ? chunk : String(chunk);
    bytes += Buffer.byteLength(text);
    for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lines += 1;
  }
  const elapsed = performance.now() - t0;
  clearInterval(sampler);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\n== CSV export of ${total} leads ==`);
  console.log(
    `  ${lines - 2} rows, ${mb(bytes)} in ${ms(elapsed)}; RSS before ${mb(rssBefore)}, peak ${mb(peak)} (+${mb(peak - rssBefore)})`,
  );
  console.log("target: <= 10 s with flat memory");
}
