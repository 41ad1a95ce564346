import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isBlockedAddress } from "./address-guard";

export type FetchPolicy = {
  allowPrivate: boolean;
  /** Origins (scheme, host and port) reachable even on a private address: see pageFetchAccess. */
  privateOrigins: readonly string[];
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export const DEFAULT_FETCH_POLICY: Omit<FetchPolicy, "allowPrivate" | "privateOrigins"> = {
  timeoutMs: 10_000,
  maxBytes: 3 * 1024 * 1024,
  maxRedirects: 5,
};

/** A fetch that failed for a reason the user can act on; the message is shown with the link. */
export class PageFetchError extends Error {
  constructor(
    message: string,
    readonly reason:
      | "blocked"
      | "unreachable"
      | "timeout"
      | "too_large"
      | "redirects"
      | "status"
      | "not_html"
      | "bad_url",
  ) {
    super(message);
    this.name = "PageFetchError";
  }
}

const READABLE_TYPES = ["text/html", "application/xhtml+xml", "text/plain"];
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "");
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type FetchedPage = { url: string; contentType: string; body: string };

const blockedError = () =>
  new PageFetchError("This address points to a private or local network and cannot be fetched", "blocked");

/** Resolves every address of the host and refuses the connection if any is private (no rebinding window). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (!allowPrivate && addresses.some((a) => isBlockedAddress(a.address))) {
        return callback(blockedError(), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Whether this URL may reach a private address: the policy allows them all, or names its origin. */
const reachesPrivate = (url: URL, policy: FetchPolicy) =>
  policy.allowPrivate || policy.privateOrigins.includes(url.origin);

function parseTarget(raw: string, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError("The URL is not valid", "bad_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new PageFetchError("Only http and https links can be fetched", "bad_url");
  }
  // Literal IPs skip the lookup hook, so they are checked here; names are checked as they resolve.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!reachesPrivate(url, policy) && isIP(host) !== 0 && isBlockedAddress(host)) throw blockedError();
  return url;
}

function charsetOf(contentType: string): string {
  const match = /charset=["']?([\w-]+)/i.exec(contentType);
  const charset = match?.[1]?.toLowerCase() ?? "utf-8";
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return "utf-8";
  }
}

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; contentType: string; body?: Buffer }>(
    (resolve, reject) => {
      const client = url.protocol === "https:" ? https : http;
      const request = client.get(
        url,
        {
          lookup: guardedLookup(reachesPrivate(url, policy)),
          signal,
          headers: {
            "user-agent": "LunaraBot/1.0 (+brand knowledge import)",
            accept: "text/html,application/xhtml+xml,text/plain;q=0.8",
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const contentType = String(response.headers["content-type"] ?? "");
          if (REDIRECTS.has(status) && response.headers.location) {
            response.resume();
            return resolve({ status, location: response.headers.location, contentType });
          }
          if (status < 200 || status >= 300) {
            response.resume();
            return resolve({ status, contentType });
          }
          const mime = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
          if (!READABLE_TYPES.includes(mime)) {
            response.destroy();
            return reject(
              new PageFetchError(
                `The link is not a web page (content type ${mime || "unknown"})`,
                "not_html",
              ),
            );
          }
          const declared = Number(response.headers["content-length"] ?? 0);
          const tooLarge = () =>
            new PageFetchError(`The page is larger than ${megabytes(policy.maxBytes)} MB`, "too_large");
          if (declared > policy.maxBytes) {
            response.destroy();
            return reject(tooLarge());
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > policy.maxBytes) {
              response.destroy();
              reject(tooLarge());
              return;
            }
            chunks.push(chunk);
          });
          response.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
    },
  );
}

/**
 * Fetches a page for its readable text: http(s) only, every resolved address checked, a deadline
 * over the whole fetch, a size cap, a redirect limit (each hop checked again) and text content only.
 */
export async function fetchPage(rawUrl: string, policy: FetchPolicy): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  let url = parseTarget(rawUrl, policy);
  try {
    for (let hop = 0; ; hop++) {
      const result = await requestOnce(url, policy, controller.signal);
      if (result.location) {
        if (hop >= policy.maxRedirects)
          throw new PageFetchError("The link redirects too many times", "redirects");
        url = parseTarget(new URL(result.location, url).toString(), policy);
        continue;
      }
      if (!result.body) throw new PageFetchError(`The page answered with HTTP ${result.status}`, "status");
      const body = new TextDecoder(charsetOf(result.contentType)).decode(result.body);
      return { url: url.toString(), contentType: result.contentType, body };
    }
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    if (controller.signal.aborted) {
      throw new PageFetchError(
        `The page did not answer within ${policy.timeoutMs / 1000} seconds`,
        "timeout",
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    throw new PageFetchError(
      code === "ENOTFOUND" || code === "EAI_AGAIN"
        ? "The website's address could not be found"
        : "The website could not be reached",
      "unreachable",
    );
  } finally {
    clearTimeout(timer);
  }
}
