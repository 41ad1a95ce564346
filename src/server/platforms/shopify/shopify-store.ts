import { z } from "zod";
import { PlatformRequestError } from "../platform-errors";
import { parseWith } from "../platform-http";
import type { ShopifyAdminClient } from "./shopify-admin-client";

/**
 * The store panel's Admin GraphQL calls (docs/platforms.md, "Store panel"): a customer and their
 * orders, and the actions an agent takes from a conversation. Refusals come back as `userErrors`
 * with Shopify's own message, which is what the agent sees.
 */
type Auth = { shop: string; accessToken: string };

const CUSTOMER_FIELDS = `id email firstName lastName displayName numberOfOrders amountSpent { amount currencyCode }`;
export const CUSTOMER_BY_EMAIL_QUERY = /* GraphQL */ `
  query LunaraCustomerByEmail($query: String!) { customers(first: 1, query: $query) { nodes { ${CUSTOMER_FIELDS} } } }
`;
export const CUSTOMER_BY_ID_QUERY = /* GraphQL */ `
  query LunaraCustomer($id: ID!) { customer(id: $id) { ${CUSTOMER_FIELDS} } }
`;
export const CUSTOMER_ORDERS_QUERY = /* GraphQL */ `
  query LunaraCustomerOrders($query: String!) {
    orders(first: 10, query: $query, sortKey: CREATED_AT, reverse: true) {
      nodes {
        id name createdAt cancelledAt displayFinancialStatus displayFulfillmentStatus note tags
        totalPriceSet { shopMoney { amount currencyCode } }
        totalRefundedSet { shopMoney { amount currencyCode } }
        lineItems(first: 10) { nodes { id title variantTitle quantity originalUnitPriceSet { shopMoney { amount currencyCode } } } }
        fulfillments(first: 3) { status trackingInfo(first: 3) { company number url } }
      }
    }
  }
`;

const money = z.object({ amount: z.string(), currencyCode: z.string() });
const customerSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  numberOfOrders: z.union([z.string(), z.number()]).transform(Number),
  amountSpent: money,
});
const orderSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  displayFinancialStatus: z.string().nullable(),
  displayFulfillmentStatus: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  totalPriceSet: z.object({ shopMoney: money }),
  totalRefundedSet: z.object({ shopMoney: money }),
  lineItems: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        variantTitle: z.string().nullable(),
        quantity: z.number(),
        originalUnitPriceSet: z.object({ shopMoney: money }),
      }),
    ),
  }),
  fulfillments: z.array(
    z.object({
      status: z.string(),
      trackingInfo: z.array(
        z.object({
          company: z.string().nullable(),
          number: z.string().nullable(),
          url: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type StoreCustomer = z.infer<typeof customerSchema>;
export type StoreOrder = z.infer<typeof orderSchema>;

const userErrorsSchema = z.array(z.object({ field: z.array(z.string()).nullish(), message: z.string() }));

/** A mutation's userErrors become one PlatformRequestError carrying Shopify's words. */
function refuseOnUserErrors(errors: z.infer<typeof userErrorsSchema> | undefined) {
  if (errors && errors.length > 0)
    throw new PlatformRequestError("shopify", 200, errors.map((e) => e.message).join(" "), "USER_ERROR");
}

export const numericId = (gid: string) => gid.slice(gid.lastIndexOf("/") + 1);
/** Search syntax values are quoted so an address with spaces or colons stays one term. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, "")}"`;

export function createShopifyStore(client: ShopifyAdminClient) {
  return {
    async findCustomer(auth: Auth, by: { email: string } | { id: string }): Promise<StoreCustomer | null> {
      if ("id" in by) {
        const id = by.id.startsWith("gid://") ? by.id : `gid://shopify/Customer/${by.id}`;
        const data = await client.graphql(auth, CUSTOMER_BY_ID_QUERY, { id });
        return parseWith("shopify", z.object({ customer: customerSchema.nullable() }), data, "customer")
          .customer;
      }
      const data = await client.graphql(auth, CUSTOMER_BY_EMAIL_QUERY, {
        query: `email:${quoted(by.email)}`,
      });
      const parsed = parseWith(
        "shopify",
        z.object({ customers: z.object({ nodes: z.array(customerSchema) }) }),
        data,
        "customers",
      );
      return parsed.customers.nodes[0] ?? null;
    },

    /** By customer id, or by email (Shopify's order search has both), so it can run beside the customer lookup. */
    async customerOrders(auth: Auth, by: { email: string } | { id: string }): Promise<StoreOrder[]> {
      const data = await client.graphql(auth, CUSTOMER_ORDERS_QUERY, {
        query: "id" in by ? `customer_id:${numericId(by.id)}` : `email:${quoted(by.email)}`,
      });
      return parseWith(
        "shopify",
        z.object({ orders: z.object({ nodes: z.array(orderSchema) }) }),
        data,
        "orders",
      ).orders.nodes;
    },

    async createDiscountCode(
      auth: Auth,
      input: {
        code: string;
        title: string;
        percentage: number;
        customerId: string;
        startsAt: Date;
        endsAt: Date;
      },
    ): Promise<{ id: string; code: string }> {
      const data = await client.graphql(
        auth,
        /* GraphQL */ `mutation LunaraDiscount($d: DiscountCodeBasicInput!) {
          discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } userErrors { field message } }
        }`,
        {
          d: {
            title: input.title,
            code: input.code,
            startsAt: input.startsAt.toISOString(),
            endsAt: input.endsAt.toISOString(),
            usageLimit: 1,
            appliesOncePerCustomer: true,
            customerSelection: { customers: { add: [input.customerId] } },
            customerGets: { value: { percentage: input.percentage / 100 }, items: { all: true } },
          },
        },
      );
      const payload = parseWith(
        "shopify",
        z.object({
          discountCodeBasicCreate: z.object({
            codeDiscountNode: z.object({ id: z.string() }).nullable(),
            userErrors: userErrorsSchema,
          }),
        }),
        data,
        "discount",
      ).discountCodeBasicCreate;
      refuseOnUserErrors(payload.userErrors);
      return { id: payload.codeDiscountNode?.id ?? "", code: input.code };
    },

    async createDraftOrder(
      auth: Auth,
      input: {
        lines: { variantId: string; quantity: number }[];
        email: string | null;
        customAttributes: { key: string; value: string }[];
      },
    ): Promise<{ id: string; invoiceUrl: string }> {
      const data = await client.graphql(
        auth,
        /* GraphQL */ `mutation LunaraDraftOrder($input: DraftOrderInput!) {
          draftOrderCreate(input: $input) { draftOrder { id invoiceUrl } userErrors { field message } }
        }`,
        {
          input: {
            lineItems: input.lines.map((l) => ({
              variantId: l.variantId.startsWith("gid://")
                ? l.variantId
                : `gid://shopify/ProductVariant/${l.variantId}`,
              quantity: l.quantity,
            })),
            ...(input.email ? { email: input.email } : {}),
            customAttributes: input.customAttributes,
          },
        },
      );
      const payload = parseWith(
        "shopify",
        z.object({
          draftOrderCreate: z.object({
            draftOrder: z.object({ id: z.string(), invoiceUrl: z.string().nullable() }).nullable(),
            userErrors: userErrorsSchema,
          }),
        }),
        data,
        "draft order",
      ).draftOrderCreate;
      refuseOnUserErrors(payload.userErrors);
      if (!payload.draftOrder?.invoiceUrl)
        throw new PlatformRequestError("shopify", 200, "Shopify gave the draft order no invoice URL", null);
      return { id: payload.draftOrder.id, invoiceUrl: payload.draftOrder.invoiceUrl };
    },

    async cancelOrder(auth: Auth, orderId: string, options: { refund: boolean; restock: boolean }) {
      const data = await client.graphql(
        auth,
        /* GraphQL */ `mutation LunaraCancel($id: ID!, $refund: Boolean!, $restock: Boolean!) {
          orderCancel(orderId: $id, reason: CUSTOMER, refund: $refund, restock: $restock, notifyCustomer: true) {
            job { id } orderCancelUserErrors { field message }
          }
        }`,
        { id: orderId, refund: options.refund, restock: options.restock },
      );
      const payload = parseWith(
        "shopify",
        z.object({ orderCancel: z.object({ orderCancelUserErrors: userErrorsSchema }) }),
        data,
        "order cancel",
      ).orderCancel;
      refuseOnUserErrors(payload.orderCancelUserErrors);
    },

    async refundLineItem(
      auth: Auth,
      input: { orderId: string; lineItemId: string; quantity: number; note: string | null },
    ): Promise<{ amount: string }> {
      const data = await client.graphql(
        auth,
        /* GraphQL */ `mutation LunaraRefund($input: RefundInput!) {
          refundCreate(input: $input) { refund { id totalRefundedSet { shopMoney { amount currencyCode } } } userErrors { field message } }
        }`,
        {
          input: {
            orderId: input.orderId,
            note: input.note,
            notify: true,
            refundLineItems: [
              { lineItemId: input.lineItemId, quantity: input.quantity, restockType: "RETURN" },
            ],
          },
        },
      );
      const payload = parseWith(
        "shopify",
        z.object({
          refundCreate: z.object({
            refund: z.object({ totalRefundedSet: z.object({ shopMoney: money }) }).nullable(),
            userErrors: userErrorsSchema,
          }),
        }),
        data,
        "refund",
      ).refundCreate;
      refuseOnUserErrors(payload.userErrors);
      return { amount: payload.refund?.totalRefundedSet.shopMoney.amount ?? "0.00" };
    },

    async addTags(auth: Auth, id: string, tags: string[]) {
      const data = await client.graphql(
        auth,
        /* GraphQL */ `mutation LunaraTags($id: ID!, $tags: [String!]!) { tagsAdd(id: $id, tags: $tags) { userErrors { field message } } }`,
        { id, tags },
      );
      refuseOnUserErrors(
        parseWith("shopify", z.object({ tagsAdd: z.object({ userErrors: userErrorsSchema }) }), data, "tags")
          .tagsAdd.userErrors,
      );
    },

    async setOrderNote(auth: Auth, id: string, note: string) {
      const data = await client.graphql(
        auth,
        /* GraphQL */ `mutation LunaraNote($input: OrderInput!) { orderUpdate(input: $input) { userErrors { field message } } }`,
        { input: { id, note } },
      );
      refuseOnUserErrors(
        parseWith(
          "shopify",
          z.object({ orderUpdate: z.object({ userErrors: userErrorsSchema }) }),
          data,
          "note",
        ).orderUpdate.userErrors,
      );
    },
  };
}
