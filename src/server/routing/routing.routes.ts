import {
  assignItemSchema,
  deadlinesResponseSchema,
  personParamsSchema,
  queueResponseSchema,
  routingFiltersSchema,
  routingItemParamsSchema,
  routingItemResultSchema,
  routingSetupResponseSchema,
  routingStatsSchema,
  teamCardsResponseSchema,
  teamDashboardResponseSchema,
  updatePersonSchema,
  updateRoutingSettingsSchema,
} from "@shared/routing/routing.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { assignRoutingItem } from "./assign-routing-item";
import { completeRoutingItem } from "./complete-routing-item";
import { getRoutingSetup } from "./get-routing-setup";
import { getRoutingStats } from "./get-routing-stats";
import { getTeamCards } from "./get-team-cards";
import { getTeamDashboard } from "./get-team-dashboard";
import { listDeadlines } from "./list-deadlines";
import { listRoutingQueue } from "./list-routing-queue";
import { startRoutingItem } from "./start-routing-item";
import { updateRoutingPerson } from "./update-routing-person";
import { updateRoutingSettings } from "./update-routing-settings";

/** The Team Dashboard (spec 3): queue, team cards, statistics, and the admin's setup. */
export async function routingRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);
  const query = { querystring: routingFiltersSchema };
  const item = { params: routingItemParamsSchema };

  r.get(
    "/api/routing/dashboard",
    { preHandler: actor, schema: { ...query, response: { 200: teamDashboardResponseSchema } } },
    async (req) => getTeamDashboard(deps, withActor(req), req.query),
  );
  r.get(
    "/api/routing/queue",
    { preHandler: actor, schema: { ...query, response: { 200: queueResponseSchema } } },
    async (req) => listRoutingQueue(deps, withActor(req), req.query),
  );
  r.get(
    "/api/routing/teams",
    { preHandler: actor, schema: { ...query, response: { 200: teamCardsResponseSchema } } },
    async (req) => getTeamCards(deps, withActor(req), req.query),
  );
  r.get(
    "/api/routing/stats",
    { preHandler: actor, schema: { ...query, response: { 200: routingStatsSchema } } },
    async (req) => getRoutingStats(deps, withActor(req), req.query),
  );
  r.post(
    "/api/routing/items/:id/start",
    { preHandler: actor, schema: { ...item, response: { 200: routingItemResultSchema } } },
    async (req) => startRoutingItem(deps, withActor(req), req.params.id),
  );
  r.post(
    "/api/routing/items/:id/complete",
    { preHandler: actor, schema: { ...item, response: { 200: routingItemResultSchema } } },
    async (req) => completeRoutingItem(deps, withActor(req), req.params.id),
  );
  r.post(
    "/api/routing/items/:id/assign",
    {
      preHandler: actor,
      schema: { response: { 200: routingItemResultSchema }, ...item, body: assignItemSchema },
    },
    async (req) => assignRoutingItem(deps, withActor(req), req.params.id, req.body),
  );
  r.get(
    "/api/routing/deadlines",
    { preHandler: actor, schema: { response: { 200: deadlinesResponseSchema } } },
    async (req) => listDeadlines(deps, withActor(req)),
  );
  r.get(
    "/api/routing/setup",
    { preHandler: actor, schema: { response: { 200: routingSetupResponseSchema } } },
    async (req) => getRoutingSetup(deps, withActor(req)),
  );
  r.put(
    "/api/routing/settings",
    {
      preHandler: actor,
      schema: { response: { 200: routingSetupResponseSchema }, body: updateRoutingSettingsSchema },
    },
    async (req) => updateRoutingSettings(deps, withActor(req), req.body),
  );
  r.put(
    "/api/routing/people/:userId",
    {
      preHandler: actor,
      schema: {
        response: { 200: routingSetupResponseSchema },
        params: personParamsSchema,
        body: updatePersonSchema,
      },
    },
    async (req) => updateRoutingPerson(deps, withActor(req), req.params.userId, req.body),
  );
}
