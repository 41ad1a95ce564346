import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { desc } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createEmbeddedAiEngine } from "../ai/ai-engine";
import { buildApp, DEFAULT_RATE_LIMITS, type RateLimits } from "../app";
import { createAuth } from "../auth/auth";
import { createDocumentFileStore } from "../brand/document-files";
import { outboxEmails, userProfiles } from "../db/app.schema";
import { user } from "../db/auth.schema";
import type { Database } from "../db/client";
import type { AppDeps } from "../deps";
import { createOutboxMailer } from "../email/mailer";
import type { TrustProxy } from "../http/trust-proxy";
import { createIntegrationsRuntime } from "../integrations/integrations-runtime";
import { createPlatformSenders } from "../integrations/platform-senders";
import { createInProcessQueue } from "../jobs/in-process-queue";
import { registerWorkers } from "../jobs/register-workers";
import { type PlatformsConfig, parsePlatformsConfig } from "../platforms/platforms.config";
import { setPasswordHash } from "../profile/profile.repository";
import { createEventBus } from "../realtime/event-bus";
import { createTeam, insertMembership } from "../teams/teams.repository";
import { createTestDatabase } from "./test-database";

export const TEST_URL = "http://localhost:3000";
const CSRF = { "x-lunara-csrf": "1", origin: TEST_URL };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, driven through Fastify's inject (no socket). */
export async function createTestApp(
  options: {
    rateLimits?: Partial<RateLimits>;
    now?: () => Date;
    platforms?: PlatformsConfig;
    production?: boolean;
    trustProxy?: TrustProxy;
  } = {},
) {
  const database: Database = await createTestDatabase();
  const now = options.now ?? (() => new Date());
  const jobs = createInProcessQueue(now, database.db);
  const events = await createEventBus(database);
  // Platform clients point at the simulator a test starts (or at the default SIM_URL, unused).
  const integrations = createIntegrationsRuntime({
    secret: "test-secret-test-secret-test-secret!",
    config: options.platforms ?? parsePlatformsConfig({}),
  });
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "lunara-test-files-"));
  const deps: AppDeps = {
    db: database.db,
    documentFiles: createDocumentFileStore(filesDir),
    mailer: createOutboxMailer(database.db, () => {}),
    publicUrl: TEST_URL,
    now,
    log: () => {},
    jobs,
    events,
    ai: createEmbeddedAiEngine(),
    integrations,
    // Retries back off without sleeping: no test waits on a real timer.
    senders: createPlatformSenders(
      { db: database.db, now, log: () => {}, integrations },
      { sleep: async () => {} },
    ),
  };
  await registerWorkers(deps);
  const auth = createAuth({
    db: database.db,
    secret: "test-secret-test-secret-test-secret!",
    baseURL: TEST_URL,
    production: false,
    now: deps.now,
  });
  const app: FastifyInstance = await buildApp({
    deps,
    auth,
    production: options.production ?? false,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: { max: 1000, timeWindow: 60_000 }, ...options.rateLimits },
  });

  const cookieOf = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  return {
    app,
    database,
    deps,
    /** Where uploaded documents' files are written. */
    filesDir,
    jobs,
    events,
    db: database.db,
    async close() {
      await app.close();
      await events.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
    /** A JSON call as the web app makes it (CSRF header, session cookie). */
    call(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown, cookie?: string) {
      return app.inject({
        method,
        url,
        headers: { ...(method === "GET" ? {} : CSRF), ...(cookie ? { cookie } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    async signIn(email: string, password: string): Promise<string> {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: CSRF,
        payload: { email, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
      return cookieOf(res);
    },
    cookieOf,
    /** A person with a complete profile, optionally in a given team. */
    async createPerson(opts: {
      email: string;
      password?: string;
      name?: string;
      teamId?: string;
      role?: "admin" | "member";
    }) {
      const id = randomUUID();
      const name = opts.name ?? opts.email.split("@")[0]!;
      await database.db.insert(user).values({ id, email: opts.email, name, emailVerified: true });
      await setPasswordHash(database.db, id, await hashPassword(opts.password ?? "Passw0rd!x"), new Date());
      await database.db
        .insert(userProfiles)
        .values({ userId: id, email: opts.email, fullName: name, onboardingCompleted: true });
      let teamId = opts.teamId;
      if (!teamId) teamId = (await createTeam(database.db, `${name}'s brand`)).id;
      await insertMembership(database.db, teamId, id, opts.role ?? (opts.teamId ? "member" : "admin"));
      return { id, email: opts.email, password: opts.password ?? "Passw0rd!x", teamId };
    },
    async lastEmailLink(): Promise<string> {
      const [row] = await database.db
        .select()
        .from(outboxEmails)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      if (!row?.link) throw new Error("no email with a link in the outbox");
      return row.link;
    },
  };
}
