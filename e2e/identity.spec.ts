import { ROLE_TEXTS } from "@shared/auth/roles";
import { PASSWORD_RESET_TEXTS } from "@shared/password-reset/password-reset.schema";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { desc } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../src/server/db/app.schema";
import { DEMO_ADMIN, DEMO_MEMBER } from "../src/server/seed/seed-demo";
import { SIGN_IN_TEXTS } from "../src/web/features/auth/auth-texts";
import { newPage } from "./support/browser";
import { signIn, signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import { DEMO_PASSWORD, STAFF, type TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({}, (suite) => {
  ({ server, browser } = suite);
});

const NEW_MEMBER_PASSWORD = "Tidal7Marmalade";
const STAFF_RESET_PASSWORD = "Harbour5Lantern";

describe("invitations without an email server (issue 12 item 16)", () => {
  it("lets the admin copy a pending invitation's link, and that link lets the invitee in", async () => {
    const page = await newPage(browser, server.url);
    await signInAs(page);
    await page.goto("/dashboard/settings?tab=team");
    await page.getByText(TEAM_MESSAGES.noMailNotice).waitFor();
    await page.getByLabel("Email address").fill("new.hire@glow.test");
    await page.getByRole("button", { name: /Send Invite/ }).click();
    await page.getByRole("button", { name: "Copy invitation link for new.hire@glow.test" }).click();
    const linkField = page.getByRole("textbox", { name: /Link copied|Select the link/ });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/confirm-invite\?token_hash=.+&type=invite$/);
    await page.context().close();

    const invitee = await newPage(browser, server.url);
    await invitee.goto(link);
    // The page names whom the link invites and to which team, before anything is used.
    await invitee.getByText(/^new\.hire@glow\.test is invited to join .+ on Lunara\./).waitFor();
    await invitee.getByRole("button", { name: "Accept Invitation" }).click();
    await invitee.getByText("Welcome to the Team!").waitFor();
    await invitee.getByText(/^You have joined /).waitFor();
    await invitee.context().close();
  });
});

describe("forgot password (issue 12 item 16)", () => {
  it("emails a reset link from the sign-in screen and the new password signs in", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/login");
    await page.getByRole("link", { name: PASSWORD_RESET_TEXTS.forgotLink }).click();
    // The sign-in form has an Email field too: fill the reset form's only once it has replaced it.
    await page.getByRole("heading", { name: PASSWORD_RESET_TEXTS.forgotTitle }).waitFor();
    await page.getByLabel("Email").fill(DEMO_MEMBER.email);
    await page.getByRole("button", { name: PASSWORD_RESET_TEXTS.send }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.sent).waitFor();
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(mail!.to).toBe(DEMO_MEMBER.email);

    await page.goto(mail!.link!);
    await page.getByLabel("New Password", { exact: true }).fill("Password1");
    await page.getByLabel("Confirm New Password").fill("Password1");
    await page.getByRole("button", { name: PASSWORD_RESET_TEXTS.submit }).click();
    await page.getByText("This password is too common. Choose one that is harder to guess.").waitFor();
    await page.getByLabel("New Password", { exact: true }).fill(NEW_MEMBER_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_MEMBER_PASSWORD);
    await page.getByRole("button", { name: PASSWORD_RESET_TEXTS.submit }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.done).waitFor();
    await signIn(page, DEMO_MEMBER.email, NEW_MEMBER_PASSWORD);
    await page.context().close();
  });
});

describe("a member's view of admin-only screens (issue 13 item 10)", () => {
  it("shows brand settings and integrations with the reason and no way to change them", async () => {
    const page = await newPage(browser, server.url);
    await signInAs(page, DEMO_MEMBER.email, NEW_MEMBER_PASSWORD);
    await page.goto("/dashboard/integrations");
    await page.getByText(ROLE_TEXTS.integrations).waitFor();
    expect(await page.getByRole("button", { name: "Connect Shopify" }).isDisabled()).toBe(true);
    await page.goto("/dashboard/brand");
    await page.getByText(ROLE_TEXTS.brand).waitFor();
    await page.context().close();

    const admin = await newPage(browser, server.url);
    await signInAs(admin, DEMO_ADMIN.email);
    await admin.goto("/dashboard/integrations");
    await admin.getByRole("button", { name: "Connect Shopify" }).waitFor();
    expect(await admin.getByRole("button", { name: "Connect Shopify" }).isDisabled()).toBe(false);
    expect(await admin.getByText(ROLE_TEXTS.integrations).count()).toBe(0);
    await admin.context().close();
  });
});

describe("staff hand over a reset link (issue 12 item 16)", () => {
  it("makes a link on the internal team page that sets a new password", async () => {
    const staff = await newPage(browser, server.url);
    await staff.goto("/internal-team");
    await staff.getByLabel("Email", { exact: true }).fill(STAFF.email);
    await staff.getByLabel("Password").fill(STAFF.password);
    await staff.getByRole("button", { name: "Login" }).click();
    await staff.getByText("Welcome to the Internal Team Dashboard").waitFor();
    await staff.getByLabel("Account email").fill(DEMO_MEMBER.email);
    await staff.getByRole("button", { name: "Make reset link" }).click();
    const link = await staff.getByRole("textbox", { name: /Reset link for/ }).inputValue();
    expect(link).toMatch(/\/reset-password\?token=/);
    await staff.context().close();

    const page = await newPage(browser, server.url);
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill(STAFF_RESET_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(STAFF_RESET_PASSWORD);
    await page.getByRole("button", { name: PASSWORD_RESET_TEXTS.submit }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.done).waitFor();
    await signIn(page, DEMO_MEMBER.email, STAFF_RESET_PASSWORD);
    await page.context().close();
  });
});

// Last: it removes the demo member.
describe("a member removed while the inbox is open", () => {
  it("is taken to the sign-in screen, told why, and the page stops asking for the team's stream", async () => {
    const member = await newPage(browser, server.url);
    // The reset link above gave the member this password.
    await signIn(member, DEMO_MEMBER.email, STAFF_RESET_PASSWORD);
    const streams: number[] = [];
    member.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/realtime/stream") streams.push(response.status());
    });
    const opened = member.waitForResponse((r) => new URL(r.url()).pathname === "/api/realtime/stream");
    await member.goto("/dashboard/inbox");
    expect((await opened).status()).toBe(200);

    const admin = await newPage(browser, server.url);
    await signInAs(admin, DEMO_ADMIN.email, DEMO_PASSWORD);
    const origin = new URL(server.url).origin;
    const team = await (await admin.request.get("/api/team/members")).json();
    const leo = team.teamMembers.find(
      (m: { users: { email: string } }) => m.users.email === DEMO_MEMBER.email,
    );
    const removed = await admin.request.delete("/api/team/members", {
      headers: { origin, "x-lunara-csrf": "1" },
      data: { memberId: leo.id },
    });
    expect(removed.status()).toBe(200);

    await member.waitForURL((url) => url.pathname === "/login");
    await member.getByText(SIGN_IN_TEXTS.signedOut.removed).waitFor();
    const seen = streams.length;
    await member.waitForTimeout(5000);
    expect(streams.length).toBe(seen);
    expect(streams.filter((status) => status === 401).length).toBeLessThanOrEqual(1);
    await member.context().close();
    await admin.context().close();
  });
});
