import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { userProfiles } from "@server/db/app.schema";
import { user } from "@server/db/auth.schema";
import { brandSettings } from "@server/db/brand.schema";
import { migrateDatabase } from "@server/db/client";
import { upsertIntegration } from "@server/integrations/integrations.repository";
import { createIntegrationsRuntime } from "@server/integrations/integrations-runtime";
import { parsePlatformsConfig } from "@server/platforms/platforms.config";
import { setPasswordHash } from "@server/profile/profile.repository";
import { createTeam, insertMembership } from "@server/teams/teams.repository";
import { freePort, type ServerProcess, SIMULATOR_SECRETS, spawnServer } from "@server/test/server-process";
import { hashPassword } from "better-auth/crypto";
import { createBenchDatabase, percentile } from "./bench-support";

/**
 * `npm run bench:soak` (DATABASE_URL = the machine's PostgreSQL; each topology gets a database of
 * its own, dropped after). Two topologies in one run, the same load on each:
 *   multi:    2 `web` + 1 `worker` processes; one web and the worker are SIGKILLed at random
 *             moments and restarted;
 *   baseline: 1 `all` process, no kills.
 * Instagram comment webhooks (Meta's format, signed with the app secret as the simulator signs
 * them) arrive at SOAK_RATE messages/s spread over SOAK_TEAMS teams, each team its own connected
 * account; SOAK_AGENTS signed-in agents list the inbox, open a message and sometimes reply. The
 * platform side (Graph API: post lookups, replies) is a small local endpoint that counts every
 * reply per comment, so a reply sent twice is seen where the customer would see it.
 * A webhook that fails is delivered again to another web process, as Meta retries (and a proxy
 * would route around a dead process): "lost" means acknowledged or retried-to-success yet not stored.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 20);
const TEAMS = Number(process.env.SOAK_TEAMS ?? 20);
const AGENTS = Number(process.env.SOAK_AGENTS ?? 10);
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 60);
const EXPIRE_SECONDS = Number(process.env.SOAK_JOB_EXPIRE_SECONDS ?? 15);
const TOPOLOGIES = (process.env.SOAK_TOPOLOGIES ?? "multi,baseline").split(",");
const AUTH_SECRET = "soak-secret-soak-secret-soak-secret-1234";
/** Every process is one site behind one address, as behind the proxy (CSRF and cookies check it). */
const PUBLIC_URL = "http://lunara.soak.test";
const PASSWORD = "Soak-agent-Passw0rd";
const TEXTS = [
  "Love this palette, you are amazing!",
  "Hi there! Hello from Montreal",
  "Is the rose serum back in stock?",
  "How long does shipping to Toronto take?",
  "This is gorgeous, obsessed with the glow",
  "Do you ship to Vancouver? I want to order the kit",
];

// The platform: post lookups answer, replies are counted per comment.
const repliesByComment = new Map<string, number>();
const graph = createServer((request: IncomingMessage, response: ServerResponse) => {
  const parts = (request.url ?? "").split("?")[0]!.split("/").filter(Boolean);
  response.setHeader("content-type", "application/json");
  if (request.method === "POST" && parts.at(-1) === "replies") {
    const comment = parts.at(-2) ?? "";
    repliesByComment.set(comment, (repliesByComment.get(comment) ?? 0) + 1);
    request.resume();
    return response.end(JSON.stringify({ id: `reply-${randomUUID()}` }));
  }
  request.resume();
  return response.end(
    JSON.stringify({ id: parts.at(-1), permalink: `https://instagram.example/p/${parts.at(-1)}` }),
  );
});
const graphPort = await freePort();
await new Promise<void>((resolve) => graph.listen(graphPort, "127.0.0.1", resolve));
const graphUrl = `http://127.0.0.1:${graphPort}`;

type Figures = {
  topology: string;
  requests: number;
  errors: number;
  webhookRetries: number;
  inboxP50: number;
  inboxP95: number;
  inboxN: number;
  analysisP95: number;
  sent: number;
  lost: number;
  analysed: number;
  repliedTwice: number;
  autoRecordedTwice: number;
  autoSent: number;
  jobsStuck: number;
  backlog: number;
  unanalysed: number;
  kills: string[];
  decisions: string;
};

async function seed(db: Awaited<ReturnType<typeof createBenchDatabase>>["database"]["db"]) {
  const cipher = createIntegrationsRuntime({ secret: AUTH_SECRET, config: parsePlatformsConfig({}) }).cipher;
  const hash = await hashPassword(PASSWORD);
  const teams: { teamId: string; email: string; account: string }[] = [];
  const now = new Date();
  for (let t = 1; t <= TEAMS; t++) {
    const email = `agent-${t}@soak.test`;
    const userId = randomUUID();
    await db.insert(user).values({ id: userId, email, name: `Agent ${t}`, emailVerified: true });
    await setPasswordHash(db, userId, hash, now);
    await db
      .insert(userProfiles)
      .values({ userId, email, fullName: `Agent ${t}`, onboardingCompleted: true });
    const team = await createTeam(db, `Soak brand ${t}`);
    await insertMembership(db, team.id, userId, "admin");
    const account = `soak-ig-${t}`;
    await upsertIntegration(db, {
      teamId: team.id,
      platform: "instagram",
      platformAccountId: account,
      platformUsername: `soakbrand${t}`,
      accessTokenEncrypted: cipher.encrypt({ token: `soak-token-${t}` }),
      tokenExpiresAt: null,
      followerCount: 1000,
      status: "connected",
      settings: {},
      now,
    });
    // Greetings and compliments answered automatically and at once: auto-replies under load.
    await db.insert(brandSettings).values({
      teamId: team.id,
      brandName: `Soak brand ${t}`,
      keyMessages: [
        "Every formula is dermatologist-tested, fragrance-free and made in small batches in Montreal.",
      ],
      responseConfig: {
        global: { default_confidence_threshold: 50, auto_reply_enabled: true },
        intents: {
          greeting: {
            confidence_threshold: 50,
            response_delay_minutes: 0,
            minimum_priority: 0,
            auto_reply_enabled: true,
          },
          compliment: {
            confidence_threshold: 50,
            response_delay_minutes: 0,
            minimum_priority: 0,
            auto_reply_enabled: true,
          },
        },
      },
    });
    teams.push({ teamId: team.id, email, account });
  }
  return teams;
}

async function runTopology(topology: string): Promise<Figures> {
  const bench = await createBenchDatabase(ADMIN_URL, `lunara_soak_${topology}`);
  const processes: ServerProcess[] = [];
  try {
    await migrateDatabase(bench.database);
    const teams = await seed(bench.database.db);
    const env = {
      AUTH_SECRET,
      SIM_URL: graphUrl,
      JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
      JOB_MAINTENANCE_SECONDS: "5",
      SHUTDOWN_TIMEOUT_MS: "10000",
      LOG_LEVEL: "error",
      PUBLIC_URL,
      ...SIMULATOR_SECRETS,
    };
    const start = async (role: "web" | "worker" | "all", port?: number) => {
      const p = spawnServer({
        role,
        port: port ?? (await freePort()),
        databaseUrl: bench.url,
        dataDir: bench.dataDir,
        env,
      });
      await p.ready(120_000);
      return p;
    };
    const roles: ("web" | "worker" | "all")[] = topology === "multi" ? ["web", "web", "worker"] : ["all"];
    for (const role of roles) processes.push(await start(role));
    const webs = () =>
      processes.filter(
        (p) => p.role !== "worker" && p.child.exitCode === null && p.child.signalCode === null,
      );

    let requests = 0;
    let errors = 0;
    let webhookRetries = 0;
    const call = async (path: string, init: RequestInit & { prefer?: number } = {}) => {
      const candidates = webs();
      if (candidates.length === 0) throw new Error("no web process up");
      const target = candidates[(init.prefer ?? Math.floor(Math.random() * 1e9)) % candidates.length]!;
      requests++;
      try {
        const response = await fetch(`${target.url}${path}`, init);
        if (response.status >= 500) errors++;
        return response;
      } catch (error) {
        errors++;
        throw error;
      }
    };

    // Agents sign in (a session works on every web process: sessions are in the database).
    const cookies: { cookie: string; teamId: string }[] = [];
    for (let a = 0; a < AGENTS; a++) {
      const team = teams[a % teams.length]!;
      const origin = PUBLIC_URL;
      const response = await call("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-lunara-csrf": "1", origin },
        body: JSON.stringify({ email: team.email, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`agent sign-in: ${response.status} ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      cookies.push({ cookie, teamId: team.teamId });
    }

    const sentIds: string[] = [];
    const deliver = async (body: string) => {
      const signature = `sha256=${createHmac("sha256", SIMULATOR_SECRETS.META_APP_SECRET).update(body).digest("hex")}`;
      for (let attempt = 0; attempt < 20; attempt++) {
        if (attempt > 0) {
          webhookRetries++;
          await new Promise((r) => setTimeout(r, 250 * attempt));
        }
        try {
          const response = await call("/api/webhooks/instagram", {
            method: "POST",
            headers: { "content-type": "application/json", "x-hub-signature-256": signature },
            body,
          });
          await response.text();
          if (response.ok) return true;
        } catch {}
      }
      return false;
    };

    const deadline = Date.now() + SECONDS * 1000;
    const kills: string[] = [];
    const killTimers: NodeJS.Timeout[] = [];
    if (topology === "multi") {
      const killAndRestart = (role: "web" | "worker", at: number) =>
        killTimers.push(
          setTimeout(async () => {
            const victim = processes.find(
              (p) => p.role === role && p.child.exitCode === null && p.child.signalCode === null,
            );
            if (!victim) return;
            victim.child.kill("SIGKILL");
            await victim.exited;
            kills.push(`${role} SIGKILL at ${(at / 1000).toFixed(0)} s`);
            await new Promise((r) => setTimeout(r, 2000));
            processes.splice(processes.indexOf(victim), 1, await start(role, victim.port));
          }, at),
        );
      const window = SECONDS * 1000;
      killAndRestart("web", window * (0.2 + Math.random() * 0.3));
      killAndRestart("worker", window * (0.3 + Math.random() * 0.4));
    }

    // The simulator's traffic: comments for random teams at RATE per second.
    let seq = 0;
    const inFlight = new Set<Promise<unknown>>();
    const traffic = (async () => {
      const started = performance.now();
      while (Date.now() < deadline) {
        const due = Math.floor(((performance.now() - started) / 1000) * RATE);
        while (seq < due) {
          seq++;
          const team = teams[Math.floor(Math.random() * teams.length)]!;
          const commentId = `${topology}-c-${seq}`;
          sentIds.push(commentId);
          const body = JSON.stringify({
            object: "instagram",
            entry: [
              {
                id: team.account,
                time: Math.floor(Date.now() / 1000),
                changes: [
                  {
                    field: "comments",
                    value: {
                      id: commentId,
                      text: TEXTS[seq % TEXTS.length],
                      from: { id: `fan-${seq % 500}`, username: `fan_${seq % 500}` },
                      media: { id: `media-${team.account}` },
                    },
                  },
                ],
              },
            ],
          });
          const p = deliver(body);
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    // Agents: list the inbox, open a message, sometimes answer it.
    const inboxTimes: number[] = [];
    const agents = cookies.map(async ({ cookie }, index) => {
      while (Date.now() < deadline) {
        try {
          const t0 = performance.now();
          const list = await call("/api/inbox/messages", { headers: { cookie }, prefer: index });
          const body = (await list.json()) as {
            messages?: { id: string; status?: string; platform?: string }[];
          };
          if (list.ok) inboxTimes.push(performance.now() - t0);
          const open = body.messages?.[Math.floor(Math.random() * Math.min(10, body.messages.length))];
          if (open) {
            const headers = {
              cookie,
              "content-type": "application/json",
              "x-lunara-csrf": "1",
              origin: PUBLIC_URL,
            };
            await (
              await call(`/api/inbox/messages/${open.id}/read`, { method: "POST", headers, body: "{}" })
            ).text();
            if (Math.random() < 0.2) {
              await (
                await call("/api/inbox/send-platform-response", {
                  method: "POST",
                  headers,
                  body: JSON.stringify({
                    message_id: open.id,
                    response_content: "Thank you! We will get back to you shortly.",
                    platform: "instagram",
                    response_type: "manual",
                  }),
                })
              ).text();
            }
          }
        } catch {}
        await new Promise((r) => setTimeout(r, 500 + Math.random() * 500));
      }
    });
    await traffic;
    await Promise.all(agents);
    await Promise.all(inFlight);
    for (const timer of killTimers) clearTimeout(timer);
    // Restarts still under way finish before the drain is judged.
    while (processes.length < roles.length || processes.some((p) => p.child.exitCode !== null)) {
      await new Promise((r) => setTimeout(r, 500));
    }

    // Drain: every stored message analysed and no job left waiting (killed jobs expire and retry).
    const db = bench.database;
    const drainDeadline = Date.now() + DRAIN_SECONDS * 1000;
    let missing = Number.POSITIVE_INFINITY;
    let stuck = Number.POSITIVE_INFINITY;
    while (Date.now() < drainDeadline) {
      const a = await db.execute(
        `select count(*)::int as n from messages m where not exists (select 1 from message_ai_analysis a where a.message_id = m.id)`,
      );
      const j = await db.execute(
        `select count(*)::int as n from pgboss.job where name not like '__pgboss%' and state in ('created','retry','active') and start_after <= now()`,
      );
      missing = Number(a.rows[0]?.n);
      stuck = Number(j.rows[0]?.n);
      if (missing === 0 && stuck === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const storedRows = await db.execute(
      `select platform_message_id from messages where platform_message_id = any($1::text[])`,
      [sentIds],
    );
    const storedIds = new Set(storedRows.rows.map((r) => String(r.platform_message_id)));
    const latency = await db.execute(
      `select extract(epoch from (a.processed_at - m.created_at)) * 1000 as ms
         from messages m join message_ai_analysis a on a.message_id = m.id`,
    );
    const autoTwice = await db.execute(
      `select count(*)::int as n from (select parent_message_id from conversation_responses
        where response_type = 'ai_auto' group by parent_message_id having count(*) > 1) x`,
    );
    const autoSent = await db.execute(
      `select count(*)::int as n from conversation_responses where response_type = 'ai_auto'`,
    );
    const decisions = await db.execute(
      // An auto decision left unsent is either still waiting or lost to a person who answered first
      // (the claim refuses a responded message): told apart so neither hides the other.
      `select d.decision, d.executed, coalesce(d.failure_code, '-') as failure,
              case when d.decision = 'auto' and not d.executed and d.failure_code is null
                   then case when m.status = 'responded' then 'a person answered first'
                             when d.scheduled_for > now() then 'delay not yet over'
                             else 'due, not sent' end
                   else '' end as why,
              count(*)::int as n
         from automation_decisions d join messages m on m.id = d.message_id
        group by 1, 2, 3, 4 order by n desc`,
    );
    // Stuck: running past twice its expiry (its process died and nobody took it over).
    const stuckJobs = await db.execute(
      `select count(*)::int as n from pgboss.job where name not like '__pgboss%' and state = 'active'
          and started_on < now() - make_interval(secs => ${EXPIRE_SECONDS * 2})`,
    );
    const repliedTwice = [...repliesByComment].filter(
      ([id, n]) => id.startsWith(`${topology}-`) && n > 1,
    ).length;
    const latencies = latency.rows.map((r) => Number(r.ms));
    return {
      topology,
      requests,
      errors,
      webhookRetries,
      inboxP50: inboxTimes.length ? percentile(inboxTimes, 50) : Number.NaN,
      inboxP95: inboxTimes.length ? percentile(inboxTimes, 95) : Number.NaN,
      inboxN: inboxTimes.length,
      analysisP95: latencies.length ? percentile(latencies, 95) : Number.NaN,
      sent: sentIds.length,
      lost: sentIds.filter((id) => !storedIds.has(id)).length,
      analysed: latencies.length,
      repliedTwice,
      autoRecordedTwice: Number(autoTwice.rows[0]?.n),
      autoSent: Number(autoSent.rows[0]?.n),
      backlog: stuck,
      unanalysed: missing,
      jobsStuck: Number(stuckJobs.rows[0]?.n),
      kills,
      decisions: decisions.rows
        .map(
          (r) =>
            `${r.decision}${r.executed ? " executed" : ""}${r.failure === "-" ? "" : ` failed ${r.failure}`}${r.why ? ` (${r.why})` : ""}: ${r.n}`,
        )
        .join(", "),
    };
  } finally {
    await Promise.all(processes.map((p) => p.stop("SIGTERM")));
    await bench.teardown(null);
  }
}

const results: Figures[] = [];
try {
  for (const topology of TOPOLOGIES) results.push(await runTopology(topology));
} finally {
  graph.close();
}
console.log(
  `\nsoak: ${SECONDS} s at ${RATE} messages/s over ${TEAMS} teams, ${AGENTS} agents, job expiry ${EXPIRE_SECONDS} s (PostgreSQL)`,
);
for (const r of results) {
  console.log(`\n[${r.topology === "multi" ? "2 web + 1 worker, kills" : "baseline: 1 all process"}]`);
  console.log(`  requests ${r.requests}, errors ${r.errors} (webhook redeliveries ${r.webhookRetries})`);
  console.log(
    `  inbox list p50 ${r.inboxP50.toFixed(1)} ms, p95 ${r.inboxP95.toFixed(1)} ms (n=${r.inboxN})`,
  );
  console.log(`  message-to-analysis p95 ${r.analysisP95.toFixed(1)} ms (n=${r.analysed})`);
  console.log(`  messages sent ${r.sent}, lost ${r.lost}`);
  console.log(
    `  auto-replies sent ${r.autoSent}; recorded twice ${r.autoRecordedTwice}; comments answered twice on the platform ${r.repliedTwice}`,
  );
  console.log(
    `  jobs stuck (active past 2x expiry) ${r.jobsStuck}; after the ${DRAIN_SECONDS} s drain: jobs still due ${r.backlog}, messages unanalysed ${r.unanalysed}`,
  );
  console.log(`  automation decisions: ${r.decisions || "none"}`);
  if (r.kills.length) console.log(`  kills: ${r.kills.join("; ")}`);
}
