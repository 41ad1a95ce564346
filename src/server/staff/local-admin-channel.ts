import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import type { InviteDeps } from "../deps";
import { OPERATOR_COMMANDS, type OperatorCommand, runOperatorCommand } from "./operator-commands";

/** The file a running server leaves in DATA_DIR: where its channel listens and the token it wants. */
export const CHANNEL_FILE = "admin-channel.json";
const MAX_BODY_BYTES = 64 * 1024;

export type ChannelInfo = { url: string; token: string; pid: number };

export const channelFile = (dataDir: string) => path.join(dataDir, CHANNEL_FILE);

/**
 * The operator commands of a server that holds the embedded database: a separate listener on
 * 127.0.0.1 (never the public port), answering only requests that carry the token written, readable
 * by the owner alone, into DATA_DIR. Whoever can read the data folder could open the database
 * itself; nobody else can use the channel.
 */
export async function openLocalAdminChannel(deps: InviteDeps, dataDir: string) {
  const token = randomBytes(32).toString("hex");
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    try {
      if (!authorised(request.headers.authorization, token)) return answer(401, { error: "Unauthorised" });
      const name = (request.url ?? "").replace(/^\//, "");
      if (request.method !== "POST" || !(name in OPERATOR_COMMANDS))
        return answer(404, { error: "Unknown command" });
      const input = await readJson(request);
      if (input === undefined) return answer(400, { error: "The body must be JSON of at most 64 KB" });
      const result = await runOperatorCommand(deps, name as OperatorCommand, input);
      return result.ok ? answer(200, result) : answer(400, result);
    } catch (error) {
      deps.log(`[admin channel] ${error instanceof Error ? error.message : String(error)}`);
      return answer(500, { ok: false, error: error instanceof Error ? error.message : "The command failed" });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const file = channelFile(dataDir);
  const info: ChannelInfo = { url: `http://127.0.0.1:${port}`, token, pid: process.pid };
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Only our own file: a newer server may have replaced it.
      if (readChannel(dataDir)?.token === token) rmSync(file, { force: true });
    },
  };
}

/** The running server's channel, or null when none is recorded or its process is gone. */
export function readChannel(dataDir: string): ChannelInfo | null {
  let info: ChannelInfo;
  try {
    info = JSON.parse(readFileSync(channelFile(dataDir), "utf8")) as ChannelInfo;
  } catch {
    return null;
  }
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code === "ESRCH") return null;
  }
  return info;
}

function authorised(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, "") ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}
