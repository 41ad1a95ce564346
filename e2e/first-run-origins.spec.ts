import os from "node:os";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "../src/server/seed/seed-demo";
import { newPage } from "./support/browser";
import { withServerAndBrowser } from "./support/suite";
import { DEMO_PASSWORD, STAFF, type TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
// As `npm start` runs it: production, listening on every interface, no PUBLIC_URL.
withServerAndBrowser({ env: { NODE_ENV: "production", HOST: "0.0.0.0", PUBLIC_URL: undefined } }, (suite) => {
  ({ server, browser } = suite);
});

const port = () => new URL(server.url).port;
const networkAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

async function signsIn(base: string, email: string, password: string, form = "/login") {
  const page = await newPage(browser, base);
  await page.goto(form);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /^(Sign in|Login)$/ }).click();
  return page;
}

describe("signing in at another address than localhost, without PUBLIC_URL", () => {
  it("signs in at http://127.0.0.1, stays signed in, signs out and in again (with cookies set)", async () => {
    const page = await signsIn(`http://127.0.0.1:${port()}`, DEMO_ADMIN.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.reload();
    await page.getByRole("button", { name: /Sign out/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // A browser that has been here before sends cookies, and better-auth then checks the Origin.
    await page.context().addCookies([{ name: "seen", value: "1", url: `http://127.0.0.1:${port()}` }]);
    await page.goto("/login");
    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard");
    expect(await page.getByText("Invalid origin").count()).toBe(0);
    await page.context().close();
  });

  it("signs in at the machine's network address, the brand and the staff area alike", async () => {
    const address = networkAddress();
    expect(address, "this machine has a non-loopback IPv4 address").toBeTruthy();
    const base = `http://${address}:${port()}`;
    const page = await signsIn(base, DEMO_ADMIN.email, DEMO_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.reload();
    await page.getByRole("button", { name: /Sign out/ }).waitFor();
    await page.context().close();

    const staff = await signsIn(base, STAFF.email, STAFF.password, "/internal-team");
    await staff.getByText("Welcome to the Internal Team Dashboard").waitFor();
    await staff.reload();
    await staff.getByText("Welcome to the Internal Team Dashboard").waitFor();
    await staff.context().close();
  });
});
