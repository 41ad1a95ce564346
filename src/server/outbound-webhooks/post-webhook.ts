import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isBlockedAddress } from "../brand/address-guard";
import { guardedLookup } from "../brand/safe-fetch";

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type PostOutcome = { statusCode: number | null; error: string | null };

/**
 * One POST to a team's endpoint, through the scraper's guarded lookup (private addresses refused as
 * the connection is made), no redirects followed, a deadline, and the answer's body discarded.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowPrivate && isIP(host) !== 0 && isBlockedAddress(host))
      return resolve({ statusCode: null, error: "Refused: the endpoint is on a private network" });
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "POST",
        lookup: guardedLookup(options.allowPrivate),
        timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        headers: { "content-type": "application/json", "user-agent": "Lunara-Webhooks/1.0", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ statusCode: response.statusCode ?? null, error: null }));
        response.on("error", () => resolve({ statusCode: response.statusCode ?? null, error: null }));
      },
    );
    request.on("timeout", () =>
      request.destroy(new Error(`No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`)),
    );
    request.on("error", (error) => resolve({ statusCode: null, error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
