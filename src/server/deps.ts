import type { Db } from "./db/client";
import type { Mailer } from "./email/mailer";
import type { JobQueue } from "./jobs/job-queue";
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
};

export type Actor = { userId: string; email: string; teamId: string; role: "admin" | "member" };

/** What sending an invitation needs; command-line tools provide just this. */
export type InviteDeps = Pick<AppDeps, "db" | "mailer" | "publicUrl" | "now" | "log">;
