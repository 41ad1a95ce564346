import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get("token_hash")!;
const confirm = (token: string) =>
  t.call("POST", "/api/invitations/confirm", { token_hash: token, type: "invite" });

describe("pending invitations without an email server (issue 12 item 16)", () => {
  it("an admin copies a fresh link, resends it, and only the newest link works", async () => {
    const admin = await t.createPerson({ email: "lead@links.test" });
    const cookie = await t.signIn(admin.email, admin.password);
    await t.call("POST", "/api/team/invitations", { email: "invitee@links.test" }, cookie);
    const emailed = tokenOf(await t.lastEmailLink());
    const list = (await t.call("GET", "/api/team/members", undefined, cookie)).json();
    expect(list.mailConfigured).toBe(false);
    const id = list.pendingInvitations[0].id;

    const copied = await t.call("POST", `/api/team/invitations/${id}/link`, {}, cookie);
    expect(copied.statusCode).toBe(200);
    expect(copied.json().link).toMatch(/\/confirm-invite\?token_hash=.+&type=invite$/);
    expect((await confirm(emailed)).json().error).toBe(INVITATION_MESSAGES.invalidLink);

    const resent = await t.call("POST", `/api/team/invitations/${id}/resend`, {}, cookie);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ success: true, emailed: false });
    expect(await t.lastEmailLink()).toBe(resent.json().link);
    expect((await confirm(tokenOf(copied.json().link))).statusCode).toBe(400);
    expect((await confirm(tokenOf(resent.json().link))).statusCode).toBe(200);
  });

  it("members cannot copy or resend, and no one reaches another team's invitations", async () => {
    const admin = await t.createPerson({ email: "lead@guard.test" });
    const member = await t.createPerson({ email: "member@guard.test", teamId: admin.teamId });
    const other = await t.createPerson({ email: "lead@other-guard.test" });
    const adminCookie = await t.signIn(admin.email, admin.password);
    await t.call("POST", "/api/team/invitations", { email: "x@guard.test" }, adminCookie);
    const id = (await t.call("GET", "/api/team/members", undefined, adminCookie)).json().pendingInvitations[0]
      .id;
    const memberCookie = await t.signIn(member.email, member.password);
    expect((await t.call("POST", `/api/team/invitations/${id}/link`, {}, memberCookie)).statusCode).toBe(403);
    const otherCookie = await t.signIn(other.email, other.password);
    expect((await t.call("POST", `/api/team/invitations/${id}/link`, {}, otherCookie)).statusCode).toBe(404);
    expect((await t.call("POST", `/api/team/invitations/${id}/resend`, {}, otherCookie)).statusCode).toBe(
      404,
    );
  });
});
