import { STAFF_MESSAGES } from "@shared/staff/staff.schema";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, organization } from "../db/auth.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { createStaffAccount, STAFF_COOKIE } from "./staff-auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createStaffAccount(t.deps, "ops@lunara.test", "Correct-Horse-Battery-9");
});
afterAll(async () => t.close());

const staffCookie = async () => {
  const res = await t.call("POST", "/api/internal/session", {
    email: "ops@lunara.test",
    password: "Correct-Horse-Battery-9",
  });
  expect(res.statusCode).toBe(200);
  return `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;
};

describe("internal team area", () => {
  it("checks staff credentials on the server", async () => {
    const wrong = await t.call("POST", "/api/internal/session", {
      email: "ops@lunara.test",
      password: "nope",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(STAFF_MESSAGES.invalid);
    const unknown = await t.call("POST", "/api/internal/session", {
      email: "who@lunara.test",
      password: "nope",
    });
    expect(unknown.json().error).toBe(STAFF_MESSAGES.invalid);
    expect((await t.call("GET", "/api/internal/demo-requests")).statusCode).toBe(401);
  });

  it("keeps brand users out of the staff API", async () => {
    const brand = await t.createPerson({ email: "brand@user.test" });
    const cookie = await t.signIn(brand.email, brand.password);
    expect((await t.call("GET", "/api/internal/demo-requests", undefined, cookie)).statusCode).toBe(401);
  });

  it("provisions a team from a demo request by inviting its first admin", async () => {
    await t.call("POST", "/api/demo-requests", {
      firstName: "Zoe",
      lastName: "Kim",
      email: "zoe@dewdrop.test",
      company: "Dewdrop",
    });
    const cookie = await staffCookie();
    const list = (await t.call("GET", "/api/internal/demo-requests", undefined, cookie)).json();
    const request = list.demoRequests[0];
    expect(request).toMatchObject({ email: "zoe@dewdrop.test", status: "new" });

    const res = await t.call(
      "POST",
      `/api/internal/demo-requests/${request.id}/provision`,
      { teamName: "Dewdrop", adminEmail: "zoe@dewdrop.test" },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const { inviteUrl, teamId } = res.json();
    expect(inviteUrl).toContain("/confirm-invite?token_hash=");

    const again = await t.call(
      "POST",
      `/api/internal/demo-requests/${request.id}/provision`,
      { teamName: "Dewdrop", adminEmail: "zoe@dewdrop.test" },
      cookie,
    );
    expect(again.statusCode).toBe(409);

    const outbox = (await t.call("GET", "/api/internal/outbox", undefined, cookie)).json();
    expect(outbox.emails[0]).toMatchObject({ to: "zoe@dewdrop.test", link: inviteUrl });

    const token = new URL(inviteUrl).searchParams.get("token_hash");
    const confirm = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });
    const accept = await t.call("POST", "/api/accept-invite", {}, t.cookieOf(confirm));
    expect(accept.json()).toMatchObject({ success: true, teamId, role: "admin" });
  });

  it("refuses to provision a second team for someone whose team is in use, creating nothing", async () => {
    const lead = await t.createPerson({ email: "jane@glowbird.test" });
    const teammate = await t.createPerson({ email: "ana@glowbird.test" });
    await t.db.update(member).set({ organizationId: lead.teamId }).where(eq(member.userId, teammate.id));
    await t.call("POST", "/api/demo-requests", {
      firstName: "Jane",
      lastName: "Nguyen",
      email: "jane@glowbird.test",
      company: "Glowbird Cosmetics",
    });
    const cookie = await staffCookie();
    const requests = (await t.call("GET", "/api/internal/demo-requests", undefined, cookie)).json();
    const request = requests.demoRequests.find((r: { email: string }) => r.email === "jane@glowbird.test");
    const before = (await t.db.select().from(organization)).length;
    const res = await t.call(
      "POST",
      `/api/internal/demo-requests/${request.id}/provision`,
      { teamName: "Glowbird Cosmetics", adminEmail: "jane@glowbird.test" },
      cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEAM_MESSAGES.inAnotherTeam);
    expect((await t.db.select().from(organization)).length).toBe(before);
  });

  it("signs staff out", async () => {
    const cookie = await staffCookie();
    await t.call("DELETE", "/api/internal/session", undefined, cookie);
    expect((await t.call("GET", "/api/internal/session", undefined, cookie)).statusCode).toBe(401);
  });
});
