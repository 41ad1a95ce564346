import {
  funnelResponseSchema,
  locationsResponseSchema,
  overviewResponseSchema,
  productsRequestSchema,
  productsResponseSchema,
  revenueRequestSchema,
  revenueResponseSchema,
  timeframeRequestSchema,
} from "@shared/analytics/analytics.schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { getDashboardOverview } from "./get-dashboard-overview";
import { getFunnel } from "./get-funnel";
import { getOrdersByLocation } from "./get-orders-by-location";
import { getRevenue } from "./get-revenue";
import { getTopProducts } from "./get-top-products";

/**
 * The analytics calls of spec 2 §7, each as POST (the spec's JSON body) and GET (the same
 * fields as query parameters, cacheable by the browser). user_id in either is ignored: the session
 * decides the team.
 */
export async function analyticsRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const actor = requireActor(auth, deps.db);

  function both<S extends z.ZodType, R>(
    name: string,
    schema: S,
    response: z.ZodType<R>,
    run: (actor: Actor, input: z.output<S>) => Promise<R>,
  ) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = schema.safeParse(request.method === "GET" ? request.query : (request.body ?? {}));
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join(".") || "body";
          fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
        }
        throw new DomainError(
          400,
          parsed.error.issues[0]?.message ?? "Invalid request",
          "VALIDATION_ERROR",
          fieldErrors,
        );
      }
      return reply.send(await run(withActor(request), parsed.data));
    };
    app.get(
      `/api/analytics/${name}`,
      { preHandler: actor, schema: { querystring: schema, response: { 200: response } } },
      handler,
    );
    app.post(
      `/api/analytics/${name}`,
      { preHandler: actor, schema: { body: schema.optional(), response: { 200: response } } },
      handler,
    );
  }

  both("analytics-revenue", revenueRequestSchema, revenueResponseSchema, (a, input) =>
    getRevenue(deps, a, input),
  );
  both("analytics-products", productsRequestSchema, productsResponseSchema, (a, input) =>
    getTopProducts(deps, a, input),
  );
  both("customer-journey-funnel", timeframeRequestSchema, funnelResponseSchema, async (a, input) => ({
    success: true as const,
    data: await getFunnel(deps, a, input),
  }));
  both("analytics-orders-location", timeframeRequestSchema, locationsResponseSchema, (a, input) =>
    getOrdersByLocation(deps, a, input),
  );
  both("analytics-dashboard", timeframeRequestSchema, overviewResponseSchema, async (a, input) => ({
    success: true as const,
    data: await getDashboardOverview(deps, a, input),
  }));
}
