import type { AiEngine } from "./ai/ai-engine";
import type { DocumentFileStore } from "./brand/document-files";
import type { Db } from "./db/client";
import type { Mailer } from "./email/mailer";
import type { IntegrationsRuntime } from "./integrations/integrations-runtime";
import type { JobQueue } from "./jobs/job-queue";
import type { PlatformSenders } from "./platforms/platform-sender";
import type { EventBus } from "./realtime/event-bus";

/** What use cases need from the running process; tests build their own. */
export type AppDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: (line: string) => void;
  jobs: JobQueue;
  events: EventBus;
  ai: AiEngine;
  senders: PlatformSenders;
  /** Uploaded brand documents, as files under DATA_DIR (never bytes in the database). */
  documentFiles: DocumentFileStore;
  /** Platform clients and the token cipher (integrations domain). */
  integrations: IntegrationsRuntime;
  /** Where the measured precision per auto-reply threshold is read; tests point it at a fixture. */
  thresholdPrecisionFile?: string;
  /**
   * The same deps over database connections of their own (at most `max`), for a job definition's
   * `ownConnections`; without it (tests' deps) such jobs share `db`.
   */
  withOwnConnections?: (max: number) => AppDeps;
};

export type Actor = { userId: string; email: string; teamId: string; role: "admin" | "member" };

/** What sending an invitation needs; command-line tools provide just this. */
export type InviteDeps = Pick<AppDeps, "db" | "mailer" | "publicUrl" | "now" | "log">;
