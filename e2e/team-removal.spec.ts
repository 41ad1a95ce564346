import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_MEMBER } from "../src/server/seed/seed-demo";
import { SIGN_IN_TEXTS } from "../src/web/features/auth/auth-texts";
import { newPage } from "./support/browser";
import { signIn, signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import { DEMO_PASSWORD, type TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({}, (suite) => {
  ({ server, browser } = suite);
});

describe("a member removed while the inbox is open", () => {
  it("is taken to the sign-in screen, told why, and the page stops asking for the team's stream", async () => {
    const member = await newPage(browser, server.url);
    await signIn(member, DEMO_MEMBER.email, DEMO_PASSWORD);
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
