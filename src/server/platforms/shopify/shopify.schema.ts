import { z } from "zod";

/** Numeric ids arrive as JSON numbers in REST payloads; keep them as strings (they exceed 2^53 in theory). */
const id = z.union([z.number(), z.string()]).transform(String);
const money = z.union([z.string(), z.number()]).transform(String);
const nullableString = z.string().nullable().optional();

/**
 * The REST Refund JSON of refunds/create (platforms-reference §3.3). Only the names are documented;
 * the inner shapes follow Shopify's REST Refund resource, and what Lunara does not read stays loose.
 */
export const restRefundSchema = z.object({
  id,
  order_id: id,
  created_at: z.string(),
  processed_at: nullableString,
  note: nullableString,
  refund_line_items: z
    .array(
      z.object({
        line_item_id: id,
        quantity: z.number().int(),
        /** The line's refunded merchandise after its discounts, before tax. */
        subtotal: money,
        total_tax: money.optional(),
        line_item: z
          .object({ product_id: id.nullable().optional(), variant_id: id.nullable().optional() })
          .loose()
          .optional(),
      }),
    )
    .default([]),
  transactions: z
    .array(
      z.object({
        id: id.optional(),
        amount: money,
        kind: z.string(),
        status: nullableString,
        gateway: nullableString,
      }),
    )
    .default([]),
  order_adjustments: z
    .array(
      z.object({
        amount: money.optional(),
        tax_amount: money.optional(),
        kind: nullableString,
      }),
    )
    .default([]),
});
export type RestRefund = z.infer<typeof restRefundSchema>;

/** The REST Order JSON of orders/create, orders/paid, orders/updated and orders/cancelled (fields Lunara uses). */
export const restOrderSchema = z.object({
  id,
  name: z.string(),
  order_number: z.number().optional(),
  email: nullableString,
  phone: nullableString,
  created_at: z.string(),
  processed_at: nullableString,
  /** Set on orders/cancelled and on every later orders/updated of a cancelled order. */
  cancelled_at: nullableString,
  currency: z.string(),
  total_price: money,
  subtotal_price: money.optional(),
  total_discounts: money.optional(),
  total_tax: money.optional(),
  /** The shipping charged, after shipping discounts; older payloads only carry shipping_lines. */
  total_shipping_price_set: z
    .object({ shop_money: z.object({ amount: money }) })
    .nullable()
    .optional(),
  shipping_lines: z.array(z.object({ price: money, discounted_price: money.optional() }).loose()).default([]),
  shipping_address: z
    .object({ city: nullableString, province: nullableString, country: nullableString })
    .loose()
    .nullable()
    .optional(),
  /** The order's refunds so far (orders/updated carries them): the same JSON as refunds/create. */
  refunds: z.array(restRefundSchema).default([]),
  financial_status: nullableString,
  checkout_token: nullableString,
  cart_token: nullableString,
  token: nullableString,
  landing_site: nullableString,
  referring_site: nullableString,
  source_name: nullableString,
  note: nullableString,
  note_attributes: z
    .array(z.object({ name: z.string(), value: z.union([z.string(), z.number()]).transform(String) }))
    .default([]),
  discount_codes: z
    .array(z.object({ code: z.string(), amount: money.optional(), type: z.string().optional() }))
    .default([]),
  customer: z
    .object({ id, email: nullableString, first_name: nullableString, last_name: nullableString })
    .nullable()
    .optional(),
  line_items: z
    .array(
      z.object({
        id,
        product_id: id.nullable().optional(),
        variant_id: id.nullable().optional(),
        title: z.string(),
        variant_title: nullableString,
        sku: nullableString,
        quantity: z.number(),
        price: money,
      }),
    )
    .default([]),
  test: z.boolean().optional(),
});
export type RestOrder = z.infer<typeof restOrderSchema>;

/** The REST Product JSON of products/create and products/update webhooks. */
export const restProductSchema = z.object({
  id,
  title: z.string(),
  handle: z.string(),
  status: z.string().optional(),
  updated_at: nullableString,
  body_html: nullableString,
  image: z.object({ src: z.string() }).nullable().optional(),
  images: z.array(z.object({ id, src: z.string() })).default([]),
  variants: z
    .array(
      z.object({
        id,
        title: z.string(),
        price: money,
        sku: nullableString,
        inventory_quantity: z.number().nullish(),
        image_id: id.nullable().optional(),
      }),
    )
    .default([]),
});

export const restShopSchema = z.object({
  id,
  name: z.string().optional(),
  myshopify_domain: z.string().optional(),
  domain: nullableString,
});

const gdprCustomer = z.object({ id: id.nullable().optional(), email: nullableString, phone: nullableString });

export const customersDataRequestSchema = z.object({
  shop_id: id,
  shop_domain: z.string(),
  orders_requested: z.array(id).default([]),
  customer: gdprCustomer,
  data_request: z.object({ id }).optional(),
});

export const customersRedactSchema = z.object({
  shop_id: id,
  shop_domain: z.string(),
  customer: gdprCustomer,
  orders_to_redact: z.array(id).default([]),
});

/** customers/update and customers/delete (the REST Customer JSON; a delete carries the id only). */
export const restCustomerSchema = z.object({ id, email: nullableString });

export const shopRedactSchema = z.object({ shop_id: id, shop_domain: z.string() });

/** GraphQL envelope with the cost extension Shopify adds to every answer. */
export const graphqlEnvelopeSchema = z.object({
  data: z.unknown().optional(),
  errors: z
    .union([
      z.array(
        z.object({
          message: z.string(),
          extensions: z.object({ code: z.string().optional() }).loose().optional(),
        }),
      ),
      z.string(),
    ])
    .optional(),
  extensions: z
    .object({
      cost: z
        .object({
          requestedQueryCost: z.number(),
          actualQueryCost: z.number().nullable(),
          throttleStatus: z.object({
            maximumAvailable: z.number(),
            currentlyAvailable: z.number(),
            restoreRate: z.number(),
          }),
        })
        .optional(),
    })
    .optional(),
});
export type GraphqlEnvelope = z.infer<typeof graphqlEnvelopeSchema>;

const moneyV2 = z.object({ amount: money, currencyCode: z.string() });
const moneyBag = z.object({ shopMoney: moneyV2 });
const pageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

export const gqlShopSchema = z.object({
  shop: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable().optional(),
    currencyCode: z.string(),
    myshopifyDomain: z.string(),
    primaryDomain: z.object({ url: z.string(), host: z.string() }),
  }),
});

const gqlVariant = z.object({
  id: z.string(),
  title: z.string(),
  price: money,
  sku: z.string().nullable(),
  /** Whether the variant can be bought now: in stock, or sold while out of stock. */
  availableForSale: z.boolean().nullish(),
  image: z.object({ url: z.string() }).nullable(),
});
export const gqlVariantConnection = z.object({ pageInfo, nodes: z.array(gqlVariant) });

export const gqlProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  status: z.string(),
  updatedAt: z.string(),
  /** The description as plain text (ingredients, how to use, when the store wrote them). */
  description: z.string().nullish(),
  featuredImage: z.object({ url: z.string(), altText: z.string().nullable() }).nullable(),
  variants: gqlVariantConnection,
});
export type GqlProduct = z.infer<typeof gqlProductSchema>;

export const gqlProductsSchema = z.object({
  products: z.object({ pageInfo, nodes: z.array(gqlProductSchema) }),
});
export const gqlProductVariantsSchema = z.object({
  product: z.object({ variants: gqlVariantConnection }).nullable(),
});

const gqlLineItemConnection = z.object({
  pageInfo: pageInfo.optional(),
  nodes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      variantTitle: z.string().nullable(),
      sku: z.string().nullable(),
      quantity: z.number(),
      originalUnitPriceSet: moneyBag,
      variant: z.object({ id: z.string() }).nullable(),
      product: z.object({ id: z.string() }).nullable(),
    }),
  ),
});

const gqlRefundSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  totalRefundedSet: moneyBag,
  refundLineItems: z.object({
    nodes: z.array(
      z.object({
        quantity: z.number().int(),
        subtotalSet: moneyBag,
        lineItem: z.object({
          product: z.object({ id: z.string() }).nullable(),
          variant: z.object({ id: z.string() }).nullable(),
        }),
      }),
    ),
  }),
  refundShippingLines: z.object({
    nodes: z.array(z.object({ subtotalAmountSet: moneyBag, taxAmountSet: moneyBag })),
  }),
});
export type GqlRefund = z.infer<typeof gqlRefundSchema>;

export const gqlOrderSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().optional(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  cancelledAt: z.string().nullable().optional(),
  currencyCode: z.string(),
  displayFinancialStatus: z.string().nullable(),
  totalPriceSet: moneyBag,
  subtotalPriceSet: moneyBag.nullable(),
  totalDiscountsSet: moneyBag.nullable(),
  totalTaxSet: moneyBag.nullable(),
  totalShippingPriceSet: moneyBag.nullable(),
  shippingAddress: z
    .object({ city: z.string().nullable(), province: z.string().nullable(), country: z.string().nullable() })
    .nullable(),
  totalRefundedSet: moneyBag.nullable().optional(),
  discountCodes: z.array(z.string()),
  customAttributes: z.array(z.object({ key: z.string(), value: z.string().nullable() })),
  landingPageUrl: z.string().nullable().optional(),
  referrerUrl: z.string().nullable().optional(),
  customer: z
    .object({
      id: z.string(),
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
  lineItems: gqlLineItemConnection,
});
export type GqlOrder = z.infer<typeof gqlOrderSchema>;
export const gqlOrderLineItemsSchema = z.object({
  order: z.object({ lineItems: gqlLineItemConnection }).nullable(),
});
export const gqlOrderRefundsSchema = z.object({
  order: z.object({ refunds: z.array(gqlRefundSchema) }).nullable(),
});
export const gqlOrdersSchema = z.object({ orders: z.object({ pageInfo, nodes: z.array(gqlOrderSchema) }) });
