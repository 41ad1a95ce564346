import {
  actionResponseSchema,
  alertListSchema,
  askEventSchema,
  askRequestSchema,
  assistantParamsSchema,
  conversationListSchema,
  conversationSchema,
  idParamsSchema,
  monitorSettingSchema,
  monitorSettingsSchema,
} from "@shared/assistants/assistants.schema";
import {
  messageFilterSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  recordsResponseSchema,
} from "@shared/assistants/message-filter";
import { ndjsonResponse } from "@shared/http/response-shapes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { askAssistant, openConversation } from "./ask-assistant";
import type { AssistantEngine } from "./assistant-engine.types";
import { cancelAction } from "./cancel-action";
import { confirmAction, getAction, undoAction } from "./confirm-action";
import { deleteMyConversation, getMyConversation, listMyConversations } from "./conversations";
import { listAlerts, listUrgentAlerts } from "./list-alerts";
import { listMessageRecords, listOrderRecords } from "./list-records";
import { getMonitorSettings, updateMonitorSetting } from "./monitor-settings";

const ok = z.object({ success: z.literal(true) });

export async function assistantsRoutes(
  app: FastifyInstance,
  { deps, auth, engine }: { deps: AppDeps; auth: Auth; engine: AssistantEngine },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireActor(auth, deps.db);

  // The answer streams as newline-delimited JSON events (askEventSchema); closing the request stops it.
  r.post(
    "/api/assistants/:assistant/ask",
    {
      preHandler,
      schema: {
        params: assistantParamsSchema,
        body: askRequestSchema,
        response: {
          200: ndjsonResponse(
            askEventSchema,
            "The answer as it is written: one event per line (text, tool results, figures, done or error).",
          ),
        },
      },
    },
    async (req, reply) => {
      const actor = withActor(req);
      const conversationId = await openConversation(deps, actor, req.params.assistant, req.body);
      const stop = new AbortController();
      reply.raw.on("close", () => stop.abort());
      reply.hijack();
      reply.raw.writeHead(200, {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      });
      await askAssistant(
        deps,
        engine,
        actor,
        req.params.assistant,
        conversationId,
        req.body.question,
        (event) => {
          if (!reply.raw.writableEnded) reply.raw.write(`${JSON.stringify(event)}\n`);
        },
        stop.signal,
      );
      reply.raw.end();
    },
  );
  r.get(
    "/api/assistants/:assistant/conversations",
    { preHandler, schema: { params: assistantParamsSchema, response: { 200: conversationListSchema } } },
    async (req) => listMyConversations(deps, withActor(req), req.params.assistant),
  );
  r.get(
    "/api/assistants/conversations/:id",
    { preHandler, schema: { params: idParamsSchema, response: { 200: conversationSchema } } },
    async (req) => getMyConversation(deps, withActor(req), req.params.id),
  );
  r.delete(
    "/api/assistants/conversations/:id",
    { preHandler, schema: { params: idParamsSchema, response: { 200: ok } } },
    async (req) => deleteMyConversation(deps, withActor(req), req.params.id),
  );
  r.get(
    "/api/assistants/actions/:id",
    { preHandler, schema: { params: idParamsSchema, response: { 200: actionResponseSchema } } },
    async (req) => ({ action: await getAction(deps, withActor(req), req.params.id) }),
  );
  r.post(
    "/api/assistants/actions/:id/confirm",
    { preHandler, schema: { params: idParamsSchema, response: { 200: actionResponseSchema } } },
    async (req) => ({ action: await confirmAction(deps, withActor(req), req.params.id) }),
  );
  r.post(
    "/api/assistants/actions/:id/cancel",
    { preHandler, schema: { params: idParamsSchema, response: { 200: actionResponseSchema } } },
    async (req) => ({ action: await cancelAction(deps, withActor(req), req.params.id) }),
  );
  r.post(
    "/api/assistants/actions/:id/undo",
    { preHandler, schema: { params: idParamsSchema, response: { 200: actionResponseSchema } } },
    async (req) => ({ action: await undoAction(deps, withActor(req), req.params.id) }),
  );
  r.get(
    "/api/assistants/records/messages",
    { preHandler, schema: { querystring: messageFilterSchema, response: { 200: recordsResponseSchema } } },
    async (req) => listMessageRecords(deps, withActor(req), req.query),
  );
  r.get(
    "/api/assistants/records/orders",
    { preHandler, schema: { querystring: ordersQuerySchema, response: { 200: ordersResponseSchema } } },
    async (req) => listOrderRecords(deps, withActor(req), req.query),
  );
  r.get(
    "/api/assistants/alerts",
    { preHandler, schema: { response: { 200: alertListSchema } } },
    async (req) => listAlerts(deps, withActor(req)),
  );
  r.get(
    "/api/assistants/alerts/urgent",
    { preHandler, schema: { response: { 200: alertListSchema } } },
    async (req) => listUrgentAlerts(deps, withActor(req)),
  );
  r.get(
    "/api/assistants/monitors",
    { preHandler, schema: { response: { 200: monitorSettingsSchema } } },
    async (req) => getMonitorSettings(deps, withActor(req)),
  );
  r.patch(
    "/api/assistants/monitors",
    { preHandler, schema: { body: monitorSettingSchema, response: { 200: monitorSettingsSchema } } },
    async (req) => updateMonitorSetting(deps, withActor(req), req.body),
  );
}
