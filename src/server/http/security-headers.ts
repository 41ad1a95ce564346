import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy the web app lives
 * within (its own scripts only; product and avatar pictures from the stores' and platforms' https
 * CDNs, or from the simulator in development), no framing by anyone, no MIME sniffing, and a strict
 * referrer policy. `imageOrigins` adds origins pictures may come from over plain http.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imageOrigins?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // React 19 hoists the landing page's static <style> element; no script can come this way.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:", ...(options.imageOrigins ?? [])],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    frameguard: { action: "deny" },
    noSniff: true,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Stores' pages call the pixel endpoint and follow tracking links across origins.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    // HTTPS is the proxy's to enforce; a local demo on http must not be pinned to https.
    strictTransportSecurity: false,
  });
}
