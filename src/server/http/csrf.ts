import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import type { FastifyInstance } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing API calls must carry a custom header (which a cross-site form or image cannot
 * send without a CORS preflight we never grant) and, when the browser names one, a same-site
 * Origin. Routes that other parties call (webhooks, the pixel) opt out with `config.csrf: false`.
 */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const config = request.routeOptions.config as { csrf?: boolean } | undefined;
    if (config?.csrf === false) return;
    // An API key call carries no cookie a cross-site page could ride on, and no page can set this header.
    if (!request.headers.cookie && /^Bearer\s/i.test(request.headers.authorization ?? "")) return;
    const origin = request.headers.origin;
    const sameHost = origin ? safeHost(origin) === request.headers.host : true;
    if (origin && !sameHost && !allowedOrigins.includes(origin)) {
      return reply.status(403).send({ error: "Cross-site request refused", code: "CSRF" });
    }
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      return reply.status(403).send({ error: "Missing CSRF header", code: "CSRF" });
    }
  });
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
