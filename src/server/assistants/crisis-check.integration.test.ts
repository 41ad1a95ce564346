import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import { createTestApp, type TestApp } from "../test/test-app";
import { CRISIS_CHECK_DELAY_MS } from "./run-monitors.job";

let t: TestApp;
let clock = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

describe("a crisis message", () => {
  it("reaches the team's banner seconds after its analysis, not at the next five-minute round", async () => {
    const admin = await t.createPerson({ email: "admin@crisis-check.test" });
    const outsider = await t.createPerson({ email: "admin@other-crisis.test" });
    const cookie = await t.signIn(admin.email, admin.password);
    const [ig] = await t.db
      .insert(integrations)
      .values({
        teamId: admin.teamId,
        platform: "instagram",
        platformAccountId: "ig-crisis-check",
        platformUsername: "glowtheory",
        accessTokenEncrypted: "not-used-by-this-test",
      })
      .returning({ id: integrations.id });
    const banner = async (who: string) =>
      (
        (await t.call("GET", "/api/assistants/alerts/urgent", undefined, who)).json().alerts as {
          monitor: string;
        }[]
      )
        .filter((a) => a.monitor === "crisis")
        .map((a) => a.monitor);
    await ingestMessage(
      t.deps,
      { teamId: admin.teamId, integrationId: ig!.id },
      {
        platform: "instagram",
        platform_message_id: "crisis-1",
        message_type: "dm",
        content: "Your serum gave me chemical burns, my face is swollen and I'm in the ER right now",
        sender_username: "mia.glows",
        sender_platform_id: "ig-user-crisis",
        account_platform_id: "ig-account",
        received_at: clock,
      },
    );
    await t.jobs.runDue(); // the analysis; the team's check waits a few seconds for a burst
    expect(await banner(cookie)).toEqual([]);
    clock = new Date(clock.getTime() + CRISIS_CHECK_DELAY_MS + 1000);
    await t.jobs.runDue();
    expect(await banner(cookie)).toEqual(["crisis"]);
    // Another team's banner stays empty.
    expect(await banner(await t.signIn(outsider.email, outsider.password))).toEqual([]);
  });
});
