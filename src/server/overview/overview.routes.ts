import { homeOverviewSchema } from "@shared/overview/home-overview.schema";
import type { NavCounts } from "@shared/overview/nav-counts.schema";
import { navCountsSchema } from "@shared/overview/nav-counts.schema";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { countPendingInbox } from "../inbox/count-pending";
import { getHomeOverview } from "./get-home-overview";
import { countLeads } from "./overview.repository";

export async function overviewRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  app.get(
    "/api/overview/nav-counts",
    { preHandler: requireActor(auth, deps.db), schema: { response: { 200: navCountsSchema } } },
    async (request): Promise<NavCounts> => {
      const teamId = withActor(request).teamId;
      const [pendingMessages, leadCount] = await Promise.all([
        countPendingInbox(deps, teamId),
        countLeads(deps.db, teamId),
      ]);
      return { pendingMessages, leads: leadCount };
    },
  );
  app.get(
    "/api/overview/home",
    { preHandler: requireActor(auth, deps.db), schema: { response: { 200: homeOverviewSchema } } },
    async (request) => getHomeOverview(deps, withActor(request)),
  );
}
