import type { Db } from "./db/client";
import type { Mailer } from "./email/mailer";

/** What use cases need from the running process; tests build their own. */
export type AppDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: (line: string) => void;
};

export type Actor = { userId: string; email: string; teamId: string; role: "admin" | "member" };
