import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { WEBHOOK_TEXTS } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { isBlockedAddress } from "../brand/address-guard";
import { DomainError } from "../http/errors";

/**
 * The brand scraper's SSRF guard, applied when an endpoint is saved: every address the host
 * resolves to must be public (each delivery checks again as it connects, against DNS rebinding).
 * Outside development the address must also be https.
 */
export async function assertPublicEndpoint(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError(400, WEBHOOK_TEXTS.badUrl, "INVALID_INPUT", { url: [WEBHOOK_TEXTS.badUrl] });
  }
  const allowedProtocol = url.protocol === "https:" || (allowPrivate && url.protocol === "http:");
  if (!allowedProtocol || url.username || url.password)
    throw new DomainError(400, WEBHOOK_TEXTS.badUrl, "INVALID_INPUT", { url: [WEBHOOK_TEXTS.badUrl] });
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (addresses.length === 0 || addresses.some(isBlockedAddress))
    throw new DomainError(400, WEBHOOK_TEXTS.privateAddress, "PRIVATE_ADDRESS", {
      url: [WEBHOOK_TEXTS.privateAddress],
    });
  return url;
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new DomainError(400, "This address could not be found.", "INVALID_INPUT", {
      url: ["This address could not be found."],
    });
  }
}
