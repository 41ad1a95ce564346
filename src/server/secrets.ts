import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads a secret kept in the data folder, creating it on first start (mode 0600), so a fresh
 * `npm start` needs no configuration and sessions survive restarts.
 */
export function readOrCreateSecret(
  dataDir: string,
  name: string,
  create = () => randomBytes(32).toString("base64url"),
) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const value = create();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
