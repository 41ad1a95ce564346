import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { hashPassword } from "better-auth/crypto";
import { DEMO_PASSWORD, startTestServer } from "../e2e/support/test-server";
import { buildInflatingPdf, buildManyPagesPdf, buildPdf } from "../src/server/brand/pdf-fixtures.test-helper";
import { userProfiles } from "../src/server/db/app.schema";
import { user } from "../src/server/db/auth.schema";
import { setPasswordHash } from "../src/server/profile/profile.repository";
import { DEMO_ADMIN } from "../src/server/seed/seed-demo";
import { createTeam, insertMembership } from "../src/server/teams/teams.repository";

/**
 * `npm run bench:availability`: one tenant must never stall the others (issue 13). The real
 * server (embedded PGlite by default, PostgreSQL with DATABASE_URL), its pg-boss workers and the
 * simulator. Team B (the demo brand) lists its inbox one request at a time: first alone (the
 * baseline), then while team A uploads hostile files (whitespace posing as base64, decompression
 * bombs, a PDF past the page limit, oversized files) and connects Instagram against a platform the
 * simulator slows down. Target: team B's inbox list keeps p95 <= 100 ms under the hostile load.
 */
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const SLOW_CONNECTS = Number(process.env.SLOW_CONNECTS ?? 12);
const PLATFORM_DELAY_MS = 6000;
/** `uploads`, `connects` or both (the default): which hostile load team A runs. */
const HOSTILE = process.env.HOSTILE ?? "all";
const server = await startTestServer({ simulator: true });
const sim = server.simulator!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(52)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms   max ${Math.max(
      ...values,
    )
      .toFixed(1)
      .padStart(8)} ms   n=${values.length}`,
  );

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-lunara-csrf": "1", origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Team A: another brand's admin, straight into the database like the staff CLI provisions one. */
async function attackerTeam(): Promise<string> {
  const db = server.database.db;
  const id = randomUUID();
  const email = "attacker@hostile.test";
  await db.insert(user).values({ id, email, name: "Hostile", emailVerified: true });
  await setPasswordHash(db, id, await hashPassword(DEMO_PASSWORD), new Date());
  await db.insert(userProfiles).values({ userId: id, email, fullName: "Hostile", onboardingCompleted: true });
  await insertMembership(db, (await createTeam(db, "Hostile brand")).id, id, "admin");
  return signIn(email, DEMO_PASSWORD);
}

/** The Instagram connect as a browser does it: Lunara -> consent page -> callback. */
async function connectInstagram(cookie: string): Promise<string> {
  let next = `${server.url}/api/integrations/instagram/connect`;
  for (let hop = 0; hop < 5 && next; hop++) {
    const res = await fetch(next, {
      redirect: "manual",
      headers: next.startsWith(server.url) ? { cookie } : {},
    });
    const location = res.headers.get("location");
    next = location ? new URL(location, next).toString() : "";
    if (next.includes("instagram=")) {
      const back = new URL(next).searchParams;
      return back.get("instagram") === "connected" ? "connected" : `error: ${back.get("message")}`;
    }
  }
  return "no return";
}

/** Team A's uploads run in a worker thread, so their client side is not the server's load. */
function hostileUploads(cookie: string, files: Record<string, Buffer>): Promise<number[]> {
  const worker = new Worker(new URL("./availability-attacker.worker.mjs", import.meta.url), {
    workerData: { url: server.url, cookie, rounds: 6, files },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (statuses: number[]) => {
      void worker.terminate();
      resolve(statuses);
    });
    worker.once("error", reject);
  });
}

async function listInbox(cookie: string, count: number): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/inbox/messages`, { headers: { cookie } });
    await res.text();
    if (res.status !== 200) throw new Error(`inbox list answered ${res.status}`);
    timings.push(performance.now() - t0);
  }
  return timings;
}

try {
  const victim = await signIn(DEMO_ADMIN.email, DEMO_PASSWORD);
  const attacker = await attackerTeam();
  // Team B's inbox has messages: its Instagram is connected and the simulator sends it DMs.
  await connectInstagram(victim);
  await fetch(`${sim.url}/_sim/traffic`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ count: 20, kind: "instagram_dm" }),
  });
  await listInbox(victim, 20);

  const baseline = await listInbox(victim, REQUESTS);

  await fetch(`${sim.url}/_sim/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      platform: "instagram",
      kind: "latency",
      delayMs: PLATFORM_DELAY_MS,
      path: "me/accounts",
      count: SLOW_CONNECTS,
    }),
  });
  const bomb = buildInflatingPdf(64 * 1024 * 1024);
  const pages = buildManyPagesPdf(20_000);
  const oversized = Buffer.concat([buildPdf(["big"]), Buffer.alloc(11 * 1024 * 1024)]);
  const hostile = Promise.all([
    ...Array.from({ length: HOSTILE === "uploads" ? 0 : SLOW_CONNECTS }, () => connectInstagram(attacker)),
    HOSTILE === "connects"
      ? Promise.resolve([] as number[])
      : hostileUploads(attacker, { bomb, pages, oversized }),
  ]);
  const loaded = await listInbox(victim, REQUESTS);
  const results = await hostile;

  console.log(
    `database: ${server.database.kind}; team B lists its inbox ${REQUESTS} times, one request at a time; team A: ${SLOW_CONNECTS} Instagram connects held ${PLATFORM_DELAY_MS} ms each by the simulator, and 24 hostile uploads (1 MB of spaces as base64, ${Math.round(bomb.length / 1024)} KB PDF inflating to 64 MB, ${Math.round(pages.length / 1024)} KB PDF of 20,000 pages, 11 MB file)`,
  );
  line("baseline: team B inbox list, alone", baseline);
  line("team B inbox list while team A attacks", loaded);
  console.log(
    `team A (${HOSTILE}): connects ${JSON.stringify(results.slice(0, -1))}, upload statuses ${JSON.stringify(results.at(-1))}`,
  );
  console.log(`target: p95 under load <= 100 ms: ${percentile(loaded, 95) <= 100 ? "met" : "NOT met"}`);
} finally {
  await server.stop();
}
