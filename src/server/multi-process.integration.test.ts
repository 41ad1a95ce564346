import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSimulator, type Simulator } from "@sim/simulator";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FREE_FAILURES } from "./auth/failure-throttle";
import type { Database } from "./db/client";
import { DEMO_ADMIN, DEMO_MEMBER, seedDemo } from "./seed/seed-demo";
import { freePort, type ServerProcess, spawnServer } from "./test/server-process";
import { createTestDatabase } from "./test/test-database";

const template = inject("dbTemplate");
const PASSWORD = "Glow-multi-Process-9a";
/** The worker polls this rarely: a job it runs within seconds was woken by the other process's send. */
const SLOW_POLL_SECONDS = 120;

type Stream = { events: { type: string; data: Record<string, unknown> }[]; close: () => Promise<void> };

async function openStream(url: string, cookie: string): Promise<Stream> {
  const response = await fetch(`${url}/api/realtime/stream`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`stream on ${url}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: Stream["events"] = [];
  let buffer = "";
  let readyResolve: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value);
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type === "ready") readyResolve();
        else if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
        cut = buffer.indexOf("\n\n");
      }
    }
  })();
  await ready;
  return { events, close: () => reader.cancel() };
}

async function until<T>(what: string, check: () => T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn(url: string, password: string, email = DEMO_ADMIN.email, forwardedFor?: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-lunara-csrf": "1",
      origin: url,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

// Only on PostgreSQL (DATABASE_URL set for the test run; .ci/run does it): PGlite is an embedded,
// single-process database, so two server processes cannot open it.
describe.runIf(template.kind === "postgres")("two processes on one PostgreSQL database", () => {
  let database: Database;
  let simulator: Simulator;
  let web: ServerProcess;
  let all: ServerProcess;
  let dataDir: string;
  let cookie = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, PASSWORD);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "lunara-mp-"));
    const [webPort, allPort] = [await freePort(), await freePort()];
    // The platform's webhooks reach the web process; only the `all` process runs jobs.
    simulator = await buildSimulator({
      port: 0,
      autoApprove: true,
      lunaraUrl: `http://127.0.0.1:${webPort}`,
    });
    // The test is the proxy: its X-Forwarded-For names the client (one test below uses it).
    const common = {
      databaseUrl: database.url!,
      dataDir,
      env: { SIM_URL: simulator.url, TRUST_PROXY: "127.0.0.1" },
    };
    web = spawnServer({ ...common, role: "web", port: webPort });
    all = spawnServer({
      ...common,
      role: "all",
      port: allPort,
      env: { ...common.env, JOB_POLL_SECONDS: String(SLOW_POLL_SECONDS) },
    });
    await Promise.all([web.ready(), all.ready()]);
    const signedIn = await signIn(web.url, PASSWORD);
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }, 120_000);

  afterAll(async () => {
    await Promise.all([web?.stop(), all?.stop()]);
    await simulator?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("carries realtime events both ways and wakes the other process's worker for a job sent here", async () => {
    // Connect Instagram through the web process, as a browser would (consent auto-approved).
    let next = `${web.url}/api/integrations/instagram/connect`;
    for (let hop = 0; hop < 6 && next && !next.includes("instagram=connected"); hop++) {
      const res = await fetch(next, {
        redirect: "manual",
        headers: next.startsWith(web.url) ? { cookie } : {},
      });
      const location = res.headers.get("location");
      next = location ? new URL(location, next).toString() : "";
    }
    expect(next).toContain("instagram=connected");

    const onWeb = await openStream(web.url, cookie);
    const onAll = await openStream(all.url, cookie);
    try {
      // The webhook lands on the web process, which stores the message and sends the analysis job.
      const sent = await fetch(`${simulator.url}/_sim/traffic`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "instagram_dm" }),
      });
      expect(sent.ok).toBe(true);
      // web -> all: the web process's event reaches a stream held by the other process.
      const created = await until(
        "message.created on the other process's stream",
        () => onAll.events.find((e) => e.type === "message.created"),
        15_000,
      );
      const messageId = created.data.id;
      // The only worker polls every 120 s: the analysis arriving within 15 s was woken by the send.
      const analysed = await until(
        "analysis.completed on the web process's stream (all -> web)",
        () => onWeb.events.find((e) => e.type === "analysis.completed" && e.data.id === messageId),
        15_000,
      );
      expect(analysed.data.id).toBe(messageId);
      const { rows } = await database.execute(
        "select count(*)::int as n from message_ai_analysis where message_id = $1",
        [messageId],
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await onWeb.close();
      await onAll.close();
    }
  }, 60_000);

  it("slows guessing one account across both processes, from any address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i++) {
      const response = await signIn(
        i % 2 === 0 ? all.url : web.url,
        "wrong-password-1",
        DEMO_MEMBER.email,
        `198.51.100.${i + 1}`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(401));
    // Per process, each would have seen fewer than the free failures: the next is refused on both.
    for (const url of [web.url, all.url]) {
      const refused = await signIn(url, PASSWORD, DEMO_MEMBER.email, "198.51.100.99");
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Please wait \d seconds/);
    }
  }, 60_000);

  it("counts one sign-in limit across both processes", async () => {
    // The limit is 10 sign-in attempts a minute per address; one was used in beforeAll.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A new address each time: the per-account failure throttle stays out of the way.
      const response = await signIn(
        i % 2 === 0 ? all.url : web.url,
        "wrong-password-1",
        `nobody-${i}@lunara.test`,
      );
      statuses.push(response.status);
    }
    // Per process, each would allow ten: the eleventh attempt overall is refused wherever it lands.
    expect(statuses.slice(0, 9).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
  }, 60_000);
});
