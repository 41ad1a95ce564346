import {
  annotateOrderSchema,
  cancelOrderSchema,
  checkoutLinkSchema,
  createDiscountSchema,
  linkCustomerSchema,
  memberStorePanelSchema,
  refundItemSchema,
  sendStoreActionMessageSchema,
  sentStoreActionMessageSchema,
  storeActionParamsSchema,
  storeActionResultSchema,
  storeMemberParamsSchema,
  storePanelSchema,
  storeSettingsSchema,
  storeThreadParamsSchema,
} from "@shared/store/store.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import { requireActor, withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { getMemberStorePanel } from "./get-member-store-panel";
import { getStorePanel } from "./get-store-panel";
import { linkStoreCustomer } from "./link-store-customer";
import { sendCheckoutLink } from "./send-checkout-link";
import { sendStoreActionMessage } from "./send-store-action-message";
import {
  annotateStoreOrder,
  cancelStoreOrder,
  createCustomerDiscount,
  refundOrderItem,
} from "./store-actions";
import { getStoreSettings, updateStoreSettings } from "./store-settings";

/** The store panel beside a conversation and the actions taken from it (issue 19, item 1). */
export async function storeRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = requireActor(auth, deps.db);
  const params = storeThreadParamsSchema;
  const result = { 200: storeActionResultSchema };

  r.get(
    "/api/inbox/threads/:id/store",
    { preHandler: actor, schema: { params, response: { 200: storePanelSchema } } },
    async (req) => getStorePanel({ deps, actor: withActor(req), threadId: req.params.id }),
  );
  r.put(
    "/api/inbox/threads/:id/store/customer",
    { preHandler: actor, schema: { params, body: linkCustomerSchema, response: { 200: storePanelSchema } } },
    async (req) =>
      linkStoreCustomer({ deps, actor: withActor(req), threadId: req.params.id, input: req.body }),
  );
  r.post(
    "/api/inbox/threads/:id/store/discount",
    { preHandler: actor, schema: { params, body: createDiscountSchema, response: result } },
    async (req) =>
      createCustomerDiscount({ deps, actor: withActor(req), threadId: req.params.id, input: req.body }),
  );
  r.post(
    "/api/inbox/threads/:id/store/checkout-link",
    { preHandler: actor, schema: { params, body: checkoutLinkSchema, response: result } },
    async (req) =>
      sendCheckoutLink({ deps, actor: withActor(req), threadId: req.params.id, input: req.body }),
  );
  r.post(
    "/api/inbox/threads/:id/store/cancel-order",
    { preHandler: actor, schema: { params, body: cancelOrderSchema, response: result } },
    async (req) =>
      cancelStoreOrder({ deps, actor: withActor(req), threadId: req.params.id, input: req.body }),
  );
  r.post(
    "/api/inbox/threads/:id/store/refund",
    { preHandler: actor, schema: { params, body: refundItemSchema, response: result } },
    async (req) => refundOrderItem({ deps, actor: withActor(req), threadId: req.params.id, input: req.body }),
  );
  r.post(
    "/api/inbox/threads/:id/store/annotate",
    { preHandler: actor, schema: { params, body: annotateOrderSchema, response: result } },
    async (req) =>
      annotateStoreOrder({ deps, actor: withActor(req), threadId: req.params.id, input: req.body }),
  );
  r.post(
    "/api/inbox/threads/:id/store/actions/:actionId/send",
    {
      preHandler: actor,
      schema: {
        params: storeActionParamsSchema,
        body: sendStoreActionMessageSchema,
        response: { 200: sentStoreActionMessageSchema },
      },
    },
    async (req) =>
      sendStoreActionMessage({
        deps,
        actor: withActor(req),
        threadId: req.params.id,
        actionId: req.params.actionId,
        input: req.body,
      }),
  );
  r.get(
    "/api/community/members/:id/store",
    {
      preHandler: actor,
      schema: { params: storeMemberParamsSchema, response: { 200: memberStorePanelSchema } },
    },
    async (req) => getMemberStorePanel({ deps, actor: withActor(req), memberId: req.params.id }),
  );
  r.get(
    "/api/store/settings",
    { preHandler: actor, schema: { response: { 200: storeSettingsSchema } } },
    async (req) => getStoreSettings({ deps, actor: withActor(req) }),
  );
  r.put(
    "/api/store/settings",
    { preHandler: actor, schema: { body: storeSettingsSchema, response: { 200: storeSettingsSchema } } },
    async (req) => updateStoreSettings({ deps, actor: withActor(req), input: req.body }),
  );
}
