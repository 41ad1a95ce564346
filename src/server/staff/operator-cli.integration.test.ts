import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization } from "../db/auth.schema";
import { parseEnv } from "../env";
import { type Server, startServer } from "../server";
import { channelFile, readChannel } from "./local-admin-channel";
import { runOperatorCli } from "./run-operator-cli";
import { findStaffByEmail } from "./staff.repository";

const run = promisify(execFile);
let dataDir: string;
let server: Server;
// As `npm start` runs: the embedded database in DATA_DIR, whatever database the suite uses.
const env = () => parseEnv({ DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });

/** The npm script as an operator types it, in its own process, while the server holds the database. */
async function cli(script: string, args: string[]) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...rest, DATA_DIR: dataDir },
    cwd: process.cwd(),
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lunara-operator-"));
  server = await startServer(env(), { log: () => {} });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("operator commands next to a running server on the embedded database", () => {
  it("npm run staff:create creates the staff account through the running server", async () => {
    const result = await cli("src/server/staff/staff-create.cli.ts", [
      "--email",
      "Night.Ops@lunara.test",
      "--password",
      "Night-Ops-Rota-42-glow",
    ]);
    expect(result.stderr).not.toMatch(/in use/);
    expect(result.stdout).toContain("Staff account ready: night.ops@lunara.test");
    expect(await findStaffByEmail(server.database.db, "night.ops@lunara.test")).toBeTruthy();
  }, 60_000);

  it("npm run provision creates the team and prints the invitation link", async () => {
    const result = await cli("src/server/staff/provision.cli.ts", [
      "--team",
      "Moonlit Skincare",
      "--email",
      "owner@moonlit.test",
    ]);
    expect(result.stdout).toMatch(/Team .+ created\. Invitation link for owner@moonlit\.test:\nhttp/);
    const teams = await server.database.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.name, "Moonlit Skincare"));
    expect(teams).toHaveLength(1);
  }, 60_000);

  it("answers bad input with the field and its message, and writes nothing", async () => {
    const result = await runOperatorCli("staff-create", { email: "not-an-email", password: "short" }, env());
    expect(result).toEqual({
      ok: false,
      error: "email: Enter a valid email address\npassword: Staff passwords must be at least 12 characters",
    });
  });

  it("keeps the channel to the token's holder: owner-only file, 401 without the token", async () => {
    expect(statSync(channelFile(dataDir)).mode & 0o077).toBe(0);
    const channel = readChannel(dataDir)!;
    const forged = await fetch(`${channel.url}/staff-create`, {
      method: "POST",
      headers: { authorization: "Bearer not-the-token", "content-type": "application/json" },
      body: JSON.stringify({ email: "intruder@evil.test", password: "a-long-enough-password" }),
    });
    expect(forged.status).toBe(401);
    expect(await findStaffByEmail(server.database.db, "intruder@evil.test")).toBeFalsy();
  });
});
