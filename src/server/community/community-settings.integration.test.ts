import { DEFAULT_COMMUNITY_SETTINGS } from "@shared/community/community-settings.schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import type { IncomingMessage } from "../platforms/incoming-message";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let admin: string;
let member: string;
let otherAdmin: string;
let teamId: string;

const message = (
  o: Partial<IncomingMessage> & Pick<IncomingMessage, "platform_message_id">,
): IncomingMessage => ({
  platform: "instagram",
  message_type: "comment",
  content: "love this serum",
  sender_username: "mia.glows",
  sender_platform_id: "ig-user-mia",
  account_platform_id: "ig-account",
  received_at: new Date(Date.now() - 30 * 60_000),
  ...o,
});

type Row = { handle: string | null; emv: number; ambassador_reason: string | null };
const members = async (who: string, tab = "all") => {
  const res = await t.call("GET", `/api/community/members?tab=${tab}`, undefined, who);
  expect(res.statusCode).toBe(200);
  return (res.json() as { members: Row[] }).members;
};
const put = (body: unknown, who = admin) => t.call("PUT", "/api/community/settings", body, who);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createPerson({ email: "owner@settings.test" });
  teamId = owner.teamId;
  admin = await t.signIn(owner.email, owner.password);
  const teammate = await t.createPerson({ email: "member@settings.test", teamId, role: "member" });
  member = await t.signIn(teammate.email, teammate.password);
  const other = await t.createPerson({ email: "other@settings.test" });
  otherAdmin = await t.signIn(other.email, other.password);
  await seedStoreAndConversation(t.db, teamId, { sender: "seeded_fan" });
  const [row] = await t.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.teamId, teamId), eq(integrations.platform, "instagram")));
  const ig = { integrationId: row!.id, teamId };
  // Mia: 2 comments and 1 DM; "=HYPERLINK" fan: 1 comment, whose handle a spreadsheet would run.
  await ingestMessage(t.deps, ig, message({ platform_message_id: "c-1" }));
  await ingestMessage(t.deps, ig, message({ platform_message_id: "c-2" }));
  await ingestMessage(
    t.deps,
    ig,
    message({ platform_message_id: "m-1", message_type: "dm", sender_platform_id: "igsid-mia" }),
  );
  await ingestMessage(
    t.deps,
    ig,
    message({
      platform_message_id: "c-3",
      sender_username: '=HYPERLINK("http://evil")',
      sender_platform_id: "ig-user-evil",
    }),
  );
  // The platform profile's audience (as the profile sync stores it).
  await t.db.execute(
    sql`update community_members set followers_count = 8400 where team_id = ${teamId} and handle = 'mia.glows'`,
  );
});
afterAll(async () => t.close());

describe("community settings", () => {
  it("gives the defaults until an admin saves values, and says who may edit", async () => {
    const mine = (await t.call("GET", "/api/community/settings", undefined, admin)).json();
    expect(mine).toMatchObject({ ...DEFAULT_COMMUNITY_SETTINGS, canEdit: true, isDefault: true });
    const theirs = (await t.call("GET", "/api/community/settings", undefined, member)).json();
    expect(theirs).toMatchObject({ canEdit: false, isDefault: true });
  });

  it("refuses values out of range with a specific message, and unknown fields", async () => {
    const bad = [
      [{ ...DEFAULT_COMMUNITY_SETTINGS, valuePerComment: -1 }, "Value per comment cannot be negative"],
      [{ ...DEFAULT_COMMUNITY_SETTINGS, cpm: 10_001 }, "CPM can be at most 10,000"],
      [{ ...DEFAULT_COMMUNITY_SETTINGS, valuePerDm: 0.123 }, "Value per DM has at most 2 decimals"],
      [{ ...DEFAULT_COMMUNITY_SETTINGS, ambassadorMinMessages: 2.5 }, "must be a whole number"],
      [{ ...DEFAULT_COMMUNITY_SETTINGS, valuePerLike: "1" }, "Value per like received must be a number"],
      [{ ...DEFAULT_COMMUNITY_SETTINGS, teamId: "x" }, "teamId"],
    ] as const;
    for (const [body, text] of bad) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect((await t.call("GET", "/api/community/settings", undefined, admin)).json().isDefault).toBe(true);
  });

  it("lets only admins change them (403 for a member, nothing saved)", async () => {
    const res = await put({ ...DEFAULT_COMMUNITY_SETTINGS, valuePerComment: 50 }, member);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("Only admins can do this.");
    expect((await t.call("GET", "/api/community/settings", undefined, admin)).json().isDefault).toBe(true);
  });

  it("recomputes every member's stored EMV with the new values, and moves the ambassador thresholds", async () => {
    const before = await members(admin);
    // 2 comments × 1.00 + 1 DM × 0.50 (defaults).
    expect(before.find((m) => m.handle === "mia.glows")!.emv).toBe(2.5);
    expect(await members(admin, "ambassadors")).toHaveLength(0);

    const res = await put({
      ...DEFAULT_COMMUNITY_SETTINGS,
      valuePerComment: 3,
      valuePerDm: 10,
      ambassadorMinMessages: 3,
      ambassadorMinFollowers: 5000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valuePerComment: 3, valuePerDm: 10, isDefault: false, canEdit: true });

    const after = await members(admin);
    // 2 × 3.00 + 1 × 10.00
    expect(after.find((m) => m.handle === "mia.glows")!.emv).toBe(16);
    expect(after.find((m) => m.handle?.startsWith("=HYPERLINK"))!.emv).toBe(3);
    const ambassadors = await members(admin, "ambassadors");
    expect(ambassadors.map((m) => m.handle)).toEqual(["mia.glows"]);
    expect(ambassadors[0]!.ambassador_reason).toBe("3 interactions, 8.4k followers");
    // A member reads the saved values (read-only).
    expect((await t.call("GET", "/api/community/settings", undefined, member)).json()).toMatchObject({
      valuePerComment: 3,
      canEdit: false,
    });
  });

  it("keeps each team's values to itself", async () => {
    const theirs = (await t.call("GET", "/api/community/settings", undefined, otherAdmin)).json();
    expect(theirs).toMatchObject({ ...DEFAULT_COMMUNITY_SETTINGS, isDefault: true });
    const res = await put({ ...DEFAULT_COMMUNITY_SETTINGS, valuePerComment: 0 }, otherAdmin);
    expect(res.statusCode).toBe(200);
    expect((await t.call("GET", "/api/community/settings", undefined, admin)).json().valuePerComment).toBe(3);
    expect((await members(admin)).find((m) => m.handle === "mia.glows")!.emv).toBe(16);
    expect(await members(otherAdmin)).toHaveLength(0);
  });
});

describe("ambassadors CSV", () => {
  it("exports the Ambassadors tab with the table's columns, for the caller's team only", async () => {
    // Make the formula-named fan an ambassador too (1 interaction, followers as the profile gives them).
    await t.db.execute(
      sql`update community_members set followers_count = 9000 where team_id = ${teamId} and handle like '=HYPERLINK%'`,
    );
    await put({
      ...DEFAULT_COMMUNITY_SETTINGS,
      valuePerComment: 3,
      valuePerDm: 10,
      ambassadorMinMessages: 1,
      ambassadorMinFollowers: 5000,
    });
    const res = await t.call("GET", "/api/community/ambassadors.csv", undefined, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="lunara-ambassadors-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers["x-total-count"]).toBe("2");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Fan,Handle,Channels,Email,Creator,Virality Factor,EMV,Ambassador reason");
    expect(lines).toHaveLength(3);
    // By EMV, like the table; a bare @handle stays as it is.
    expect(lines[1]).toBe(
      '@mia.glows,@mia.glows,instagram,,Medium engagement · 8.4k followers,0.00,16.00,"3 interactions, 8.4k followers"',
    );
    // The formula is neutralised with a leading quote in both the Fan and the Handle column.
    expect(lines[2]).toContain(`"'@=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).not.toMatch(/(^|,)"?[=+\-@]HYPERLINK/);

    const theirs = await t.call("GET", "/api/community/ambassadors.csv", undefined, otherAdmin);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.trimEnd().split("\r\n")).toHaveLength(1);
    expect((await t.call("GET", "/api/community/ambassadors.csv")).statusCode).toBe(401);
  });
});
