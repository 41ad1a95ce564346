import { simulatorOptionsFromEnv } from "@sim/sim-options";
import { buildSimulator, type Simulator } from "@sim/simulator";
import { parsePlatformsConfig, platformsNeedSimulator } from "../platforms/platforms.config";

/** One simulated event every 30 s by default: enough for the demo inbox to come alive without flooding it. */
const DEMO_TRAFFIC_INTERVAL_MS = 30_000;

/**
 * `npm start` runs the platform simulator in-process whenever a platform still points at it (no real
 * URL configured) and SIM_DISABLED is not set, with scheduled traffic on. Answers the simulator and the
 * line telling the operator how to connect the demo brand's accounts, or null.
 */
export async function startLocalSimulator(
  lunaraUrl: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ simulator: Simulator; hint: string } | null> {
  if (env.SIM_DISABLED === "1" || env.SIM_DISABLED === "true") return null;
  if (!platformsNeedSimulator(parsePlatformsConfig(env))) return null;
  const options = simulatorOptionsFromEnv(env);
  const simulator = await buildSimulator({
    ...options,
    lunaraUrl,
    trafficIntervalMs: env.SIM_TRAFFIC_INTERVAL_MS ? options.trafficIntervalMs : DEMO_TRAFFIC_INTERVAL_MS,
  });
  const hint = `Platform simulator at ${simulator.url}: connect Instagram, TikTok and Shopify from ${lunaraUrl}/dashboard/integrations (click Authorize on the simulator's pages; any shop name works).`;
  return { simulator, hint };
}
