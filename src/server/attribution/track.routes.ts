import { TRACK_BODY_LIMIT_BYTES, TRACK_RATE_LIMIT } from "@shared/attribution/attribution.constants";
import { trackEventSchema, trackResponseSchema } from "@shared/attribution/track-event.schema";
import { apiErrorSchema } from "@shared/http/api-error.schema";
import type {
  FastifyContextConfig,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import type { AppDeps } from "../deps";
import { createSharedTokenBucket } from "../rate-limits/shared-token-bucket";
import { queueLateCredits } from "./queue-late-credits";
import { createStoreDirectory } from "./store-directory";
import { type BatcherOptions, createTrackEventBatcher } from "./track-event-batcher";
import { toTrackEventRow } from "./track-event-row";

export type TrackRoutesOptions = {
  deps: AppDeps;
  rateLimit?: { perSecond: number; burst: number };
  batcher?: BatcherOptions;
};

const invalid = (reply: FastifyReply, error: string) =>
  reply.status(400).send({ error, code: "INVALID_EVENT" });

/**
 * POST /api/track: the store pixel's track-attribution call. Other sites call it, so it skips the
 * CSRF guard and answers CORS for connected stores only. Bodies may come as JSON or as text/plain
 * (keepalive and sendBeacon requests avoid a preflight that way); either is capped at
 * TRACK_BODY_LIMIT_BYTES and anything larger or unparseable gets a 400.
 */
export async function trackRoutes(app: FastifyInstance, options: TrackRoutesOptions) {
  const { deps } = options;
  const stores = createStoreDirectory(deps.db, deps.events);
  // Per store across every web process (docs/decisions/023-several-processes.md).
  const limiter = createSharedTokenBucket(deps.db, options.rateLimit ?? TRACK_RATE_LIMIT, {
    prefix: "track:",
    onError: (error) => deps.log(`[attribution] pixel rate limit not synced: ${String(error)}`),
  });
  const batcher = createTrackEventBatcher(deps.db, {
    ...options.batcher,
    // An order stored before the pixel named its checkout is credited now (a job).
    onStored: (rows) => queueLateCredits(deps, rows),
    onError: (error) => deps.log(`[attribution] late order credit not queued: ${String(error)}`),
  });
  app.addHook("onClose", async () => {
    stores.close();
    await batcher.drain();
    await limiter.sync();
  });

  // Scoped to this plugin: the rest of the API keeps Fastify's own text/plain handling.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error("Malformed JSON body"), { statusCode: 400 }), undefined);
    }
  });

  const allowOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !(await stores.isAllowedOrigin(origin))) return false;
    reply.header("access-control-allow-origin", origin).header("vary", "Origin");
    return true;
  };

  const errorHandler = async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    await allowOrigin(request, reply);
    const status = error.statusCode ?? 500;
    if (status === 413) return invalid(reply, `Event larger than ${TRACK_BODY_LIMIT_BYTES} bytes`);
    if (status >= 400 && status < 500) return invalid(reply, error.message || "Malformed event");
    request.log.error({ err: error }, "track event not stored");
    return reply.status(503).send({ error: "Event not stored, please retry", code: "UNAVAILABLE" });
  };

  app.options("/api/track", async (request, reply) => {
    if (await allowOrigin(request, reply)) {
      reply
        .header("access-control-allow-methods", "POST, OPTIONS")
        .header("access-control-allow-headers", "content-type")
        .header("access-control-max-age", "86400");
    }
    return reply.status(204).send();
  });

  app.post(
    "/api/track",
    {
      config: { csrf: false } as FastifyContextConfig,
      bodyLimit: TRACK_BODY_LIMIT_BYTES,
      errorHandler,
      // The body schema describes the event; the handler answers a bad one in its own words (below).
      attachValidation: true,
      schema: {
        body: trackEventSchema,
        response: { 202: trackResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await allowOrigin(request, reply);
      const parsed = trackEventSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return invalid(
          reply,
          issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Malformed event",
        );
      }
      // PostgreSQL text and jsonb refuse NUL characters; refuse the event here rather than its batch.
      if (JSON.stringify(parsed.data).includes("\\u0000"))
        return invalid(reply, "Event contains a NUL character");
      const store = await stores.find(parsed.data.store);
      if (!store) return reply.status(404).send({ error: "Unknown store", code: "UNKNOWN_STORE" });
      if (!limiter.take(store.integrationId)) {
        return reply.status(429).send({ error: "Too many events for this store", code: "RATE_LIMITED" });
      }
      const stored = await batcher.add(toTrackEventRow(parsed.data, store, deps.now()));
      return reply.status(202).send({ success: true, duplicate: !stored });
    },
  );
}
