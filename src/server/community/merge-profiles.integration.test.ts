import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
let ig: { integrationId: string; teamId: string };

type Profile = {
  tags: string[];
  notes: string | null;
  consent: { status: string; source: string | null; recorded_at: string | null };
};

const memberOf = async (username: string, platformId: string, messageId: string) => {
  await ingestMessage(t.deps, ig, {
    platform: "instagram",
    message_type: "comment",
    content: "love it",
    sender_username: username,
    sender_platform_id: platformId,
    account_platform_id: "ig-account",
    platform_message_id: messageId,
    received_at: new Date(Date.now() - 60_000),
  });
  const page = (await t.call("GET", `/api/community/members?search=${username}`, undefined, cookie)).json();
  return page.members[0].id as string;
};
const profile = async (id: string) =>
  (await t.call("GET", `/api/community/members/${id}`, undefined, cookie)).json().profile as Profile;
const patch = (id: string, body: unknown) => t.call("PATCH", `/api/community/members/${id}`, body, cookie);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createPerson({ email: "owner@merge-profiles.test" });
  cookie = await t.signIn(owner.email, owner.password);
  await seedStoreAndConversation(t.db, owner.teamId);
  const [row] = await t.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.teamId, owner.teamId), eq(integrations.platform, "instagram")));
  ig = { integrationId: row!.id, teamId: owner.teamId };
});
afterAll(async () => t.close());

describe("a merge's tags, notes and consent", () => {
  it("combines both members' tags and notes, keeps the latest consent decision, and undo restores the kept member's", async () => {
    const keep = await memberOf("ana.k", "ig-ana", "c-ana");
    const other = await memberOf("ana.k.shop", "ig-ana-2", "c-ana-2");
    expect(
      (
        await patch(keep, {
          tags: ["vip"],
          notes: "Prefers French",
          consent: { status: "opted_in", source: "Checkout" },
        })
      ).statusCode,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (
        await patch(other, {
          tags: ["vip", "wholesale"],
          notes: "Asked about bulk",
          consent: { status: "opted_out", source: "DM: stop" },
        })
      ).statusCode,
    ).toBe(200);
    const keptBefore = await profile(keep);

    const merge = await t.call("POST", "/api/community/merges", { keepId: keep, otherId: other }, cookie);
    expect(merge.statusCode).toBe(200);
    const merged = await profile(keep);
    expect(merged.tags).toEqual(["vip", "wholesale"]);
    expect(merged.notes).toBe("Prefers French\n\nAsked about bulk");
    expect(merged.consent).toMatchObject({ status: "opted_out", source: "DM: stop" });

    const undo = await t.call(
      "POST",
      `/api/community/merges/${merge.json().mergeId}/undo`,
      undefined,
      cookie,
    );
    expect(undo.statusCode).toBe(200);
    expect(await profile(keep)).toEqual(keptBefore);
    expect((await profile(other)).tags).toEqual(["vip", "wholesale"]);
  });
});
