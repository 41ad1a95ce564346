import { BlockList, isIP } from "node:net";
import { z } from "zod";
import { processEnv } from "../env";
import { parsePlatformsConfig, platformsNeedSimulator } from "../platforms/platforms.config";

/**
 * Addresses a server-side fetch must never reach outside development: private networks, loopback,
 * link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, multicast, reserved and
 * documentation ranges, and the IPv6 forms that embed or translate to them.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_V4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** True for an address a fetch must refuse; anything that is not an IP address is refused too. */
export function isBlockedAddress(raw: string): boolean {
  const address = raw.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const dotted = MAPPED_V4.exec(address);
  if (dotted?.[1]) return isBlockedAddress(dotted[1]);
  const hex = MAPPED_V4_HEX.exec(address);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return isBlockedAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return blocked.check(address, "ipv6");
}

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");
const fetchEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  ALLOW_PRIVATE_FETCH: flag,
});

/** Private addresses are reachable only in development and tests, or when explicitly allowed. */
export function privateFetchAllowed(env: Record<string, string | undefined> = processEnv()): boolean {
  const parsed = fetchEnvSchema.parse(env);
  return parsed.ALLOW_PRIVATE_FETCH || parsed.NODE_ENV === "development" || parsed.NODE_ENV === "test";
}

/** What a page fetch (reference links, website analysis) may reach beyond the public internet. */
export type PrivateFetchAccess = { allowPrivate: boolean; privateOrigins: readonly string[] };

/**
 * Every private address when privateFetchAllowed says so; otherwise only the platform simulator's
 * origin (SIM_URL), and only while a platform points at it: the simulator serves the demo brand's
 * website, and no other local service (another port, another host) becomes reachable with it.
 */
export function pageFetchAccess(env: Record<string, string | undefined> = processEnv()): PrivateFetchAccess {
  const platforms = parsePlatformsConfig(env);
  return {
    allowPrivate: privateFetchAllowed(env),
    privateOrigins: platformsNeedSimulator(platforms) ? [new URL(platforms.simUrl).origin] : [],
  };
}
