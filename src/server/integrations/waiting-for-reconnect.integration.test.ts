import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import {
  connectInstagram,
  connectTikTok,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";
import { pollTikTokComments } from "./poll-tiktok-comments";

// One clock for Lunara and the simulator: a comment's create_time and the poll watermark compare.
let clock = new Date("2026-03-02T10:00:00Z");
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let kit: Kit;
let team: { teamId: string; cookie: string };
beforeAll(async () => {
  kit = await startKit({ now: () => clock, simNow: () => clock });
  team = await signedInPerson(kit, "reconnect@brand.test");
});
afterAll(() => kit?.close());

const newComment = async () => {
  const { events } = await simCall<{ events: { platform_message_id: string }[] }>(
    kit.sim,
    "POST",
    "/_sim/traffic",
    { kind: "tiktok_comment", intent: "product_inquiry" },
  );
  return events[0]!.platform_message_id;
};
const stored = async (platformMessageId: string) =>
  kit.t.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.teamId, team.teamId), eq(messages.platformMessageId, platformMessageId)));
const integrationRow = async (id: string) =>
  (await kit.t.db.select().from(integrations).where(eq(integrations.id, id)))[0]!;

describe("TikTok reconnect", () => {
  it("keeps the poll watermark: a comment that arrived while the account waited is stored after the reconnect", async () => {
    const history = await newComment();
    later(60);
    const { integration } = await connectTikTok(kit, team.cookie);
    const ref = { integrationId: integration.id, teamId: team.teamId };
    // A first connect starts from now: what was commented before it is history.
    expect((await pollTikTokComments(kit.t.deps, ref)).stored).toBe(0);
    expect(await stored(history)).toHaveLength(0);

    // The token has expired and its refresh fails too: the account waits for a reconnect.
    await simCall(kit.sim, "POST", "/_sim/faults", { platform: "tiktok", kind: "expired_token", count: 2 });
    later(60);
    const missed = await newComment();
    expect((await pollTikTokComments(kit.t.deps, ref)).stored).toBe(0);
    const waiting = await integrationRow(integration.id);
    expect(waiting.status).toBe("error");
    expect(waiting.lastError).toContain("TikTok access has expired. Reconnect to continue.");

    later(60);
    const again = await connectTikTok(kit, team.cookie);
    expect(again.integration.id).toBe(integration.id);
    expect((await integrationRow(integration.id)).status).toBe("connected");
    expect((await pollTikTokComments(kit.t.deps, ref)).stored).toBe(1);
    expect(await stored(missed)).toHaveLength(1);
  });
});

describe("Instagram with a dead token", () => {
  it("stores a comment delivered while the account waits for a reconnect, without its post's details", async () => {
    await connectInstagram(kit, team.cookie);
    await simCall(kit.sim, "POST", "/_sim/faults", {
      platform: "instagram",
      kind: "expired_token",
      count: 50,
    });
    const { events } = await simCall<{
      events: { platform_message_id: string; delivery: { ok: boolean } | null }[];
    }>(kit.sim, "POST", "/_sim/traffic", { kind: "instagram_comment", intent: "product_inquiry" });
    await simCall(kit.sim, "DELETE", "/_sim/faults");
    expect(events[0]!.delivery?.ok).toBe(true);
    expect(await stored(events[0]!.platform_message_id)).toHaveLength(1);
    const [instagram] = await kit.t.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.teamId, team.teamId), eq(integrations.platform, "instagram")));
    expect(instagram!.status).toBe("error");
    expect(instagram!.lastError).toContain("Instagram access has expired. Reconnect to continue.");
  });
});
