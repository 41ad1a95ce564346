import { performance } from "node:perf_hooks";
import { DEMO_PASSWORD, startTestServer } from "../e2e/support/test-server";
import { DEMO_ADMIN } from "../src/server/seed/seed-demo";

/**
 * `npm run bench:pipeline`: the real server (embedded PGlite by default, PostgreSQL with
 * DATABASE_URL), pg-boss workers and the simulator. A simulated Instagram DM is delivered as a
 * signed webhook; we time, on an open SSE stream of the team, its `message.created` and its
 * `analysis.completed` (analysis and automation decision stored). Baseline: GET /api/health.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const server = await startTestServer({ simulator: true });
const sim = server.simulator!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(44)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms   max ${Math.max(
      ...values,
    )
      .toFixed(1)
      .padStart(7)} ms   n=${values.length}`,
  );

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
  // Connect Instagram through the simulator's consent page, as a browser would.
  let next = `${server.url}/api/integrations/instagram/connect`;
  for (let hop = 0; hop < 5 && next; hop++) {
    const res = await fetch(next, {
      redirect: "manual",
      headers: next.startsWith(server.url) ? { cookie } : {},
    });
    const location = res.headers.get("location");
    next = location ? new URL(location, next).toString() : "";
    if (next.includes("instagram=connected")) break;
  }

  const health: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await (await fetch(`${server.url}/api/health`)).text();
    health.push(performance.now() - t0);
  }

  const stream = await fetch(`${server.url}/api/realtime/stream`, { headers: { cookie } });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  const waiting = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  let buffer = "";
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value);
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type && data) {
          const key = `${type}:${(JSON.parse(data) as { id?: string }).id}`;
          const at = performance.now();
          arrived.set(key, at);
          waiting.get(key)?.(at);
        }
        cut = buffer.indexOf("\n\n");
      }
    }
  })();
  // An event can arrive before the webhook's answer reaches us: remember every arrival.
  const when = (key: string) =>
    new Promise<number>((resolve) => {
      const already = arrived.get(key);
      if (already !== undefined) resolve(already);
      else waiting.set(key, resolve);
    });

  const created: number[] = [];
  const analysed: number[] = [];
  const { messages } = await import("../src/server/db/inbox.schema");
  const { eq } = await import("drizzle-orm");
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const response = await fetch(`${sim.url}/_sim/traffic`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "instagram_dm" }),
    });
    const { events } = (await response.json()) as { events: { platform_message_id: string }[] };
    const [row] = await server.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.platformMessageId, events[0]!.platform_message_id));
    if (!row) throw new Error("the webhook was answered before the message was stored");
    const createdAt = when(`message.created:${row.id}`);
    const analysedAt = when(`analysis.completed:${row.id}`);
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 10_000));
    created.push((await Promise.race([createdAt, timeout])) - t0);
    analysed.push((await Promise.race([analysedAt, timeout])) - t0);
  }
  await reader.cancel();

  console.log(`database: ${server.database.kind}; ${ROUNDS} simulated DMs, one at a time`);
  line("baseline: GET /api/health", health);
  line("webhook -> message.created on the stream", created);
  line("webhook -> analysis.completed on the stream", analysed);
  console.log("target: analysis and decision stored within 1,000 ms of arrival");
} finally {
  await server.stop();
}
