import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeMessageJob } from "../automation/analyze-message.job";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import type { JobQueue } from "../jobs/job-queue";
import { createPgBossQueue } from "../jobs/pg-boss-queue";
import type { IncomingMessage } from "../platforms/incoming-message";
import { createTestApp, type TestApp } from "../test/test-app";
import { ingestMessage } from "./ingest-message";

let t: TestApp;
let boss: JobQueue;
beforeAll(async () => {
  t = await createTestApp();
  // pg-boss on the same database, with no worker: its job table shows what was queued.
  boss = await createPgBossQueue(t.database, { log: () => {}, pollingIntervalSeconds: 60 });
});
afterAll(async () => {
  await boss.stop();
  await t.close();
});

async function connectedInstagram(email: string) {
  const admin = await t.createPerson({ email });
  const [row] = await t.db
    .insert(integrations)
    .values({
      teamId: admin.teamId,
      platform: "instagram",
      platformAccountId: `ig-${email}`,
      platformUsername: "glowtheory",
      accessTokenEncrypted: "not-used-by-these-tests",
    })
    .returning({ id: integrations.id });
  return { teamId: admin.teamId, integrationId: row!.id };
}

const comment = (id: string): IncomingMessage => ({
  platform: "instagram",
  platform_message_id: id,
  message_type: "comment",
  content: "does the dew serum suit oily skin?",
  sender_username: "mia.glows",
  sender_platform_id: "ig-user-1",
  account_platform_id: "ig-account",
  received_at: new Date(),
});

/** The queue as it is, except that the process "crashes" right after the job is queued. */
const crashingAfterSend = (queue: JobQueue): JobQueue => ({
  ...queue,
  send: async (definition, payload, options) => {
    await queue.send(definition, payload, options);
    throw new Error("crash between the send and the commit");
  },
});

const storedMessages = async (teamId: string) =>
  (await t.db.select({ id: messages.id }).from(messages).where(eq(messages.teamId, teamId))).map((m) => m.id);

const bossJobsFor = async (messageId: string) =>
  (
    await t.database.execute("select data from pgboss.job where name = $1 and data->>'messageId' = $2", [
      analyzeMessageJob.name,
      messageId,
    ])
  ).rows;

describe("a message and its analysis job", () => {
  it("commit together on pg-boss", async () => {
    const ref = await connectedInstagram("boss-commit@brand.test");
    const { messageId } = await ingestMessage({ ...t.deps, jobs: boss }, ref, comment("c-commit-boss"));
    expect(await storedMessages(ref.teamId)).toEqual([messageId]);
    expect(await bossJobsFor(messageId!)).toEqual([{ data: { messageId, teamId: ref.teamId } }]);
  });

  it("roll back together on pg-boss: neither the message nor its job is left", async () => {
    const ref = await connectedInstagram("boss-rollback@brand.test");
    await expect(
      ingestMessage({ ...t.deps, jobs: crashingAfterSend(boss) }, ref, comment("c-rollback-boss")),
    ).rejects.toThrow("crash between the send and the commit");
    expect(await storedMessages(ref.teamId)).toEqual([]);
    const orphans = await t.database.execute(
      "select data from pgboss.job where name = $1 and data->>'teamId' = $2",
      [analyzeMessageJob.name, ref.teamId],
    );
    expect(orphans.rows).toEqual([]);
  });

  it("commit together and roll back together on the in-process test queue", async () => {
    const ref = await connectedInstagram("in-process@brand.test");
    const jobsOfTeam = async () =>
      (await t.jobs.pending()).filter(
        (j) => j.name === analyzeMessageJob.name && (j.payload as { teamId: string }).teamId === ref.teamId,
      );
    await expect(
      ingestMessage({ ...t.deps, jobs: crashingAfterSend(t.jobs) }, ref, comment("c-rollback-memory")),
    ).rejects.toThrow("crash between the send and the commit");
    expect(await storedMessages(ref.teamId)).toEqual([]);
    expect(await jobsOfTeam()).toEqual([]);

    const { messageId } = await ingestMessage(t.deps, ref, comment("c-commit-memory"));
    expect(await storedMessages(ref.teamId)).toEqual([messageId]);
    expect((await jobsOfTeam()).map((j) => j.payload)).toEqual([{ messageId, teamId: ref.teamId }]);
  });
});
