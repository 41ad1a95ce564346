import { parseEnv } from "./env";
import { readOrCreateSecret } from "./secrets";
import { DEMO_ADMIN, DEMO_MEMBER, generateDemoPassword, seedDemo } from "./seed/seed-demo";
import { seedDemoBrandProfile } from "./seed/seed-demo-brand";
import { seedDemoKnowledge } from "./seed/seed-demo-knowledge";
import { startServer } from "./server";

/** Process entry: configuration -> database -> HTTP, then the demo brand's sign-in. */
async function main() {
  const env = parseEnv();
  const server = await startServer(env);
  const lines = [`Lunara (${server.role}) is running at ${server.url}`];
  if (env.SEED_DEMO) {
    const password = readOrCreateSecret(env.DATA_DIR, "demo-password", generateDemoPassword);
    const demo = await seedDemo(server.database.db, password);
    await seedDemoBrandProfile(server.deps, { ...demo, platforms: server.deps.integrations.config });
    const knowledge = await seedDemoKnowledge(server.deps, {
      ...demo,
      platforms: server.deps.integrations.config,
      dataDir: env.DATA_DIR,
    });
    lines.push(
      "Demo brand team seeded. Sign in as its admin:",
      `Email: ${DEMO_ADMIN.email}`,
      `Password: ${password}`,
      `(The team's member is ${DEMO_MEMBER.email} with the same password.)`,
    );
    if (knowledge === "added") {
      lines.push(
        "Its knowledge: the simulated brand's shipping, returns and FAQ pages, read in the background (Brand Settings, Key Documents and Links).",
      );
    }
  }
  console.log(`\n${lines.join("\n")}\n`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`${signal}: finishing in-flight requests and jobs (at most ${env.SHUTDOWN_TIMEOUT_MS} ms)`);
      // Past the deadline the process exits anyway: a job still running is retried after its expiry.
      setTimeout(() => {
        console.error("Shutdown deadline passed; exiting with work unfinished (it will be retried)");
        process.exit(1);
      }, env.SHUTDOWN_TIMEOUT_MS).unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
