import { authSessionSchema, signedInSchema, signInSchema } from "@shared/auth/auth.schema";
import { errorResponses } from "@shared/http/response-shapes";
import { successSchema } from "@shared/http/success.schema";
import { confirmInviteResponseSchema, confirmInviteSchema } from "@shared/invitations/invitation.schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import { createFailureThrottle, describeWait } from "./failure-throttle";

export type AuthRouteOptions = {
  auth: Auth;
  db: Db;
  baseURL: string;
  signInLimit: { max: number; timeWindow: number };
  now?: () => Date;
};

const SIGN_IN_PATH = "/api/auth/sign-in/email";

export const tooManySignIns = (wait: string) =>
  `Too many sign-in attempts. Please wait ${wait} and try again.`;

/**
 * The better-auth endpoints reachable over HTTP, each a route of its own so the API document
 * describes it; every other better-auth endpoint stays server-side (an unknown /api/auth path is a
 * 404 like any unknown API path). Invitation confirm is reached through /api/invitations/confirm.
 */
const AUTH_ENDPOINTS = [
  {
    method: "POST",
    url: SIGN_IN_PATH,
    schema: { body: signInSchema, response: { 200: signedInSchema, ...errorResponses(400, 401, 403, 429) } },
  },
  { method: "POST", url: "/api/auth/sign-out", schema: { response: { 200: successSchema } } },
  { method: "GET", url: "/api/auth/get-session", schema: { response: { 200: authSessionSchema } } },
  {
    method: "POST",
    url: "/api/auth/invitation/confirm",
    schema: {
      body: confirmInviteSchema,
      response: { 200: confirmInviteResponseSchema, ...errorResponses(400) },
    },
  },
] as const;

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const forward = async (request: FastifyRequest) => toWebRequest(request, options.baseURL);
  const accounts = createFailureThrottle(options.db, options.now ?? (() => new Date()));
  const signInRateLimit = {
    max: options.signInLimit.max,
    timeWindow: options.signInLimit.timeWindow,
    hook: "preHandler" as const,
    // Per address (request.ip honours X-Forwarded-For only from TRUST_PROXY's proxies); the
    // per-account limit is the failure throttle below.
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
      statusCode: 429,
      error: tooManySignIns(context.after),
      code: "RATE_LIMITED",
      message: tooManySignIns(context.after),
    }),
  };

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: endpoint.url,
      schema: endpoint.schema,
      config: endpoint.url === SIGN_IN_PATH ? { rateLimit: signInRateLimit } : {},
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const path = endpoint.url;
        const account = path === SIGN_IN_PATH ? accountKey(request.body) : null;
        const wait = account ? await accounts.waitMs(account) : 0;
        if (wait > 0) {
          const message = tooManySignIns(describeWait(wait));
          reply.header("retry-after", String(Math.ceil(wait / 1000)));
          return reply.status(429).send({ error: message, message, code: "RATE_LIMITED" });
        }
        const response = await options.auth.handler(await forward(request));
        if (account && response.status === 401) await accounts.recordFailure(account);
        if (account && response.ok) await accounts.reset(account);
        reply.status(response.status);
        for (const [key, value] of response.headers) {
          if (key.toLowerCase() !== "set-cookie") reply.header(key, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        const body = await response.text();
        if (body.length === 0) return reply.send(null);
        if (response.status === 403 && body.includes('"INVALID_ORIGIN"')) {
          return reply.send({ error: wrongAddressMessage(options.baseURL), code: "INVALID_ORIGIN" });
        }
        // better-auth's answer is sent as the text it wrote (the schemas above describe it).
        return reply.send(path === SIGN_IN_PATH ? withoutSessionToken(body) : body);
      },
    });
  }
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
  // better-auth records the session's address from this header: give it the one Fastify trusts.
  headers.set("x-forwarded-for", request.ip);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body === undefined ? "{}" : JSON.stringify(request.body) } : {}),
  });
}

function accountKey(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : null;
}

/** Said instead of better-auth's bare "Invalid origin": the person opened Lunara at an address it does not serve. */
export function wrongAddressMessage(baseURL: string): string {
  return `Lunara is set up to be used at ${baseURL}. Open that address to sign in.`;
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
