import { fork } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { count as countRows, eq, inArray } from "drizzle-orm";
import { DEMO_PASSWORD, freePort, startTestServer } from "../e2e/support/test-server";
import { commentDmMatches } from "../src/server/db/comment-dm.schema";
import { products } from "../src/server/db/commerce.schema";
import { messages } from "../src/server/db/inbox.schema";
import { integrations } from "../src/server/db/integrations.schema";
import { DEMO_ADMIN } from "../src/server/seed/seed-demo";

/**
 * `npx tsx bench/comment-dm.bench.ts`: the real server (embedded PGlite, or PostgreSQL with
 * DATABASE_URL) and its pg-boss workers in this process; the simulator and the comment generator in
 * a child process (bench/support/comment-traffic.ts), as Instagram runs outside Lunara. Simulated Instagram comments arrive as signed
 * webhooks at RATE per second for SECONDS; each carries a rule's keyword. We time, per comment, from
 * the simulator creating it to the simulator recording Lunara's private reply (both on this machine's
 * clock). Baseline, measured in the same run under the same load: comment created -> stored
 * (plain ingestion) and -> analysis stored (keyword rules no longer wait for it: decision 022). The
 * machine's load average is printed with the figures: the same run on a shared machine varies
 * several-fold with what else runs. 8 rules x 40 simulated people keep every comment a
 * first DM for its person and rule, and the default load (300) stays under Instagram's 750 per hour.
 */
const RATE = Number(process.env.RATE ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 6);
const RULES = 8;

// The simulator and the comment generator run in their own process, as Instagram and its users do.
const lunaraPort = await freePort();
const outside = fork(fileURLToPath(new URL("./support/comment-traffic.ts", import.meta.url)), {
  execArgv: ["--import", "tsx"],
  env: { ...process.env, LUNARA_PORT: String(lunaraPort) },
});
type Ready = { type: "ready"; url: string; people: string[] };
type Done = {
  type: "done";
  started: [string, number][];
  answered: [string, number][];
  offeredSeconds: number;
};
const nextMessage = <T>() => new Promise<T>((resolve) => outside.once("message", (m) => resolve(m as T)));
const { url: simUrl, people } = await nextMessage<Ready>();
const server = await startTestServer({ outsideSimulator: { url: simUrl, port: lunaraPort } });
const db = server.database.db;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(46)} p50 ${percentile(values, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(
      values,
      95,
    )
      .toFixed(0)
      .padStart(6)} ms   max ${Math.max(...values)
      .toFixed(0)
      .padStart(6)} ms   n=${values.length}`,
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
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, "content-type": "application/json", "x-lunara-csrf": "1", origin: server.url },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
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
  const teamId = ((await (await api("GET", "/api/me")).json()) as { team: { id: string } }).team.id;
  const [store] = await db
    .insert(integrations)
    .values({
      teamId,
      platform: "shopify",
      status: "connected",
      shopDomain: "bench-dm.myshopify.com",
      platformAccountId: "bench-dm.myshopify.com",
      accessTokenEncrypted: "bench",
      currency: "CAD",
    })
    .returning({ id: integrations.id });
  const [product] = await db
    .insert(products)
    .values({
      teamId,
      integrationId: store!.id,
      shopifyProductId: "1",
      title: "Bench Serum",
      handle: "bench-serum",
    })
    .returning({ id: products.id });
  for (let r = 0; r < RULES; r++) {
    const res = await api("POST", "/api/comment-dm/rules", {
      name: `Bench ${r}`,
      keywords: [`benchword${r}`],
      public_reply: "Check your DMs!",
      dm_text: "Here it is:",
      product_id: product!.id,
    });
    if (res.status !== 201) throw new Error(`rule: ${res.status} ${await res.text()}`);
  }
  const total = Math.min(RATE * SECONDS, RULES * people.length);
  outside.send({ type: "run", rate: RATE, total, rules: RULES });
  const done = await nextMessage<Done>();
  const started = new Map(done.started);
  const answered = new Map(done.answered);
  const offered = done.offeredSeconds;

  // Wait until every comment's private reply is recorded (or 30 s pass).
  const deadline = Date.now() + 30_000;
  let replies = new Map<string, number>();
  while (Date.now() < deadline) {
    const records = (await (await fetch(`${simUrl}/_sim/records?platform=instagram`)).json()) as {
      kind: string;
      target_id: string;
      at: string;
    }[];
    replies = new Map(
      records.filter((r) => r.kind === "private_reply").map((r) => [r.target_id, Date.parse(r.at)]),
    );
    if ([...started.keys()].every((id) => replies.has(id))) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const ids = [...started.keys()];
  // The analysis runs beside the DMs (bulk work, at its own pace): wait for all of it (or 90 s),
  // so the bench shows whether the inbox keeps up, not only the DMs.
  const { messageAiAnalysis } = await import("../src/server/db/inbox.schema");
  const analysisDeadline = Date.now() + 90_000;
  while (Date.now() < analysisDeadline) {
    const [row] = await db
      .select({ n: countRows() })
      .from(messageAiAnalysis)
      .innerJoin(messages, eq(messages.id, messageAiAnalysis.messageId))
      .where(inArray(messages.platformMessageId, ids));
    if ((row?.n ?? 0) >= ids.length) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stored = await db
    .select({ id: messages.id, platformId: messages.platformMessageId, createdAt: messages.createdAt })
    .from(messages)
    .where(inArray(messages.platformMessageId, ids));
  const analysed = await db
    .select({ messageId: messageAiAnalysis.messageId, at: messageAiAnalysis.processedAt })
    .from(messageAiAnalysis)
    .where(
      inArray(
        messageAiAnalysis.messageId,
        stored.map((s) => s.id),
      ),
    );
  const analysedAt = new Map(analysed.map((a) => [a.messageId, a.at.getTime()]));
  const statuses = await db
    .select({
      status: commentDmMatches.status,
      id: commentDmMatches.id,
      messageId: commentDmMatches.messageId,
    })
    .from(commentDmMatches)
    .where(eq(commentDmMatches.teamId, teamId));
  // pg-boss's own timestamps of each match's first send job (PostgreSQL's clock, as messages.created_at).
  const sendJobs = await server.database.execute(
    `select data->>'matchId' as match_id, min(started_on) as started, min(completed_on) as completed
       from pgboss.job where name = 'comment-dm.send-comment-dm' group by 1`,
  );
  const asDate = (v: unknown) => (v instanceof Date ? v : v ? new Date(String(v)) : null);
  const jobOf = new Map(
    sendJobs.rows.map((r) => [
      String(r.match_id),
      {
        started: asDate(r.started),
        completed: asDate(r.completed),
      },
    ]),
  );

  const ingest = stored.map((s) => s.createdAt.getTime() - started.get(s.platformId)!);
  const analysis = stored.flatMap((s) =>
    analysedAt.has(s.id) ? [analysedAt.get(s.id)! - started.get(s.platformId)!] : [],
  );
  const dm = ids.flatMap((id) => (replies.has(id) ? [replies.get(id)! - started.get(id)!] : []));
  const storedAt = new Map(stored.map((s) => [s.platformId, s.createdAt.getTime()]));
  // The DM path's own share: from the comment's commit to its private reply.
  const afterStore = ids.flatMap((id) =>
    replies.has(id) && storedAt.has(id) ? [replies.get(id)! - storedAt.get(id)!] : [],
  );
  const platformIdOf = new Map(stored.map((s) => [s.id, s.platformId]));
  const committedToJob: number[] = [];
  const jobRun: number[] = [];
  for (const match of statuses) {
    const job = jobOf.get(match.id);
    const at = answered.get(platformIdOf.get(match.messageId) ?? "");
    if (!job?.started || at === undefined) continue;
    committedToJob.push(job.started.getTime() - at);
    if (job.completed) jobRun.push(job.completed.getTime() - job.started.getTime());
  }
  const committed = ids.map((id) => answered.get(id)! - started.get(id)!);
  const count = (s: string) => statuses.filter((m) => m.status === s).length;

  console.log(
    `database: ${server.database.kind}; ${total} keyword comments offered at ${RATE}/s over ${offered.toFixed(1)} s; ` +
      `matches sent ${count("sent")}, queued ${count("queued") + count("sending")}, skipped ${count("skipped")}, failed ${count("failed")}; ` +
      `${dm.length}/${total} private replies recorded`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (1/5/15 min)`,
  );
  line("baseline: comment -> stored (plain ingestion)", ingest);
  line("baseline: comment -> analysis stored", analysis);
  line("comment -> private reply sent (in simulator)", dm);
  line("comment stored -> private reply sent", afterStore);
  line("  comment -> committed (webhook answered)", committed);
  line("  committed -> send job started (queue wait)", committedToJob);
  line("  send job started -> completed (its run)", jobRun);
  console.log("target: comment received to DM sent p95 <= 2,000 ms under 50 comments/s");
} finally {
  await server.stop();
  outside.send({ type: "close" });
}
