import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth";
import { requireActor } from "../auth/session";
import type { Db } from "../db/client";
import type { EventBus } from "./event-bus";

/** Keeps proxies from closing an idle stream, and lets the browser notice a dead one. */
export const HEARTBEAT_MS = 15_000;

/**
 * GET /api/realtime/stream: server-sent events of the caller's team only. EventSource
 * reconnects by itself after a drop; the client refetches on `ready`.
 */
export async function realtimeRoutes(app: FastifyInstance, options: { auth: Auth; db: Db; bus: EventBus }) {
  app.get(
    "/api/realtime/stream",
    { preHandler: requireActor(options.auth, options.db) },
    async (request, reply) => {
      const teamId = request.actor!.teamId;
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      const send = (chunk: string) => {
        if (!out.destroyed && !out.writableEnded) out.write(chunk);
      };
      send(`retry: 2000\nevent: ready\ndata: {}\n\n`);
      const unsubscribe = options.bus.subscribe((event) => {
        if (event.teamId !== teamId) return;
        send(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      // The response's close is the connection's end; the request's fires once its body is read,
      // which for a GET can be long before the browser goes away.
      out.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}
