import { simulatorOptionsFromEnv } from "./sim-options";
import { withSimulatorSecrets } from "./sim-secrets";
import { buildSimulator } from "./simulator";

// The same DATA_DIR as Lunara's: both read this installation's generated secrets from it.
const options = simulatorOptionsFromEnv(withSimulatorSecrets(process.env, process.env.DATA_DIR || "data"));
const simulator = await buildSimulator({ ...options, logger: options.logger });
console.log(
  `Platform simulator listening on ${simulator.url} (webhooks to ${simulator.context.settings.lunaraUrl ?? "nowhere"})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    simulator.close().finally(() => process.exit(0));
  });
}
