import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_MEMBER } from "../src/server/seed/seed-demo";
import { newPage } from "./support/browser";
import { withServerAndBrowser } from "./support/suite";
import { DEMO_PASSWORD, STAFF, type TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({}, (suite) => {
  ({ server, browser } = suite);
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("sign-in, routes and sign-out", () => {
  it("shows the error banner for a wrong password, then signs in to /dashboard", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, DEMO_ADMIN.email, "wrong-password");
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/Invalid email or password/);
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: /Sign out/ }).waitFor();
    await page.context().close();
  });

  it("redirects unknown paths to / when signed out and to /dashboard when signed in", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/no/such/page");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard/settings");
    await page.waitForURL((url) => url.pathname === "/");
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.goto("/no/such/page");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.context().close();
  });

  it("signs out back to /", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: /Sign out/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });
});

describe("demo requests", () => {
  it("shows field errors, keeps what was typed, then the success view", async () => {
    const page = await newPage(browser, server.url);
    await page.goto("/login");
    await page.getByRole("button", { name: "Book demo to gain access" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a demo" });
    await dialog.getByText("Fill out your information and we'll be in touch!").waitFor();
    await dialog.getByLabel("First name").fill("Ava");
    await dialog.getByLabel("Work email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByText("Last name is required").waitFor();
    await dialog.getByText("Company is required").waitFor();
    await dialog.getByText(/Work email must be a valid email address/).waitFor();
    expect(await dialog.getByLabel("First name").inputValue()).toBe("Ava");

    await dialog.getByLabel("Last name").fill("Stone");
    await dialog.getByLabel("Work email").fill("ava@lumiskin.test");
    await dialog.getByLabel("Company").fill("Lumi Skin");
    await dialog.getByRole("button", { name: "Submit" }).click();
    // The success view retitles the dialog, so look it up again without the name.
    const done = page.getByRole("dialog");
    await done.getByText("Thank you for booking a demo.").waitFor();
    await done.getByText("We will reach out to you shortly.").waitFor();
    await page.context().close();
  });
});

describe("provisioning and joining a team", () => {
  it("staff provision a team; the invited admin confirms, accepts, sets up a profile and reaches the dashboard", async () => {
    const visitor = await newPage(browser, server.url);
    await visitor.goto("/login");
    await visitor.getByRole("button", { name: "Book demo to gain access" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Request a demo" });
    await dialog.getByLabel("First name").fill("Zoe");
    await dialog.getByLabel("Last name").fill("Kim");
    await dialog.getByLabel("Work email").fill("zoe@dewdrop.test");
    await dialog.getByLabel("Company").fill("Dewdrop Beauty");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await visitor.getByRole("dialog").getByText("Thank you for booking a demo.").waitFor();
    await visitor.context().close();

    const staff = await newPage(browser, server.url);
    await staff.goto("/internal-team");
    await staff.getByLabel("Email").fill(STAFF.email);
    await staff.getByLabel("Password").fill("not-the-password");
    await staff.getByRole("button", { name: "Login" }).click();
    await staff.getByText("Invalid email or password.").waitFor();
    await staff.getByLabel("Password").fill(STAFF.password);
    await staff.getByRole("button", { name: "Login" }).click();
    await staff.getByText("Welcome to the Internal Team Dashboard").waitFor();
    await staff.getByText("You are now authenticated.").waitFor();
    const form = staff.getByRole("form", { name: "Provision team for Dewdrop Beauty" });
    expect(await form.getByLabel("Admin email").inputValue()).toBe("zoe@dewdrop.test");
    await form.getByRole("button", { name: "Provision team" }).click();
    const link = staff.getByRole("link", { name: "Invitation link for zoe@dewdrop.test" }).first();
    const inviteUrl = await link.getAttribute("href");
    expect(inviteUrl).toContain("/confirm-invite?token_hash=");
    await staff.context().close();

    const invitee = await newPage(browser, server.url);
    await invitee.goto(inviteUrl!);
    await invitee.getByText("Confirm Your Invitation").waitFor();
    await invitee.getByRole("button", { name: "Accept Invitation" }).click();
    await invitee.getByText("Welcome to the Team!").waitFor();
    await invitee.getByText("Admin Role").waitFor();
    await invitee
      .getByText("You can now access the team dashboard and collaborate with your team.")
      .waitFor();
    await invitee.getByRole("button", { name: "Continue to Dashboard" }).click();
    await invitee.waitForURL("**/profile-setup");
    await invitee.getByText("Complete Your Profile").waitFor();
    expect(await invitee.getByRole("textbox", { name: "Email Address" }).inputValue()).toBe(
      "zoe@dewdrop.test",
    );
    const submit = invitee.getByRole("button", { name: "Complete Setup" });
    expect(await submit.isDisabled()).toBe(true);
    await invitee.getByLabel("Full Name").fill("Zoe Kim");
    await invitee.getByLabel("Password", { exact: true }).fill("weak");
    await invitee.getByLabel("Password", { exact: true }).blur();
    await invitee.getByText("Password must be at least 8 characters").first().waitFor();
    await invitee.getByLabel("Password", { exact: true }).fill("Dewdrop2026");
    await invitee.getByLabel("Confirm Password").fill("Dewdrop2026");
    await submit.click();
    await invitee.waitForURL("**/dashboard");
    await invitee.goto("/dashboard/settings?tab=team");
    await invitee.getByText("Admin").first().waitFor();
    await invitee.context().close();

    // The used link cannot be used again: the page says so at once and offers no Accept.
    const again = await newPage(browser, server.url);
    await again.goto(inviteUrl!);
    await again.getByText("This invitation link has already been used.").waitFor();
    expect(await again.getByRole("button", { name: "Accept Invitation" }).count()).toBe(0);
    // The confirm step refuses it too, whatever the page shows.
    const token = new URL(inviteUrl!, server.url).searchParams.get("token_hash");
    const reuse = await again.request.post("/api/invitations/confirm", {
      data: { token_hash: token, type: "invite" },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(reuse.status()).toBe(400);
    await again.context().close();
  });
});

describe("settings", () => {
  it("invites up to the seat limit, then shows the limit message", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.goto("/dashboard/settings?tab=team");
    await page.getByText("2 users remaining").waitFor();
    for (const who of ["ines", "omar"]) {
      await page.getByLabel("Email address").fill(`${who}@aurelle.demo`);
      await page.getByRole("button", { name: /Send Invite/ }).click();
      await page.getByText("Sent!").waitFor();
      await page.getByText(`${who}@aurelle.demo`).waitFor();
    }
    await page.getByText(TEAM_MESSAGES.limitReached).waitFor();
    expect(await page.getByRole("button", { name: /Send Invite/ }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("shows a member the member notice and no invite form", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, DEMO_MEMBER.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.goto("/dashboard/settings?tab=team");
    await page.getByText(TEAM_MESSAGES.memberNotice).waitFor();
    expect(await page.getByLabel("Email address").count()).toBe(0);
    await page.context().close();
  });

  it("refuses a password change with a wrong current password", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, DEMO_MEMBER.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.goto("/dashboard/settings?tab=security");
    await page.getByLabel("Current Password").fill("definitely-wrong");
    await page.getByLabel("New Password", { exact: true }).fill("Another2026x");
    await page.getByLabel("Confirm New Password").fill("Another2026x");
    await page.getByRole("button", { name: /Update Password/i }).click();
    await page.getByText("Current password is incorrect").waitFor();
    await page.context().close();
  });
});
