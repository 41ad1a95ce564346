import { streamResponse } from "@shared/http/response-shapes";
import { EXPORT_DEFAULT_LAST_CONTACTED } from "@shared/leads/leads.constants";
import {
  leadDetailSchema,
  leadFiltersSchema,
  listLeadsQuerySchema,
  listLeadsResponseSchema,
} from "@shared/leads/leads.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { exportLeadsCsv } from "./export-leads-csv";
import { getLeadDetail } from "./get-lead-detail";
import { listLeads } from "./list-leads";

/** The export's own default: last contacted within 30 days when the caller names no period. */
const exportQuerySchema = leadFiltersSchema.extend({
  lastContactedDays: leadFiltersSchema.shape.lastContactedDays
    .unwrap()
    .default(EXPORT_DEFAULT_LAST_CONTACTED),
});

export async function leadsRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.get(
    "/api/leads",
    {
      preHandler: actor,
      schema: { response: { 200: listLeadsResponseSchema }, querystring: listLeadsQuerySchema },
    },
    async (request) => listLeads(deps, withActor(request), request.query),
  );

  r.get(
    "/api/leads/export.csv",
    {
      preHandler: actor,
      schema: {
        querystring: exportQuerySchema,
        response: {
          200: streamResponse(
            "text/csv",
            "The filtered leads as a CSV file: a line of filters, then the columns.",
          ),
        },
      },
    },
    async (request, reply) => {
      const { fileName, total, stream } = await exportLeadsCsv(deps, withActor(request), request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("x-total-count", String(total))
        .header("cache-control", "no-store")
        .send(stream);
    },
  );

  r.get(
    "/api/leads/:id",
    {
      preHandler: actor,
      schema: { response: { 200: leadDetailSchema }, params: z.object({ id: z.uuid("Lead not found") }) },
    },
    async (request) => getLeadDetail(deps, withActor(request), request.params.id),
  );
}
