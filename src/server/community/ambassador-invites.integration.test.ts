import { INVITE_ERRORS } from "@shared/community/ambassador-invites.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { communityMembers } from "../db/community.schema";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
let otherCookie: string;
let memberId: string;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createPerson({ email: "owner@invites.test" });
  teamId = owner.teamId;
  cookie = await t.signIn(owner.email, owner.password);
  const other = await t.createPerson({ email: "other@invites.test" });
  otherCookie = await t.signIn(other.email, other.password);
  await seedStoreAndConversation(t.db, owner.teamId);
  const [ig] = await t.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.teamId, owner.teamId), eq(integrations.platform, "instagram")));
  await ingestMessage(
    t.deps,
    { integrationId: ig!.id, teamId: owner.teamId },
    {
      platform: "instagram",
      message_type: "comment",
      content: "obsessed with this",
      sender_username: "=cmd.fan",
      sender_platform_id: "ig-fan",
      account_platform_id: "ig-account",
      platform_message_id: "c-fan",
      received_at: new Date(Date.now() - 60_000),
    },
  );
  const page = (await t.call("GET", "/api/community/members", undefined, cookie)).json();
  memberId = page.members.find((m: { handle: string }) => m.handle === "=cmd.fan").id;
});
afterAll(async () => t.close());

describe("the ambassador invite list", () => {
  let inviteId: string;

  it("invites a member once, recording who invited and when", async () => {
    const res = await t.call("POST", "/api/community/ambassador-invites", { memberId }, cookie);
    expect(res.statusCode).toBe(200);
    const invite = res.json();
    expect(invite).toMatchObject({
      member_id: memberId,
      handle: "=cmd.fan",
      display_name: null,
      status: "invited",
    });
    expect(invite.invited_by).toBeTruthy();
    expect(Date.parse(invite.invited_at)).toBeGreaterThan(Date.now() - 60_000);
    inviteId = invite.id;
    const again = await t.call("POST", "/api/community/ambassador-invites", { memberId }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(INVITE_ERRORS.alreadyInvited);
  });

  it("records the member's answer and lists and exports the list", async () => {
    const joined = await t.call(
      "PATCH",
      `/api/community/ambassador-invites/${inviteId}`,
      { status: "joined" },
      cookie,
    );
    expect(joined.statusCode).toBe(200);
    expect(joined.json().status).toBe("joined");
    // The member's name, once known (an order or a profile gave it), comes with the invite.
    await t.db
      .update(communityMembers)
      .set({ displayName: "Cam Fan" })
      .where(and(eq(communityMembers.teamId, teamId), eq(communityMembers.id, memberId)));
    const list = (await t.call("GET", "/api/community/ambassador-invites", undefined, cookie)).json();
    expect(
      list.invites.map((i: { id: string; status: string; display_name: string | null }) => [
        i.id,
        i.status,
        i.display_name,
      ]),
    ).toEqual([[inviteId, "joined", "Cam Fan"]]);
    const csv = await t.call("GET", "/api/community/ambassador-invites.csv", undefined, cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["x-total-count"]).toBe("1");
    const [header, row] = csv.body.trim().split("\n");
    expect(header).toContain("Handle,Email,Status,Invited by");
    // A handle that starts like a formula is neutralised for spreadsheets.
    expect(row).toMatch(/^"?'@?=cmd\.fan|^'/);
    expect(row).toContain(",joined,");
  });

  it("refuses bad input with 400 and another team's member or invite with 404", async () => {
    const bad = await t.call("POST", "/api/community/ambassador-invites", { memberId: "nope" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Choose a member of your community");
    const badStatus = await t.call(
      "PATCH",
      `/api/community/ambassador-invites/${inviteId}`,
      { status: "maybe" },
      cookie,
    );
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain("Status is invited, joined or declined");
    const cross = await t.call("POST", "/api/community/ambassador-invites", { memberId }, otherCookie);
    expect(cross.statusCode).toBe(404);
    const crossPatch = await t.call(
      "PATCH",
      `/api/community/ambassador-invites/${inviteId}`,
      { status: "declined" },
      otherCookie,
    );
    expect(crossPatch.statusCode).toBe(404);
    expect(
      (await t.call("GET", "/api/community/ambassador-invites", undefined, otherCookie)).json().invites,
    ).toEqual([]);
    expect(
      (await t.call("GET", "/api/community/ambassador-invites.csv", undefined, otherCookie)).headers[
        "x-total-count"
      ],
    ).toBe("0");
  });
});
