import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One Chromium for the whole browser run: the spec files share one process (`isolate: false` in
 * vitest.config.ts), so launching it once saves a browser start per spec. Specs stay apart by
 * their own browser contexts (cookies, storage), closed after each spec; Playwright closes the
 * browser itself when the process ends.
 */
let shared: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  const current = shared;
  if (current) {
    return current.then((browser) => {
      if (browser.isConnected()) return browser;
      shared = undefined;
      return sharedBrowser();
    });
  }
  shared = launchBrowser();
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

/**
 * One real server (with the simulator when asked) and the run's Chromium for a spec file: started
 * before its tests, handed to `use`, and stopped after them (the spec's browser contexts closed).
 */
export function withServerAndBrowser(
  options: Parameters<typeof startTestServer>[0],
  use: (suite: { server: TestServer; browser: Browser }) => void,
): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    browser = await sharedBrowser();
    use({ server, browser });
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.stop();
  });
}
