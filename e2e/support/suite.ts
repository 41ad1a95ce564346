import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One real server (with the simulator when asked) and one Chromium for a spec file: started
 * before its tests, handed to `use`, and stopped after them.
 */
export function withServerAndBrowser(
  options: Parameters<typeof startTestServer>[0],
  use: (suite: { server: TestServer; browser: Browser }) => void,
): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    browser = await launchBrowser();
    use({ server, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
