import { PASSWORD_RESET_TEXTS } from "@shared/password-reset/password-reset.schema";
import { PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../db/app.schema";
import { createStaffAccount, STAFF_COOKIE } from "../staff/staff-auth";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let clock = Date.parse("2026-04-01T09:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const complete = (token: string, password: string) =>
  t.call("POST", "/api/password-reset/complete", { token, password, confirmPassword: password });

describe("forgot password", () => {
  it("emails a one-hour link that sets a new password once and signs the person out everywhere", async () => {
    const p = await t.createPerson({ email: "forgetful@reset.test", password: "Start2026x" });
    const oldSession = await t.signIn(p.email, p.password);
    const asked = await t.call("POST", "/api/password-reset/request", { email: "Forgetful@Reset.test" });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(PASSWORD_RESET_TEXTS.sent);
    const [mail] = await t.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(1);
    expect(mail!.to).toBe(p.email);
    const token = tokenOf(mail!.link!);

    const weak = await complete(token, "Password1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toEqual([PROFILE_MESSAGES.passwordCommon]);

    expect((await complete(token, "Tidal7Marmalade")).statusCode).toBe(200);
    expect((await t.call("GET", "/api/me", undefined, oldSession)).statusCode).toBe(401);
    await expect(t.signIn(p.email, "Tidal7Marmalade")).resolves.toContain("session_token");
    const again = await complete(token, "Another7Marmalade");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(PASSWORD_RESET_TEXTS.invalidLink);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const before = (await t.db.select().from(outboxEmails)).length;
    const res = await t.call("POST", "/api/password-reset/request", { email: "nobody@reset.test" });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(PASSWORD_RESET_TEXTS.sent);
    expect(await t.db.select().from(outboxEmails)).toHaveLength(before);
  });

  it("refuses an expired link, and a link replaced by a newer one", async () => {
    const p = await t.createPerson({ email: "late@reset.test" });
    await t.call("POST", "/api/password-reset/request", { email: p.email });
    const first = tokenOf(await t.lastEmailLink());
    await t.call("POST", "/api/password-reset/request", { email: p.email });
    const second = tokenOf(await t.lastEmailLink());
    expect((await complete(first, "Tidal7Marmalade")).statusCode).toBe(400);
    clock += 61 * 60_000;
    expect((await complete(second, "Tidal7Marmalade")).json().error).toBe(PASSWORD_RESET_TEXTS.invalidLink);
  });

  it("lets only one of two simultaneous uses of a link through", async () => {
    const p = await t.createPerson({ email: "race@reset.test" });
    await t.call("POST", "/api/password-reset/request", { email: p.email });
    const token = tokenOf(await t.lastEmailLink());
    const results = await Promise.all([
      complete(token, "Tidal7Marmalade"),
      complete(token, "Other7Marmalade"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe("reset links handed over when no email arrives", () => {
  it("an admin makes one for a member of their team, never for another team's", async () => {
    const admin = await t.createPerson({ email: "lead@handover.test" });
    const member = await t.createPerson({ email: "member@handover.test", teamId: admin.teamId });
    const stranger = await t.createPerson({ email: "lead@elsewhere.test" });
    const adminCookie = await t.signIn(admin.email, admin.password);
    const memberCookie = await t.signIn(member.email, member.password);
    const list = (await t.call("GET", "/api/team/members", undefined, adminCookie)).json();
    expect(list.mailConfigured).toBe(false);
    const memberId = list.teamMembers.find((m: { user_id: string }) => m.user_id === member.id).id;

    const byMember = await t.call("POST", `/api/team/members/${memberId}/reset-link`, {}, memberCookie);
    expect(byMember.statusCode).toBe(403);
    const strangerCookie = await t.signIn(stranger.email, stranger.password);
    expect(
      (await t.call("POST", `/api/team/members/${memberId}/reset-link`, {}, strangerCookie)).statusCode,
    ).toBe(404);

    const made = await t.call("POST", `/api/team/members/${memberId}/reset-link`, {}, adminCookie);
    expect(made.statusCode).toBe(200);
    expect((await complete(tokenOf(made.json().link), "Tidal7Marmalade")).statusCode).toBe(200);
    await expect(t.signIn(member.email, "Tidal7Marmalade")).resolves.toContain("session_token");
  });

  it("staff make one for any account by email", async () => {
    const p = await t.createPerson({ email: "locked@staff-reset.test" });
    await createStaffAccount(t.deps, "ops@staff-reset.test", "Correct-Horse-Battery-9");
    const signIn = await t.call("POST", "/api/internal/session", {
      email: "ops@staff-reset.test",
      password: "Correct-Horse-Battery-9",
    });
    const staff = `${STAFF_COOKIE}=${signIn.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;
    const brand = await t.signIn(p.email, p.password);
    expect((await t.call("POST", "/api/internal/password-reset", { email: p.email }, brand)).statusCode).toBe(
      401,
    );
    const made = await t.call("POST", "/api/internal/password-reset", { email: p.email }, staff);
    expect(made.statusCode).toBe(200);
    expect((await complete(tokenOf(made.json().link), "Tidal7Marmalade")).statusCode).toBe(200);
  });
});
