import { createHmac } from "node:crypto";
import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, session, user } from "../db/auth.schema";
import { hashToken } from "../invitations/invitations.repository";
import { DEMO_ADMIN, DEMO_MEMBER, seedDemo } from "../seed/seed-demo";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The token inside better-auth's signed session cookie ("<token>.<signature>"). */
const cookieToken = (cookie: string) =>
  decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;

describe("password change (issue 13 item 6)", () => {
  it("refuses weak and common passwords with the policy's messages", async () => {
    const p = await t.createPerson({ email: "weak@policy.test", password: "Start2026x" });
    const cookie = await t.signIn(p.email, p.password);
    const change = (newPassword: string) =>
      t.call(
        "POST",
        "/api/account/change-password",
        { currentPassword: p.password, newPassword, confirmPassword: newPassword },
        cookie,
      );
    for (const weak of ["aaaaaaaa", "12345678", "password"]) {
      const res = await change(weak);
      expect(res.statusCode, weak).toBe(400);
    }
    const common = await change("Password1");
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors.newPassword).toEqual([PROFILE_MESSAGES.passwordCommon]);
    await expect(t.signIn(p.email, "Start2026x")).resolves.toContain("session_token");
  });

  it("refuses a new password equal to the current one and keeps the sessions", async () => {
    const p = await t.createPerson({ email: "same@policy.test", password: "Start2026x" });
    const laptop = await t.signIn(p.email, p.password);
    const phone = await t.signIn(p.email, p.password);
    const res = await t.call(
      "POST",
      "/api/account/change-password",
      { currentPassword: "Start2026x", newPassword: "Start2026x", confirmPassword: "Start2026x" },
      laptop,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.newPassword).toEqual([PASSWORD_CHANGE_MESSAGES.sameAsCurrent]);
    expect((await t.call("GET", "/api/me", undefined, phone)).statusCode).toBe(200);
  });

  it("ends the person's other sessions and keeps the one that changed it", async () => {
    const p = await t.createPerson({ email: "many@sessions.test", password: "Start2026x" });
    const laptop = await t.signIn(p.email, p.password);
    const phone = await t.signIn(p.email, p.password);
    const res = await t.call(
      "POST",
      "/api/account/change-password",
      { currentPassword: "Start2026x", newPassword: "Tidal7Marmalade", confirmPassword: "Tidal7Marmalade" },
      laptop,
    );
    expect(res.statusCode).toBe(200);
    expect((await t.call("GET", "/api/me", undefined, laptop)).statusCode).toBe(200);
    expect((await t.call("GET", "/api/me", undefined, phone)).statusCode).toBe(401);
  });

  it("applies the same policy to profile setup", async () => {
    const { token } = await inviteSomeone("lead@setup.test", "new@setup.test");
    const confirm = await t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });
    const cookie = t.cookieOf(confirm);
    const res = await t.call(
      "POST",
      "/api/profile/setup",
      { fullName: "New Person", password: "Welcome1", confirmPassword: "Welcome1" },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toEqual([PROFILE_MESSAGES.passwordCommon]);
  });
});

async function inviteSomeone(adminEmail: string, email: string) {
  const admin = await t.createPerson({ email: adminEmail });
  const cookie = await t.signIn(admin.email, admin.password);
  expect((await t.call("POST", "/api/team/invitations", { email }, cookie)).statusCode).toBe(201);
  return {
    admin,
    adminCookie: cookie,
    token: new URL(await t.lastEmailLink()).searchParams.get("token_hash")!,
  };
}

describe("invitation links (issue 13 item 7)", () => {
  it("sign someone in once: of two simultaneous confirms exactly one gets a session", async () => {
    const { token } = await inviteSomeone("lead@race.test", "racer@race.test");
    const body = { token_hash: token, type: "invite" };
    const results = await Promise.all([
      t.call("POST", "/api/invitations/confirm", body),
      t.call("POST", "/api/invitations/confirm", body),
      t.call("POST", "/api/invitations/confirm", body),
    ]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(INVITATION_MESSAGES.alreadyUsed);
      expect(refused.cookies).toHaveLength(0);
    }
    const [invited] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, "racer@race.test"));
    expect(await t.db.select().from(session).where(eq(session.userId, invited!.id))).toHaveLength(1);
  });

  it("refuse a second use before the invitation is accepted", async () => {
    const { token } = await inviteSomeone("lead@twice.test", "twice@twice.test");
    const body = { token_hash: token, type: "invite" };
    expect((await t.call("POST", "/api/invitations/confirm", body)).statusCode).toBe(200);
    const again = await t.call("POST", "/api/invitations/confirm", body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVITATION_MESSAGES.alreadyUsed);
  });
});

describe("removed members (issue 13 item 8)", () => {
  it("lose every session when an admin removes them", async () => {
    const admin = await t.createPerson({ email: "lead@remove.test" });
    const member = await t.createPerson({ email: "gone@remove.test", teamId: admin.teamId });
    const adminCookie = await t.signIn(admin.email, admin.password);
    const memberCookie = await t.signIn(member.email, member.password);
    const list = (await t.call("GET", "/api/team/members", undefined, adminCookie)).json();
    const memberId = list.teamMembers.find((m: { user_id: string }) => m.user_id === member.id).id;
    expect((await t.call("DELETE", "/api/team/members", { memberId }, adminCookie)).statusCode).toBe(200);
    expect((await t.call("GET", "/api/me", undefined, memberCookie)).statusCode).toBe(401);
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
  });
});

describe("stored secrets (issue 13 item 9)", () => {
  it("keeps only the sha256 of a session token, and the session still works", async () => {
    const p = await t.createPerson({ email: "hashed@session.test" });
    const cookie = await t.signIn(p.email, p.password);
    const token = cookieToken(cookie);
    const rows = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, p.id));
    expect(rows.map((r) => r.token)).toEqual([hashToken(token)]);
    expect((await t.call("GET", "/api/me", undefined, cookie)).statusCode).toBe(200);
    // Even someone holding a copy of the table and the signing secret cannot use a stored value.
    const signed = (value: string) => {
      const signature = createHmac("sha256", "test-secret-test-secret-test-secret!")
        .update(value)
        .digest("base64");
      return `better-auth.session_token=${encodeURIComponent(`${value}.${signature}`)}`;
    };
    expect((await t.call("GET", "/api/me", undefined, signed(token))).statusCode).toBe(200);
    expect((await t.call("GET", "/api/me", undefined, signed(rows[0]!.token))).statusCode).toBe(401);
    expect((await t.call("POST", "/api/auth/sign-out", {}, cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, p.id))).toHaveLength(0);
  });

  it("gives the two demo accounts their own password hashes", async () => {
    await seedDemo(t.db, "Glow-Demo7x-9a");
    const rows = await t.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(inArray(user.email, [DEMO_ADMIN.email, DEMO_MEMBER.email]));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.hash).not.toBe(rows[1]!.hash);
  });
});
