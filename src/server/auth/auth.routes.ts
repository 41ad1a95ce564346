import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth } from "./auth";

/** Only these better-auth endpoints are reachable over HTTP; the rest stay server-side. */
const EXPOSED = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/sign-out",
  "/api/auth/get-session",
  "/api/auth/invitation/confirm",
]);

export type AuthRouteOptions = {
  auth: Auth;
  baseURL: string;
  signInLimit: { max: number; timeWindow: number };
};

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const forward = async (request: FastifyRequest) => toWebRequest(request, options.baseURL);

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    config: {
      rateLimit: {
        max: options.signInLimit.max,
        timeWindow: options.signInLimit.timeWindow,
        hook: "preHandler",
        // Count attempts per address and account, so one person's typos do not lock out a team.
        keyGenerator: (request: FastifyRequest) =>
          `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase()}`,
        allowList: (request: FastifyRequest) => !request.url.startsWith("/api/auth/sign-in/"),
        errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
          statusCode: 429,
          error: `Too many sign-in attempts. Please wait ${context.after} and try again.`,
          code: "RATE_LIMITED",
          message: `Too many sign-in attempts. Please wait ${context.after} and try again.`,
        }),
      },
    },
    handler: async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (!EXPOSED.has(path)) return reply.status(404).send({ error: "Not found", code: "NOT_FOUND" });
      const response = await options.auth.handler(await forward(request));
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== "set-cookie") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const body = await response.text();
      if (body.length === 0) return reply.send(null);
      return reply.send(path.startsWith("/api/auth/sign-in/") ? withoutSessionToken(body) : body);
    },
  });
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return headers;
}

function toWebRequest(request: FastifyRequest, baseURL: string): Request {
  const url = new URL(request.url, baseURL);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const headers = requestHeaders(request);
  headers.delete("content-length");
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body === undefined ? "{}" : JSON.stringify(request.body) } : {}),
  });
}

/** The session token lives only in the httpOnly cookie; scripts on the page never see it. */
function withoutSessionToken(body: string): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    delete parsed.token;
    return JSON.stringify(parsed);
  } catch {
    return body;
  }
}
