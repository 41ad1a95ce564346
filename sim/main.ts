import { simulatorOptionsFromEnv } from "./sim-options";
import { buildSimulator } from "./simulator";

const options = simulatorOptionsFromEnv();
const simulator = await buildSimulator({ ...options, logger: options.logger });
console.log(
  `Platform simulator listening on ${simulator.url} (webhooks to ${simulator.context.settings.lunaraUrl ?? "nowhere"})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    simulator.close().finally(() => process.exit(0));
  });
}
