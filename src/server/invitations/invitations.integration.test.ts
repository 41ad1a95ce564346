import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation, member, organization } from "../db/auth.schema";
import { integrations } from "../db/integrations.schema";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get("token_hash")!;

async function invite(adminEmail: string, email: string) {
  const admin = await t.createPerson({ email: adminEmail });
  const cookie = await t.signIn(admin.email, admin.password);
  const res = await t.call("POST", "/api/team/invitations", { email }, cookie);
  expect(res.statusCode).toBe(201);
  return { admin, token: tokenOf(await t.lastEmailLink()) };
}

describe("invitation -> confirm -> accept -> profile setup", () => {
  it("lets an invited person in, joins them to the team and sets their password", async () => {
    const { admin, token } = await invite("lead@glow.test", "newbie@glow.test");
    const confirm = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });
    expect(confirm.statusCode).toBe(200);
    const cookie = t.cookieOf(confirm);
    expect(cookie).toContain("session_token");

    const me = (await t.call("GET", "/api/me", undefined, cookie)).json();
    expect(me.user.email).toBe("newbie@glow.test");
    expect(me.profile).toBeNull();

    const accept = await t.call("POST", "/api/accept-invite", {}, cookie);
    expect(accept.json()).toMatchObject({ success: true, teamId: admin.teamId, role: "member" });

    const weak = await t.call(
      "POST",
      "/api/profile/setup",
      { fullName: "N", password: "short", confirmPassword: "x" },
      cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toContain(PROFILE_MESSAGES.passwordLength);

    const setup = await t.call(
      "POST",
      "/api/profile/setup",
      { fullName: "  Nia Newbie ", password: "Brand2026x", confirmPassword: "Brand2026x" },
      cookie,
    );
    expect(setup.statusCode).toBe(200);
    const after = (await t.call("GET", "/api/me", undefined, cookie)).json();
    expect(after.profile).toMatchObject({ full_name: "Nia Newbie", onboarding_completed: true });
    expect(after.team).toMatchObject({ id: admin.teamId, role: "member" });

    // Setting a password without the current one works only once, during onboarding.
    const again = await t.call(
      "POST",
      "/api/profile/setup",
      { fullName: "Nia", password: "Other2026x", confirmPassword: "Other2026x" },
      cookie,
    );
    expect(again.statusCode).toBe(409);
    await expect(t.signIn("newbie@glow.test", "Brand2026x")).resolves.toContain("session_token");

    const used = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe(INVITATION_MESSAGES.alreadyUsed);
  });

  it("previews whom a link invites without using it, and says why a link cannot be used", async () => {
    const { admin, token } = await invite("lead@peek.test", "peek@peek.test");
    const preview = (q: string) => t.call("GET", `/api/invitations/preview?${q}`);
    const team = (
      await t.call("GET", "/api/me", undefined, await t.signIn(admin.email, admin.password))
    ).json().team;
    const read = await preview(`token_hash=${token}&type=invite`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ team_name: team.name, email: "peek@peek.test", role: "member" });
    expect(read.headers["set-cookie"]).toBeUndefined();
    // Reading it twice used nothing: the link still confirms.
    expect((await preview(`token_hash=${token}&type=invite`)).statusCode).toBe(200);
    const confirm = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });
    expect(confirm.statusCode).toBe(200);
    const used = await preview(`token_hash=${token}&type=invite`);
    expect([used.statusCode, used.json().error]).toEqual([410, INVITATION_MESSAGES.alreadyUsed]);

    const unknown = await preview("token_hash=nope&type=invite");
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, INVITATION_MESSAGES.invalidLink]);
    const malformed = await preview("type=invite");
    expect(malformed.statusCode).toBe(400);

    const late = await invite("lead@peek2.test", "late@peek2.test");
    clock += 73 * 3600_000;
    const expired = await preview(`token_hash=${late.token}&type=invite`);
    clock = Date.now();
    expect([expired.statusCode, expired.json().error]).toEqual([410, INVITATION_MESSAGES.expired]);
  });

  it("refuses expired, unknown and malformed links with the spec's messages", async () => {
    const { token } = await invite("lead@late.test", "late@late.test");
    clock += 73 * 3600_000;
    const expired = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(INVITATION_MESSAGES.expired);
    clock = Date.now();

    const unknown = await t.call("POST", "/api/invitations/confirm", { token_hash: "nope", type: "invite" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(INVITATION_MESSAGES.invalidLink);
    const wrongType = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "signup" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe(INVITATION_MESSAGES.invalidLink);
  });

  it("moves a solo user into the inviting team and removes their empty solo team", async () => {
    const solo = await t.createPerson({ email: "solo@indie.test" });
    const admin = await t.createPerson({ email: "lead@bigger.test" });
    const adminCookie = await t.signIn(admin.email, admin.password);
    await t.call("POST", "/api/team/invitations", { email: solo.email }, adminCookie);
    const soloCookie = await t.signIn(solo.email, solo.password);
    const accept = await t.call("POST", "/api/accept-invite", {}, soloCookie);
    expect(accept.json()).toMatchObject({ success: true, teamId: admin.teamId });
    const rows = await t.db.select().from(member).where(eq(member.userId, solo.id));
    expect(rows.map((r) => r.organizationId)).toEqual([admin.teamId]);
    const [inv] = await t.db.select().from(invitation).where(eq(invitation.email, solo.email));
    expect(inv!.status).toBe("accepted");
  });

  it("answers a reload of the accept page, once joined, with already a member; nobody else gets in that way", async () => {
    const person = await t.createPerson({ email: "reload@indie.test" });
    const admin = await t.createPerson({ email: "lead@reload.test" });
    await t.call(
      "POST",
      "/api/team/invitations",
      { email: person.email },
      await t.signIn(admin.email, admin.password),
    );
    const cookie = await t.signIn(person.email, person.password);
    expect((await t.call("POST", "/api/accept-invite", {}, cookie)).json()).toMatchObject({ success: true });

    const reload = await t.call("POST", "/api/accept-invite", {}, cookie);
    const [team] = await t.db.select().from(organization).where(eq(organization.id, admin.teamId));
    expect(reload.statusCode).toBe(200);
    expect(reload.json()).toMatchObject({
      success: true,
      already_member: true,
      teamId: admin.teamId,
      role: "member",
      message: INVITATION_MESSAGES.alreadyMember(team!.name),
    });
    const rows = await t.db.select().from(member).where(eq(member.userId, person.id));
    expect(rows.map((r) => r.organizationId)).toEqual([admin.teamId]);

    // Someone never invited still gets the refusal.
    const stranger = await t.createPerson({ email: "stranger@indie.test" });
    const refused = await t.call(
      "POST",
      "/api/accept-invite",
      {},
      await t.signIn(stranger.email, stranger.password),
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(INVITATION_MESSAGES.acceptFailed);
  });

  it("never takes a person out of a team in use, nor deletes that team (a tester emptied a brand's team)", async () => {
    const maya = await t.createPerson({ email: "maya@brand-a.test" });
    const other = await t.createPerson({ email: "lead@brand-b.test" });
    const otherCookie = await t.signIn(other.email, other.password);
    // Invited while her team is still an empty solo team: allowed.
    expect(
      (await t.call("POST", "/api/team/invitations", { email: maya.email }, otherCookie)).statusCode,
    ).toBe(201);
    // Her team then connects Instagram: it is a brand's working team now.
    await t.db.insert(integrations).values({
      teamId: maya.teamId,
      platform: "instagram",
      platformAccountId: "ig-brand-a",
      platformUsername: "branda",
      accessTokenEncrypted: "not-used-by-this-test",
    });
    const mayaCookie = await t.signIn(maya.email, maya.password);
    const accept = await t.call("POST", "/api/accept-invite", {}, mayaCookie);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toBe(INVITATION_MESSAGES.inAnotherTeam);
    const rows = await t.db.select().from(member).where(eq(member.userId, maya.id));
    expect(rows.map((r) => r.organizationId)).toEqual([maya.teamId]);
    expect(await t.db.select().from(organization).where(eq(organization.id, maya.teamId))).toHaveLength(1);
    // A new invitation to her is refused up front, with the reason.
    const third = await t.createPerson({ email: "lead@brand-c.test" });
    const again = await t.call(
      "POST",
      "/api/team/invitations",
      { email: "MAYA@brand-a.test" },
      await t.signIn(third.email, third.password),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEAM_MESSAGES.inAnotherTeam);
  });

  it("accept without a session answers the spec's message", async () => {
    const res = await t.call("POST", "/api/accept-invite", {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: INVITATION_MESSAGES.noSession, code: "UNAUTHENTICATED" });
  });
});

describe("account", () => {
  it("changes the password only with the right current password", async () => {
    const p = await t.createPerson({ email: "pw@acct.test", password: "Start2026x" });
    const cookie = await t.signIn(p.email, p.password);
    const wrong = await t.call(
      "POST",
      "/api/account/change-password",
      { currentPassword: "nottheone", newPassword: "Next2026xx", confirmPassword: "Next2026xx" },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(PASSWORD_CHANGE_MESSAGES.wrongCurrent);
    const mismatch = await t.call(
      "POST",
      "/api/account/change-password",
      { currentPassword: "Start2026x", newPassword: "Next2026xx", confirmPassword: "Next2026yy" },
      cookie,
    );
    expect(mismatch.json().fieldErrors.confirmPassword).toContain(PASSWORD_CHANGE_MESSAGES.mismatch);
    const ok = await t.call(
      "POST",
      "/api/account/change-password",
      { currentPassword: "Start2026x", newPassword: "Next2026xx", confirmPassword: "Next2026xx" },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    await expect(t.signIn(p.email, "Start2026x")).rejects.toThrow(/401/);
    await expect(t.signIn(p.email, "Next2026xx")).resolves.toContain("session_token");
  });

  it("edits the profile name and keeps the email", async () => {
    const p = await t.createPerson({ email: "name@acct.test" });
    const cookie = await t.signIn(p.email, p.password);
    const res = await t.call("PATCH", "/api/profile", { fullName: "Renamed Person" }, cookie);
    expect(res.json()).toEqual({ success: true, full_name: "Renamed Person" });
    const me = (await t.call("GET", "/api/me", undefined, cookie)).json();
    expect(me.profile.full_name).toBe("Renamed Person");
    expect(me.user.email).toBe("name@acct.test");
  });

  it("gives a solo person without a team an admin team of their own", async () => {
    const p = await t.createPerson({ email: "lonely@acct.test" });
    await t.db.delete(member).where(eq(member.userId, p.id));
    const cookie = await t.signIn(p.email, p.password);
    const me = (await t.call("GET", "/api/me", undefined, cookie)).json();
    expect(me.team.role).toBe("admin");
    expect(me.team.isSolo).toBe(true);
    expect(me.team.id).not.toBe(p.teamId);
  });
});
