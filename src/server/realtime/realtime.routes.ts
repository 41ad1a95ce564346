import { streamResponse } from "@shared/http/response-shapes";
import {
  type SignedOutReason,
  STREAM_READY_EVENT,
  STREAM_SIGNED_OUT_EVENT,
} from "@shared/realtime/domain-events";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import { isSessionActive } from "../auth/sessions.repository";
import type { Db } from "../db/client";
import type { Actor } from "../deps";
import { MEMBER_REMOVED_EVENT } from "../teams/remove-team-member";
import { findMembership } from "../teams/teams.repository";
import type { EventBus } from "./event-bus";
import { createStreamRegistry, type StreamRegistry } from "./stream-registry";

/** Keeps proxies from closing an idle stream, and lets the browser notice a dead one. */
export const HEARTBEAT_MS = 15_000;

/**
 * GET /api/realtime/stream: server-sent events of the caller's team only. EventSource
 * reconnects by itself after a drop; the client refetches on `ready`. The stream ends as soon as
 * its person leaves the team (the removal event) and, on every heartbeat, once their session or
 * membership is gone by any other way; the browser's reconnect then meets a 401.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  options: {
    auth: Auth;
    db: Db;
    bus: EventBus;
    now?: () => Date;
    heartbeatMs?: number;
    /** Called when the stream opens and on every heartbeat: an open stream is presence. */
    onSeen?: (actor: Actor) => Promise<void>;
    streams?: StreamRegistry;
  },
) {
  const streams = options.streams ?? createStreamRegistry();
  // Before the server stops accepting: open streams would otherwise hold the shutdown.
  app.addHook("preClose", async () => {
    streams.closeAll();
  });
  const now = options.now ?? (() => new Date());
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  app.get(
    "/api/realtime/stream",
    {
      preHandler: requireActor(options.auth, options.db),
      schema: {
        response: {
          200: streamResponse(
            "text/event-stream",
            "Server-sent events of the caller's team: `ready` first, then domain events named as in " +
              "src/shared/realtime/domain-events.ts, a comment line as heartbeat, `signed-out` with " +
              "`{ reason }` (`removed` or `session_ended`) when the person leaves; `retry:` hints the " +
              "reconnect delay when the server stops.",
          ),
        },
      },
    },
    async (request, reply) => {
      const { teamId, userId } = withActor(request);
      const sessionId = request.signedInUser!.sessionId;
      // An open stream is presence (routing: active = seen in the last 15 minutes).
      const seen = () => void options.onSeen?.(withActor(request)).catch(() => {});
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
      // The reason lets the browser say why it left the team's pages (removed, or signed out).
      const end = (reason: SignedOutReason) => {
        send(`event: ${STREAM_SIGNED_OUT_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
        if (!out.writableEnded) out.end();
      };
      send(`retry: 2000\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);
      const unsubscribe = options.bus.subscribe((event) => {
        if (event.teamId !== teamId) return;
        if (event.type === MEMBER_REMOVED_EVENT && event.data.userId === userId) return end("removed");
        send(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
      // Events were possibly missed while the bus reconnected: the browser refetches, as on connect.
      const unsubscribeResync = options.bus.onResync(() =>
        send(`event: ${STREAM_READY_EVENT}\ndata: {}\n\n`),
      );
      /** Null while the person may still follow the team, else why not. */
      const endedBecause = async (): Promise<SignedOutReason | null> => {
        const [membership, active] = await Promise.all([
          findMembership(options.db, userId),
          isSessionActive(options.db, sessionId, now()),
        ]);
        if (membership?.teamId !== teamId) return "removed";
        return active ? null : "session_ended";
      };
      seen();
      const heartbeat = setInterval(() => {
        send(": keep-alive\n\n");
        endedBecause().then(
          (reason) => {
            if (reason) end(reason);
            else seen();
          },
          () => {},
        );
      }, heartbeatMs);
      // The response's close is the connection's end; the request's fires once its body is read,
      // which for a GET can be long before the browser goes away.
      const forget = streams.add({
        end: (chunk) => {
          send(chunk);
          if (!out.writableEnded) out.end();
        },
      });
      out.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeResync();
        forget();
      });
    },
  );
}
