import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../db/inbox.schema";
import {
  connectInstagram,
  connectTikTok,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";
import { pollTikTokComments } from "./poll-tiktok-comments";

type TrafficEvent = { platform_message_id: string; delivery: { ok: boolean; status?: number } | null };

/**
 * PostgreSQL text cannot hold U+0000. A customer's message holding one made every delivery of its
 * webhook fail with a 500 (the message, and those after it in the batch, were lost) until the
 * platform gave up (found by a hostile-input probe).
 */
let kit: Kit;
let team: { teamId: string; cookie: string };
beforeAll(async () => {
  kit = await startKit();
  team = await signedInPerson(kit, "nul@brand.test");
  await connectInstagram(kit, team.cookie);
});
afterAll(() => kit?.close());

const traffic = async (body: object) =>
  (await simCall<{ events: TrafficEvent[] }>(kit.sim, "POST", "/_sim/traffic", body)).events;
const stored = async (platformMessageId: string) =>
  (await kit.t.db.select().from(messages).where(eq(messages.teamId, team.teamId))).filter(
    (m) => m.platformMessageId === platformMessageId,
  );

describe("a NUL character in what a platform sends", () => {
  it("is left out of an Instagram DM and comment, which are stored", async () => {
    for (const kind of ["instagram_dm", "instagram_comment"]) {
      const [event] = await traffic({ kind, text: "before\u0000after" });
      expect(event?.delivery, kind).toMatchObject({ ok: true });
      const rows = await stored(event!.platform_message_id);
      expect(rows.map((r) => r.content)).toEqual(["beforeafter"]);
    }
  });

  it("is left out of a polled TikTok comment, which is stored", async () => {
    const { integration } = await connectTikTok(kit, team.cookie);
    const [event] = await traffic({ kind: "tiktok_comment", text: "nul\u0000here" });
    const ref = { integrationId: integration.id, teamId: team.teamId };
    expect((await pollTikTokComments(kit.t.deps, ref)).stored).toBe(1);
    expect((await stored(event!.platform_message_id)).map((r) => r.content)).toEqual(["nulhere"]);
  });
});
