import { createServer, type Server } from "node:net";
import { parsePlatformsConfig } from "@server/platforms/platforms.config";
import { afterEach, describe, expect, it } from "vitest";
import { startLocalSimulator } from "./start-simulator";

const LUNARA = "http://127.0.0.1:9";
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup) await close();
  cleanup = [];
});

/** A port something already listens on. */
async function takenPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

async function freePort(): Promise<number> {
  const port = await takenPort();
  await cleanup.pop()?.();
  return port;
}

describe("the built-in simulator follows SIM_URL", () => {
  it("listens at SIM_URL alone, where the platform clients call it", async () => {
    const simUrl = `http://127.0.0.1:${await freePort()}`;
    const env = { SIM_URL: simUrl };
    const started = await startLocalSimulator(LUNARA, env);
    cleanup.push(async () => started?.simulator.close());
    expect(started?.simulator.url).toBe(simUrl);
    expect(parsePlatformsConfig(env).shopify.shopUrlTemplate.startsWith(simUrl)).toBe(true);
    expect((await fetch(`${simUrl}/_sim/health`)).status).toBe(200);
  });

  it("fails on a taken port with a message that says what to change", async () => {
    const port = await takenPort();
    await expect(startLocalSimulator(LUNARA, { SIM_URL: `http://127.0.0.1:${port}` })).rejects.toThrow(
      `The platform simulator could not start: 127.0.0.1:${port} is already in use. Set SIM_URL to a free address`,
    );
  });

  it("refuses the old SIM_PORT instead of silently using another port than SIM_URL", async () => {
    await expect(startLocalSimulator(LUNARA, { SIM_PORT: "4011" })).rejects.toThrow(
      "SIM_PORT is replaced by SIM_URL",
    );
  });
});
