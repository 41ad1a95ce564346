import { parsePlatformsConfig, platformsNeedSimulator } from "@server/platforms/platforms.config";
import { simulatorOptionsFromEnv } from "@sim/sim-options";
import { withSimulatorSecrets } from "@sim/sim-secrets";
import { buildSimulator, type Simulator } from "@sim/simulator";

/** One simulated event every 30 s by default: enough for the demo inbox to come alive without flooding it. */
const DEMO_TRAFFIC_INTERVAL_MS = 30_000;

/**
 * `npm start` runs the platform simulator in-process whenever a platform still points at it (no real
 * URL configured) and SIM_DISABLED is not set, with scheduled traffic on. It listens where SIM_URL
 * says, the same address the platform clients call. Answers the simulator and the
 * line telling the operator how to connect the demo brand's accounts, or null.
 */
export async function startLocalSimulator(
  lunaraUrl: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ simulator: Simulator; hint: string } | null> {
  if (env.SIM_DISABLED === "1" || env.SIM_DISABLED === "true") return null;
  const withSecrets = withSimulatorSecrets(env, env.DATA_DIR || "data");
  if (!platformsNeedSimulator(parsePlatformsConfig(withSecrets))) return null;
  const options = simulatorOptionsFromEnv(withSecrets);
  const simulator = await buildSimulator({
    ...options,
    lunaraUrl,
    trafficIntervalMs: env.SIM_TRAFFIC_INTERVAL_MS ? options.trafficIntervalMs : DEMO_TRAFFIC_INTERVAL_MS,
  }).catch((error: unknown) => {
    throw new Error(simulatorStartFailure(error, `${options.host}:${options.port}`));
  });
  const hint = `Platform simulator at ${simulator.url}: connect Instagram, TikTok and Shopify from ${lunaraUrl}/dashboard/integrations (click Authorize on the simulator's pages; any shop name works).`;
  return { simulator, hint };
}

function simulatorStartFailure(error: unknown, address: string): string {
  const code = (error as { code?: string } | null)?.code;
  const reason =
    code === "EADDRINUSE"
      ? `${address} is already in use`
      : code === "EADDRNOTAVAIL" || code === "ENOTFOUND"
        ? `${address} is not an address of this machine`
        : error instanceof Error
          ? error.message
          : String(error);
  return `The platform simulator could not start: ${reason}. Set SIM_URL to a free address (for example SIM_URL=http://127.0.0.1:4011), or SIM_DISABLED=true to run without it.`;
}
