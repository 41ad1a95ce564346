import { isIP } from "node:net";
import { z } from "zod";

/** What Fastify's `trustProxy` gets: nothing, a hop count (as a function), or the proxies' addresses. */
export type TrustProxy = false | string | ((address: string, hop: number) => boolean);

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset or "false" trusts no forwarded header (the default: anyone could otherwise
 * pick their own address and walk around every rate limit). A number trusts that many proxy hops
 * in front of Lunara; a comma-separated list of addresses, CIDR ranges or the names loopback,
 * linklocal and uniquelocal trusts X-Forwarded-For only when the connection comes from one of them.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? "";
    if (value === "" || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address: string, hop: number) => hop < hops;
    }
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "TRUST_PROXY=true would trust anyone's X-Forwarded-For; give your proxies' addresses (e.g. 10.0.0.5 or 10.0.0.0/8) or the number of proxy hops",
      });
      return z.NEVER;
    }
    const entries = value.split(",").map((e) => e.trim());
    const bad = entries.find((e) => !isAddressOrRange(e));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY: "${bad}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      });
      return z.NEVER;
    }
    return entries.join(",");
  });
