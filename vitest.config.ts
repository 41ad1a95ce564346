import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@sim": fileURLToPath(new URL("./sim", import.meta.url)),
};

// Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which
// leaves a core idle while PGlite (CPU-bound, in the worker) runs a file. Two workers there took the
// unit and integration run from 252 s to 187 s (docs/decisions/028-test-run-time.md).
const workers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "sim/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          environment: "node",
          maxWorkers: workers,
        },
      },
      {
        // Component tests: a web feature rendered with Testing Library in happy-dom, its API answered
        // per test at the fetch boundary (src/web/test/render.tsx).
        resolve: { alias },
        test: {
          name: "web",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["./src/web/test/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts", "sim/**/*.integration.test.ts"],
          globalSetup: ["./src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          maxWorkers: workers,
          // Each worker imports the server's modules once for all its files rather than once per
          // file: imports were about a quarter of the integration run (decision 028). Every file
          // still gets its own database clone and app.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          globalSetup: ["./e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: a timed assertion that failed under load
          // (sell.spec's delivery log, 27 Nov) although the page did show it. Wait as long as a
          // Playwright locator does; speed is measured by the benches, not here.
          expect: { poll: { timeout: 15_000 } },
          pool: "forks",
          fileParallelism: false,
          // One process for all spec files, one after another: the server's modules are imported
          // once rather than once per spec (each spec still starts its own server and database).
          isolate: false,
        },
      },
    ],
  },
});
