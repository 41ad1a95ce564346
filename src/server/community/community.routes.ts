import type { Readable } from "node:stream";
import {
  abandonedCartListSchema,
  cartDmSentSchema,
  cartDmSuggestionSchema,
  checkoutTokenParamsSchema,
  sendCartDmSchema,
} from "@shared/community/abandoned-carts.schema";
import {
  ambassadorInviteListSchema,
  ambassadorInviteSchema,
  inviteAmbassadorSchema,
  inviteIdParamsSchema,
  updateInviteSchema,
} from "@shared/community/ambassador-invites.schema";
import {
  communityCardsSchema,
  listMembersQuerySchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberPageSchema,
  memberProfileInputSchema,
  memberProfileSchema,
  membershipChangeSchema,
  mergeMembersSchema,
  splitMemberSchema,
  undoMergeParamsSchema,
  undoneMergeSchema,
} from "@shared/community/community.schema";
import {
  communitySettingsInputSchema,
  communitySettingsSchema,
} from "@shared/community/community-settings.schema";
import { streamResponse } from "@shared/http/response-shapes";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import {
  exportAmbassadorInvitesCsv,
  inviteAmbassador,
  listAmbassadorInvites,
  updateAmbassadorInvite,
} from "./ambassador-invites";
import { exportAmbassadorsCsv } from "./export-ambassadors-csv";
import { getCommunityCards } from "./get-community-cards";
import { getCommunitySettings } from "./get-community-settings";
import { getMember } from "./get-member";
import { listAbandonedCarts } from "./list-abandoned-carts";
import { listMembers } from "./list-members";
import { mergeMembers } from "./merge-members";
import { sendCartDm } from "./send-cart-dm";
import { splitMember } from "./split-member";
import { suggestCartDm } from "./suggest-cart-dm";
import { undoMerge } from "./undo-merge";
import { updateCommunitySettings } from "./update-community-settings";
import { changeMemberProfile } from "./update-member-profile";

const CSV_FILE = {
  response: {
    200: streamResponse(
      "text/csv",
      "The ambassadors as a CSV file (an attachment; X-Total-Count says how many).",
    ),
  },
};

function sendCsv(reply: FastifyReply, file: { fileName: string; total: number; stream: Readable }) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("x-total-count", String(file.total))
    .header("cache-control", "no-store")
    .send(file.stream);
}

export async function communityRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);

  r.get(
    "/api/community/members",
    {
      preHandler: actor,
      schema: { response: { 200: memberPageSchema }, querystring: listMembersQuerySchema },
    },
    async (req) => listMembers(deps, withActor(req), req.query),
  );
  r.get(
    "/api/community/cards",
    { preHandler: actor, schema: { response: { 200: communityCardsSchema } } },
    async (req) => getCommunityCards(deps, withActor(req)),
  );
  r.get(
    "/api/community/members/:id",
    { preHandler: actor, schema: { response: { 200: memberDetailSchema }, params: memberIdParamsSchema } },
    async (req) => getMember(deps, withActor(req), req.params.id),
  );
  r.patch(
    "/api/community/members/:id",
    {
      preHandler: actor,
      schema: {
        params: memberIdParamsSchema,
        body: memberProfileInputSchema,
        response: { 200: memberProfileSchema },
      },
    },
    async (req) => changeMemberProfile(deps, withActor(req), req.params.id, req.body),
  );
  r.post(
    "/api/community/merges",
    { preHandler: actor, schema: { body: mergeMembersSchema, response: { 200: membershipChangeSchema } } },
    async (req) => mergeMembers(deps, withActor(req), req.body),
  );
  r.post(
    "/api/community/members/:id/split",
    {
      preHandler: actor,
      schema: {
        params: memberIdParamsSchema,
        body: splitMemberSchema,
        response: { 200: membershipChangeSchema },
      },
    },
    async (req) => splitMember(deps, withActor(req), req.params.id, req.body.identityIds),
  );
  r.post(
    "/api/community/merges/:id/undo",
    { preHandler: actor, schema: { params: undoMergeParamsSchema, response: { 200: undoneMergeSchema } } },
    async (req) => undoMerge(deps, withActor(req), req.params.id),
  );
  r.get(
    "/api/community/settings",
    { preHandler: actor, schema: { response: { 200: communitySettingsSchema } } },
    async (req) => getCommunitySettings(deps, withActor(req)),
  );
  r.put(
    "/api/community/settings",
    {
      preHandler: actor,
      schema: { body: communitySettingsInputSchema, response: { 200: communitySettingsSchema } },
    },
    async (req) => updateCommunitySettings(deps, withActor(req), req.body),
  );
  r.get(
    "/api/community/abandoned-carts",
    { preHandler: actor, schema: { response: { 200: abandonedCartListSchema } } },
    async (req) => listAbandonedCarts(deps, withActor(req)),
  );
  r.post(
    "/api/community/abandoned-carts/:token/dm-suggestion",
    {
      preHandler: actor,
      schema: { params: checkoutTokenParamsSchema, response: { 200: cartDmSuggestionSchema } },
    },
    async (req) => suggestCartDm(deps, withActor(req), req.params.token),
  );
  r.post(
    "/api/community/abandoned-carts/:token/dm",
    {
      preHandler: actor,
      schema: {
        params: checkoutTokenParamsSchema,
        body: sendCartDmSchema,
        response: { 200: cartDmSentSchema },
      },
    },
    async (req) => sendCartDm(deps, withActor(req), req.params.token, req.body),
  );
  r.get(
    "/api/community/ambassador-invites",
    { preHandler: actor, schema: { response: { 200: ambassadorInviteListSchema } } },
    async (req) => listAmbassadorInvites(deps, withActor(req)),
  );
  r.post(
    "/api/community/ambassador-invites",
    {
      preHandler: actor,
      schema: { body: inviteAmbassadorSchema, response: { 200: ambassadorInviteSchema } },
    },
    async (req) => inviteAmbassador(deps, withActor(req), req.body.memberId),
  );
  r.patch(
    "/api/community/ambassador-invites/:id",
    {
      preHandler: actor,
      schema: {
        params: inviteIdParamsSchema,
        body: updateInviteSchema,
        response: { 200: ambassadorInviteSchema },
      },
    },
    async (req) => updateAmbassadorInvite(deps, withActor(req), req.params.id, req.body.status),
  );
  r.get(
    "/api/community/ambassador-invites.csv",
    { preHandler: actor, schema: CSV_FILE },
    async (req, reply) => {
      return sendCsv(reply, await exportAmbassadorInvitesCsv(deps, withActor(req)));
    },
  );
  r.get("/api/community/ambassadors.csv", { preHandler: actor, schema: CSV_FILE }, async (req, reply) => {
    return sendCsv(reply, await exportAmbassadorsCsv(deps, withActor(req)));
  });
}
