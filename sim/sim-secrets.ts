import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Kept in DATA_DIR; Lunara and `npm run sim` read the same file, so both sides sign and verify alike. */
export const SIM_SECRETS_FILE = "simulator-secrets.json";

const secretsSchema = z.object({
  META_APP_SECRET: z.string().min(16),
  INSTAGRAM_WEBHOOK_VERIFY_TOKEN: z.string().min(16),
  TIKTOK_CLIENT_SECRET: z.string().min(16),
  SHOPIFY_API_SECRET: z.string().min(16),
});
type SimSecrets = z.infer<typeof secretsSchema>;

/** Which secrets belong to a platform that still talks to the simulator (no real URL set). */
const SIMULATED: Array<{ realUrls: string[]; keys: Array<keyof SimSecrets> }> = [
  {
    realUrls: ["META_GRAPH_URL", "META_DIALOG_URL"],
    keys: ["META_APP_SECRET", "INSTAGRAM_WEBHOOK_VERIFY_TOKEN"],
  },
  { realUrls: ["TIKTOK_AUTH_URL", "TIKTOK_API_URL"], keys: ["TIKTOK_CLIENT_SECRET"] },
  { realUrls: ["SHOPIFY_SHOP_URL_TEMPLATE"], keys: ["SHOPIFY_API_SECRET"] },
];

function readOrCreate(dataDir: string): SimSecrets {
  const file = path.join(dataDir, SIM_SECRETS_FILE);
  if (existsSync(file)) {
    const stored = secretsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (stored.success) return stored.data;
  }
  const fresh = () => randomBytes(24).toString("base64url");
  const secrets: SimSecrets = {
    META_APP_SECRET: fresh(),
    INSTAGRAM_WEBHOOK_VERIFY_TOKEN: fresh(),
    TIKTOK_CLIENT_SECRET: fresh(),
    SHOPIFY_API_SECRET: fresh(),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * The environment with this installation's simulator secrets filled in: every secret of a platform
 * that uses the simulator and is not set explicitly comes from DATA_DIR/simulator-secrets.json,
 * generated on first use. A demo reachable from a network thus verifies webhooks with secrets
 * nobody else knows, instead of the simulator's well-known development values.
 */
export function withSimulatorSecrets(
  env: Record<string, string | undefined>,
  dataDir: string,
): Record<string, string | undefined> {
  const needed = SIMULATED.filter((p) => !p.realUrls.some((key) => env[key])).flatMap((p) => p.keys);
  if (needed.every((key) => env[key])) return env;
  const secrets = readOrCreate(dataDir);
  const filled = { ...env };
  for (const key of needed) filled[key] ||= secrets[key];
  return filled;
}
