import { performance } from "node:perf_hooks";
import { launchBrowser, newPage } from "../e2e/support/browser";
import { signIn } from "../e2e/support/helpers";
import { startTestServer } from "../e2e/support/test-server";

/**
 * `npm run bench:inbox-live`: a new message reaching an open inbox in a real browser. The real
 * server (embedded PGlite by default, PostgreSQL with DATABASE_URL), its workers, the simulator
 * and Debian's Chromium with /dashboard/inbox open. For each round the simulator delivers one
 * signed Instagram comment webhook; we time, from the moment we ask the simulator, the event on
 * the page's own stream (the server's part) and the comment's row at the top of the list (the
 * list refetched and drawn). Baseline in the same run: the page's GET /api/inbox/messages.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const server = await startTestServer({ simulator: true });
const browser = await launchBrowser();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(48)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(
      values,
      95,
    )
      .toFixed(1)
      .padStart(7)} ms   max ${Math.max(...values)
      .toFixed(1)
      .padStart(7)} ms   n=${values.length}`,
  );

declare global {
  interface Window {
    __streamEvents: { type: string; at: number }[];
  }
}

try {
  const page = await newPage(browser, server.url);
  // The page's EventSource notes when each event arrives (wall clock, as the bench's).
  await page.addInitScript(() => {
    window.__streamEvents = [];
    const Base = window.EventSource;
    window.EventSource = class extends Base {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        for (const type of ["ready", "message.created"])
          this.addEventListener(type, () =>
            window.__streamEvents.push({ type, at: performance.timeOrigin + performance.now() }),
          );
      }
    } as typeof EventSource;
  });
  await signIn(page);
  await page.goto("/api/integrations/instagram/connect");
  await page.waitForURL(/instagram=connected/);
  await page.goto("/dashboard/inbox");
  await page.getByRole("heading", { name: "Inbox" }).waitFor();
  await page.waitForFunction(() => window.__streamEvents.some((e) => e.type === "ready"));

  const listCalls: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    listCalls.push(
      await page.evaluate(async () => {
        const t0 = performance.now();
        await (await fetch("/api/inbox/messages")).json();
        return performance.now() - t0;
      }),
    );
  }

  const toStream: number[] = [];
  const toRow: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Resolves (wall clock) when the list's first row changes: the new comment is the newest.
    // (A string: tsx would wrap the functions of a typed callback in a helper the page lacks.)
    await page.evaluate(`void (window.__rowChanged = new Promise((resolve) => {
      const first = () => document.querySelector('ul[aria-label="Messages"] li')?.textContent ?? "";
      const before = first();
      const observer = new MutationObserver(() => {
        if (first() === before) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      setTimeout(() => resolve(Number.NaN), 10000);
    }))`);
    const eventsBefore = await page.evaluate(() => window.__streamEvents.length);
    const t0 = performance.timeOrigin + performance.now();
    const response = await fetch(`${server.simulator!.url}/_sim/traffic`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "instagram_comment" }),
    });
    if (!response.ok) throw new Error(`simulator: ${response.status} ${await response.text()}`);
    toRow.push(((await page.evaluate("window.__rowChanged")) as number) - t0);
    const created = await page.evaluate(
      (from) => window.__streamEvents.slice(from).find((e) => e.type === "message.created")?.at ?? Number.NaN,
      eventsBefore,
    );
    toStream.push(created - t0);
    // Let the analysis of this comment land before the next, as messages arrive in real life.
    await page.waitForTimeout(700);
  }

  console.log(`database: ${server.database.kind}; Chromium; ${ROUNDS} simulated Instagram comments`);
  line("baseline: the page's GET /api/inbox/messages", listCalls);
  line("webhook -> message.created on the page's stream", toStream);
  line("webhook -> row at the top of the open inbox", toRow);
  console.log("target: a new message reaches an open inbox p95 <= 1,000 ms");
} finally {
  await browser.close();
  await server.stop();
}
