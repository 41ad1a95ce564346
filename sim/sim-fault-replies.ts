import type { FastifyReply, FastifyRequest } from "fastify";
import type { SimContext } from "./sim-context";
import type { Fault, SimPlatform } from "./sim-faults";

/** Each platform fails in its own documented shape; see platforms-reference §1.5, §2.3, §3.2. */
const BODIES: Record<
  SimPlatform,
  Record<Exclude<Fault["kind"], "latency" | "webhook_lost">, { status: number; body: unknown }>
> = {
  instagram: {
    "5xx": {
      status: 503,
      body: {
        error: {
          message: "Service temporarily unavailable",
          type: "OAuthException",
          code: 2,
          is_transient: true,
          fbtrace_id: "SIMfault",
        },
      },
    },
    timeout: {
      status: 504,
      body: { error: { message: "Gateway timeout", type: "OAuthException", code: 2 } },
    },
    "429": {
      status: 429,
      body: {
        error: {
          message: "(#4) Application request limit reached",
          type: "OAuthException",
          code: 4,
          fbtrace_id: "SIMfault",
        },
      },
    },
    expired_token: {
      status: 400,
      body: {
        error: {
          message: "Error validating access token: Session has expired.",
          type: "OAuthException",
          code: 190,
          error_subcode: 463,
          fbtrace_id: "SIMfault",
        },
      },
    },
    revoked: {
      status: 400,
      body: {
        error: {
          message: "Error validating access token: The user has not authorized application.",
          type: "OAuthException",
          code: 190,
          error_subcode: 458,
          fbtrace_id: "SIMfault",
        },
      },
    },
  },
  tiktok: {
    "5xx": {
      status: 500,
      body: {
        code: 50002,
        message: "Internal service error. Please try again later.",
        request_id: "SIMfault",
        data: {},
      },
    },
    timeout: {
      status: 504,
      body: { code: 50002, message: "Gateway timeout", request_id: "SIMfault", data: {} },
    },
    "429": {
      status: 429,
      body: {
        code: 40100,
        message: "Too many requests. Please retry later.",
        request_id: "SIMfault",
        data: {},
      },
    },
    expired_token: {
      status: 200,
      body: { code: 40102, message: "Access token has expired.", request_id: "SIMfault", data: {} },
    },
    revoked: {
      status: 200,
      body: {
        code: 40001,
        message: "The authorization has been revoked by the user.",
        request_id: "SIMfault",
        data: {},
      },
    },
  },
  shopify: {
    "5xx": { status: 502, body: { errors: "Bad Gateway" } },
    timeout: { status: 504, body: { errors: "Gateway Timeout" } },
    "429": { status: 429, body: { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] } },
    expired_token: { status: 401, body: { errors: "[API] This access token has expired." } },
    revoked: {
      status: 401,
      body: { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" },
    },
  },
};

/** Fastify onRequest hook for a platform's API routes: answers with the next injected fault, if any. */
export function faultHook(ctx: SimContext, platform: SimPlatform) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = ctx.faults.take(platform, request.url);
    if (!fault || fault.kind === "webhook_lost") return;
    if (fault.kind === "latency") {
      ctx.faults.held += 1;
      await hold(request, fault.delayMs).finally(() => {
        ctx.faults.held -= 1;
      });
      return;
    }
    if (fault.kind === "timeout") await hold(request, ctx.options.timeoutHoldMs);
    if (fault.kind === "429") reply.header("retry-after", String(fault.retryAfterSeconds));
    const { status, body } = BODIES[platform][fault.kind];
    return reply.code(status).send(body);
  };
}

/** Keeps the request open until the client gives up (its timeout) or the hold ends. */
function hold(request: FastifyRequest, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.raw.socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
