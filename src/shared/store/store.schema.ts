import { z } from "zod";

/** How long the store panel trusts what Shopify last said before asking again (webhooks drop it sooner). */
export const STORE_CACHE_TTL_SECONDS = 60;
export const DEFAULT_DISCOUNT_CAP_PERCENT = 20;

export const STORE_TEXTS = {
  notAllowed:
    "Only admins can act on the store from the inbox. An admin can allow members in Store settings.",
  noStore: "Connect a Shopify store in Integrations to see the customer's orders.",
  noCustomer: "No Shopify customer matches this conversation yet.",
  shopifyReconnect: "Shopify refused Lunara's access to the store. Reconnect it in Integrations.",
  shopifyUnavailable:
    "Shopify did not answer just now, so the customer's orders could not be loaded. Try again in a moment.",
  threadNotFound: "Conversation not found.",
  memberNotFound: "Member not found.",
  orderNotFound: "This order is not one of this customer's orders.",
  aboveCap: (cap: number) =>
    `Discounts above ${cap}% need an admin to raise the team's cap in Store settings.`,
  aboveTotal: (left: string) => `The refund is more than is left on the order (${left}).`,
  actionNotFound: "This store action is not one of this conversation's.",
  nothingToSend: "This store action made nothing to send.",
  alreadySent: "This was already sent in the conversation.",
  codeExpired: "This discount code has expired: create a new one.",
  messageNotInThread: "This message is not part of this conversation.",
} as const;

/** How the panel says why this customer is shown, for each way the server found them. */
export const STORE_MATCH_LABELS = {
  manual: "linked by a teammate",
  checkout: "matched by a tracked-link checkout",
  email: "matched by email",
} as const;

export const storeThreadParamsSchema = z.object({ id: z.uuid("Not a valid conversation id") });
export const storeMemberParamsSchema = z.object({ id: z.uuid("Not a valid member id") });

const gid = (type: string) =>
  z.string().regex(new RegExp(`^gid://shopify/${type}/\\d+$`), `Not a valid Shopify ${type} id`);

export const createDiscountSchema = z.object({
  percentage: z.number().int("Whole percent only").min(1, "At least 1%").max(100, "At most 100%"),
  validDays: z.number().int().min(1).max(90).default(14),
});
export const checkoutLinkSchema = z.object({
  lines: z
    .array(
      z.object({
        variantId: z
          .string()
          .regex(/^(gid:\/\/shopify\/ProductVariant\/)?\d+$/, "Not a valid Shopify ProductVariant id"),
        quantity: z.number().int().min(1).max(50),
      }),
    )
    .min(1, "Choose at least one product")
    .max(20, "At most 20 products"),
});
export const cancelOrderSchema = z.object({ orderId: gid("Order"), restock: z.boolean().default(true) });
export const refundItemSchema = z.object({
  orderId: gid("Order"),
  lineItemId: gid("LineItem"),
  quantity: z.number().int().min(1, "At least 1").max(100),
});
export const annotateOrderSchema = z
  .object({
    orderId: gid("Order"),
    note: z.string().trim().max(5000, "At most 5000 characters").optional(),
    tags: z.array(z.string().trim().min(1).max(40, "Tags are at most 40 characters")).max(10).optional(),
  })
  .refine((v) => Boolean(v.note) || Boolean(v.tags?.length), {
    message: "Write a note or a tag",
    path: ["note"],
  });
export const linkCustomerSchema = z.object({
  /** An email address or a Shopify customer id (numeric or gid). */
  customer: z.string().trim().min(1, "Enter an email or a customer id").max(200),
});
export const storeSettingsSchema = z.object({
  discountCapPercent: z.number().int().min(1, "At least 1%").max(100, "At most 100%"),
  membersMayAct: z.boolean(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

const money = z.object({ amount: z.string(), currencyCode: z.string() });
export const storeOrderViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  cancelled: z.boolean(),
  financialStatus: z.string().nullable(),
  fulfillmentStatus: z.string(),
  total: money,
  refunded: money,
  note: z.string().nullable(),
  tags: z.array(z.string()),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      variantTitle: z.string().nullable(),
      quantity: z.number(),
      unitPrice: money,
    }),
  ),
  tracking: z.array(
    z.object({ company: z.string().nullable(), number: z.string().nullable(), url: z.string().nullable() }),
  ),
});
export const storePanelSchema = z.object({
  connected: z.boolean(),
  match: z.object({ by: z.enum(["manual", "checkout", "email"]), value: z.string() }).nullable(),
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      ordersCount: z.number(),
      lifetimeValue: money,
    })
    .nullable(),
  orders: z.array(storeOrderViewSchema),
  settings: storeSettingsSchema.extend({ canAct: z.boolean() }),
  actions: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      summary: z.string(),
      outcome: z.enum(["done", "failed"]),
      /** The code or link it made, to send in the conversation later; null once a code has expired. */
      message: z.string().nullable(),
      /** When a code it made stops working; null when nothing it made expires. */
      messageExpiresAt: z.string().nullable(),
      /** When that text was sent from the panel; it is then not offered again. */
      messageSentAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  fetchedAt: z.string().nullable(),
});
export type StorePanel = z.infer<typeof storePanelSchema>;

/**
 * A community member's store panel: the panel of the member's latest conversation when that
 * conversation finds the customer, else the customer of the member's email. `threadId` is the
 * conversation actions go through (and are recorded in): null when no conversation of the member
 * matches this customer, and then the panel is read-only.
 */
export const memberStorePanelSchema = storePanelSchema.extend({ threadId: z.uuid().nullable() });
export type MemberStorePanel = z.infer<typeof memberStorePanelSchema>;
export type StoreOrderView = z.infer<typeof storeOrderViewSchema>;

export const storeActionResultSchema = z.object({
  summary: z.string(),
  /** Text the agent can send in the conversation (a code or a link); null for actions on orders. */
  message: z.string().nullable(),
  /** The recorded action: its text is sent through it (`sendStoreActionMessageSchema`). */
  actionId: z.uuid(),
});

export type StoreActionResult = z.infer<typeof storeActionResultSchema>;

export const storeActionParamsSchema = z.object({
  id: z.uuid("Not a valid conversation id"),
  actionId: z.uuid("Not a valid store action id"),
});
/** Sends a store action's code or link in its conversation, as a reply to `messageId`. */
export const sendStoreActionMessageSchema = z.object({
  messageId: z.uuid("Not a valid message id"),
});
export type SendStoreActionMessageInput = z.infer<typeof sendStoreActionMessageSchema>;
export const sentStoreActionMessageSchema = z.object({ sentAt: z.string() });
