import { successSchema } from "@shared/http/success.schema";
import { PRODUCTS_LIMIT } from "@shared/inbox/inbox.constants";
import {
  generateSuggestionsResponseSchema,
  generateSuggestionsSchema,
  inboxListResponseSchema,
  inboxSearchQuerySchema,
  inboxSearchResponseSchema,
  markSuggestionUsedSchema,
  messageIdParamsSchema,
  overrideAutomationResponseSchema,
  overrideAutomationSchema,
  pickerProductsResponseSchema,
  sendPlatformResponseResultSchema,
  sendPlatformResponseSchema,
  threadIdParamsSchema,
  threadResponseSchema,
} from "@shared/inbox/inbox.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { perKeyQueue } from "../http/per-key-queue";
import { generateResponseSuggestions } from "./generate-response-suggestions";
import { getThread } from "./get-thread";
import { listInbox } from "./list-inbox";
import { markMessageAsRead, markThreadAsRead } from "./mark-read";
import { markSuggestionAsUsed } from "./mark-suggestion-used";
import { overrideAutomation } from "./override-automation";
import { listPickerProducts } from "./picker-products.repository";
import { searchInbox } from "./search-inbox";
import { sendInboxResponse } from "./send-inbox-response";

/** The inbox API: every route is the signed-in person's team only. */
/** Suggestion drafts of one team this process works on at once; the team's others wait. */
const SUGGESTIONS_AT_ONCE_PER_TEAM = 4;

export async function inboxRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);
  // Drafting suggestions is the heaviest request a member makes: a team's burst waits its turn
  // instead of stalling every team's requests (a probe's 200 at once held another team's
  // /api/me for 6 s).
  const suggestionsOfTeam = perKeyQueue(SUGGESTIONS_AT_ONCE_PER_TEAM);

  r.get(
    "/api/inbox/messages",
    { preHandler: actor, schema: { response: { 200: inboxListResponseSchema } } },
    async (request) => listInbox(deps, withActor(request)),
  );

  r.get(
    "/api/inbox/search",
    {
      preHandler: actor,
      schema: { response: { 200: inboxSearchResponseSchema }, querystring: inboxSearchQuerySchema },
    },
    async (request) => searchInbox(deps, withActor(request), request.query.q),
  );

  r.get(
    "/api/inbox/threads/:id",
    { preHandler: actor, schema: { response: { 200: threadResponseSchema }, params: threadIdParamsSchema } },
    async (request) => getThread(deps, withActor(request), request.params.id),
  );

  r.post(
    "/api/inbox/messages/:id/read",
    { preHandler: actor, schema: { response: { 200: successSchema }, params: messageIdParamsSchema } },
    async (request) => markMessageAsRead(deps, withActor(request), request.params.id),
  );

  r.post(
    "/api/inbox/threads/:id/read",
    { preHandler: actor, schema: { response: { 200: successSchema }, params: threadIdParamsSchema } },
    async (request) => markThreadAsRead(deps, withActor(request), request.params.id),
  );

  r.post(
    "/api/inbox/generate-response-suggestions",
    {
      preHandler: actor,
      schema: { response: { 200: generateSuggestionsResponseSchema }, body: generateSuggestionsSchema },
    },
    async (request) => {
      const caller = withActor(request);
      return suggestionsOfTeam(caller.teamId, () => generateResponseSuggestions(deps, caller, request.body));
    },
  );

  r.post(
    "/api/inbox/send-platform-response",
    {
      preHandler: actor,
      schema: { response: { 200: sendPlatformResponseResultSchema }, body: sendPlatformResponseSchema },
    },
    async (request) => sendInboxResponse(deps, withActor(request), request.body),
  );

  r.post(
    "/api/inbox/override-automation",
    {
      preHandler: actor,
      schema: { response: { 200: overrideAutomationResponseSchema }, body: overrideAutomationSchema },
    },
    async (request) => overrideAutomation(deps, withActor(request), request.body),
  );

  r.post(
    "/api/inbox/mark-suggestion-used",
    { preHandler: actor, schema: { response: { 200: successSchema }, body: markSuggestionUsedSchema } },
    async (request) => markSuggestionAsUsed(deps, withActor(request), request.body.suggestion_id),
  );

  r.get(
    "/api/inbox/products",
    { preHandler: actor, schema: { response: { 200: pickerProductsResponseSchema } } },
    async (request) => ({
      success: true as const,
      products: await listPickerProducts(deps.db, withActor(request).teamId, PRODUCTS_LIMIT),
      currency: await teamCurrency(deps.db, withActor(request).teamId),
    }),
  );
}
