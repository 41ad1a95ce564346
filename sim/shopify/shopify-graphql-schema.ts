import { buildSchema, GraphQLError } from "graphql";

/** The slice of the Admin GraphQL API Lunara reads: names and shapes as in shopify.dev's reference. */
export const adminSchema = buildSchema(/* GraphQL */ `
  scalar DateTime
  scalar Decimal
  scalar Money
  scalar URL

  enum ProductStatus { ACTIVE ARCHIVED DRAFT }
  enum ProductSortKeys { ID TITLE CREATED_AT UPDATED_AT }
  enum OrderSortKeys { ID CREATED_AT PROCESSED_AT UPDATED_AT }
  enum CustomerSortKeys { ID CREATED_AT UPDATED_AT NAME }
  enum CurrencyCode { USD CAD EUR GBP AUD }
  enum OrderCancelReason { CUSTOMER DECLINED FRAUD INVENTORY OTHER STAFF }
  enum OrderDisplayFinancialStatus { PENDING AUTHORIZED PARTIALLY_PAID PAID PARTIALLY_REFUNDED REFUNDED VOIDED EXPIRED }

  type Query {
    shop: Shop!
    product(id: ID!): Product
    order(id: ID!): Order
    products(first: Int, after: String, last: Int, before: String, query: String, sortKey: ProductSortKeys, reverse: Boolean): ProductConnection!
    orders(first: Int, after: String, last: Int, before: String, query: String, sortKey: OrderSortKeys, reverse: Boolean): OrderConnection!
    customers(first: Int, after: String, last: Int, before: String, query: String, sortKey: CustomerSortKeys, reverse: Boolean): CustomerConnection!
    customer(id: ID!): Customer
  }

  enum OrderDisplayFulfillmentStatus { FULFILLED IN_PROGRESS ON_HOLD OPEN PARTIALLY_FULFILLED PENDING_FULFILLMENT RESTOCKED SCHEDULED UNFULFILLED }
  enum DiscountErrorCode { BLANK TAKEN VALUE_OUTSIDE_RANGE INVALID }
  enum OrderCancelUserErrorCode { INVALID NOT_FOUND NO_REFUND_PERMISSION }
  enum RefundLineItemRestockType { RETURN CANCEL LEGACY_RESTOCK NO_RESTOCK }
  enum OrderTransactionKind { REFUND SALE CAPTURE AUTHORIZATION VOID CHANGE SUGGESTED_REFUND }

  type UserError { field: [String!] message: String! }
  type DiscountUserError { field: [String!] message: String! code: DiscountErrorCode }
  type OrderCancelUserError { field: [String!] message: String! code: OrderCancelUserErrorCode }

  input DiscountCustomersInput { add: [ID!] remove: [ID!] }
  input DiscountCustomerSelectionInput { all: Boolean customers: DiscountCustomersInput }
  input DiscountItemsInput { all: Boolean }
  input DiscountCustomerGetsValueInput { percentage: Float }
  input DiscountCustomerGetsInput { value: DiscountCustomerGetsValueInput items: DiscountItemsInput }
  input DiscountCodeBasicInput {
    title: String code: String startsAt: DateTime endsAt: DateTime usageLimit: Int appliesOncePerCustomer: Boolean
    customerSelection: DiscountCustomerSelectionInput customerGets: DiscountCustomerGetsInput
  }
  type DiscountRedeemCode { code: String! }
  type DiscountRedeemCodeConnection { nodes: [DiscountRedeemCode!]! }
  type DiscountCodeBasic { title: String! codes(first: Int): DiscountRedeemCodeConnection! }
  union DiscountCode = DiscountCodeBasic
  type DiscountCodeNode { id: ID! codeDiscount: DiscountCode! }
  type DiscountCodeBasicCreatePayload { codeDiscountNode: DiscountCodeNode userErrors: [DiscountUserError!]! }

  input AttributeInput { key: String! value: String! }
  input DraftOrderLineItemInput { variantId: ID quantity: Int! }
  input DraftOrderInput { lineItems: [DraftOrderLineItemInput!] email: String customerId: ID note: String tags: [String!] customAttributes: [AttributeInput!] }
  type DraftOrder { id: ID! name: String! invoiceUrl: URL }
  type DraftOrderCreatePayload { draftOrder: DraftOrder userErrors: [UserError!]! }

  type Job { id: ID! done: Boolean! }
  type OrderCancelPayload { job: Job orderCancelUserErrors: [OrderCancelUserError!]! }

  input RefundLineItemInput { lineItemId: ID! quantity: Int! restockType: RefundLineItemRestockType }
  input OrderTransactionInput { orderId: ID! gateway: String kind: OrderTransactionKind amount: Money parentId: ID }
  input RefundInput { orderId: ID! note: String notify: Boolean refundLineItems: [RefundLineItemInput!] transactions: [OrderTransactionInput!] }
  type RefundCreatePayload { refund: Refund userErrors: [UserError!]! }

  interface Node { id: ID! }
  type TaggedNode implements Node { id: ID! }
  type TagsAddPayload { node: Node userErrors: [UserError!]! }
  input OrderInput { id: ID! note: String }
  type OrderUpdatePayload { order: Order userErrors: [UserError!]! }

  type Mutation {
    discountCodeBasicCreate(basicCodeDiscount: DiscountCodeBasicInput!): DiscountCodeBasicCreatePayload
    draftOrderCreate(input: DraftOrderInput!): DraftOrderCreatePayload
    orderCancel(orderId: ID!, reason: OrderCancelReason!, refund: Boolean!, restock: Boolean!, notifyCustomer: Boolean, staffNote: String): OrderCancelPayload
    refundCreate(input: RefundInput!): RefundCreatePayload
    tagsAdd(id: ID!, tags: [String!]!): TagsAddPayload
    orderUpdate(input: OrderInput!): OrderUpdatePayload
  }

  type FulfillmentTrackingInfo { company: String number: String url: URL }
  type Fulfillment { id: ID! status: String! createdAt: DateTime! trackingInfo(first: Int): [FulfillmentTrackingInfo!]! }

  type Shop { id: ID! name: String! email: String currencyCode: CurrencyCode! myshopifyDomain: String! primaryDomain: Domain! }
  type Domain { id: ID! url: URL! host: String! }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type Image { id: ID url: URL! altText: String width: Int height: Int }
  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
  type ProductPriceRangeV2 { minVariantPrice: MoneyV2! maxVariantPrice: MoneyV2! }
  type Attribute { key: String! value: String }

  type Product {
    id: ID! title: String! handle: String! status: ProductStatus! description: String! createdAt: DateTime! updatedAt: DateTime!
    vendor: String! productType: String! totalInventory: Int!
    featuredImage: Image
    images(first: Int, after: String): ImageConnection!
    priceRangeV2: ProductPriceRangeV2!
    variants(first: Int, after: String): ProductVariantConnection!
  }
  type ProductVariant { id: ID! title: String! price: Money! sku: String availableForSale: Boolean! image: Image inventoryQuantity: Int product: Product! }
  type Customer {
    id: ID! email: String firstName: String lastName: String displayName: String! phone: String
    numberOfOrders: String! amountSpent: MoneyV2! createdAt: DateTime!
  }
  type LineItem {
    id: ID! title: String! variantTitle: String sku: String quantity: Int!
    originalUnitPriceSet: MoneyBag! variant: ProductVariant product: Product
  }
  type Order {
    id: ID! name: String! email: String phone: String createdAt: DateTime! updatedAt: DateTime! processedAt: DateTime currencyCode: CurrencyCode!
    cancelledAt: DateTime cancelReason: OrderCancelReason
    displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
    fulfillments(first: Int): [Fulfillment!]!
    displayFinancialStatus: OrderDisplayFinancialStatus
    totalPriceSet: MoneyBag! subtotalPriceSet: MoneyBag totalDiscountsSet: MoneyBag totalRefundedSet: MoneyBag!
    totalTaxSet: MoneyBag totalShippingPriceSet: MoneyBag!
    shippingAddress: MailingAddress
    refunds(first: Int): [Refund!]!
    discountCodes: [String!]! customAttributes: [Attribute!]! note: String tags: [String!]! test: Boolean!
    landingPageUrl: URL referrerUrl: URL
    customer: Customer
    lineItems(first: Int, after: String): LineItemConnection!
  }

  type MailingAddress {
    address1: String city: String province: String provinceCode: String country: String countryCodeV2: String zip: String
  }
  type Refund {
    id: ID! createdAt: DateTime note: String totalRefundedSet: MoneyBag!
    refundLineItems(first: Int, after: String): RefundLineItemConnection!
    refundShippingLines(first: Int, after: String): RefundShippingLineConnection!
  }
  type RefundLineItem { quantity: Int! subtotalSet: MoneyBag! totalTaxSet: MoneyBag! lineItem: LineItem! }
  type RefundShippingLine { subtotalAmountSet: MoneyBag! taxAmountSet: MoneyBag! }

  type ProductConnection { edges: [ProductEdge!]! nodes: [Product!]! pageInfo: PageInfo! }
  type ProductEdge { cursor: String! node: Product! }
  type ProductVariantConnection { edges: [ProductVariantEdge!]! nodes: [ProductVariant!]! pageInfo: PageInfo! }
  type ProductVariantEdge { cursor: String! node: ProductVariant! }
  type ImageConnection { edges: [ImageEdge!]! nodes: [Image!]! pageInfo: PageInfo! }
  type ImageEdge { cursor: String! node: Image! }
  type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }
  type OrderEdge { cursor: String! node: Order! }
  type CustomerConnection { edges: [CustomerEdge!]! nodes: [Customer!]! pageInfo: PageInfo! }
  type CustomerEdge { cursor: String! node: Customer! }
  type LineItemConnection { edges: [LineItemEdge!]! nodes: [LineItem!]! pageInfo: PageInfo! }
  type LineItemEdge { cursor: String! node: LineItem! }
  type RefundLineItemConnection { edges: [RefundLineItemEdge!]! nodes: [RefundLineItem!]! pageInfo: PageInfo! }
  type RefundLineItemEdge { cursor: String! node: RefundLineItem! }
  type RefundShippingLineConnection { edges: [RefundShippingLineEdge!]! nodes: [RefundShippingLine!]! pageInfo: PageInfo! }
  type RefundShippingLineEdge { cursor: String! node: RefundShippingLine! }
`);

export type PageArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

/** Relay paging with opaque cursors, and Shopify's refusals of a missing or oversized page. */
export function connection<T>(items: T[], args: PageArgs, key: (item: T) => string | number) {
  if (args.first == null && args.last == null)
    throw new GraphQLError("you must provide one of first or last");
  const size = args.first ?? args.last ?? 0;
  if (size > 250) throw new GraphQLError(`The page size of ${size} exceeds the maximum of 250`);
  const cursorOf = (item: T) => Buffer.from(JSON.stringify({ last_id: key(item) })).toString("base64");
  const positionOf = (cursor: string | null | undefined) => {
    if (!cursor) return null;
    try {
      const id = (JSON.parse(Buffer.from(cursor, "base64").toString()) as { last_id: unknown }).last_id;
      const index = items.findIndex((i) => key(i) === id);
      return index === -1 ? null : index;
    } catch {
      throw new GraphQLError("Invalid cursor");
    }
  };
  let start = 0;
  let end = items.length;
  const after = positionOf(args.after);
  const before = positionOf(args.before);
  if (after !== null) start = after + 1;
  if (before !== null) end = before;
  let slice = items.slice(start, end);
  if (args.first != null) slice = slice.slice(0, args.first);
  else if (args.last != null) slice = slice.slice(Math.max(0, slice.length - args.last));
  const firstIndex = slice.length ? items.indexOf(slice[0] as T) : start;
  const lastIndex = slice.length ? items.indexOf(slice[slice.length - 1] as T) : start - 1;
  return {
    edges: slice.map((node) => ({ cursor: cursorOf(node), node })),
    nodes: slice,
    pageInfo: {
      hasNextPage: lastIndex < items.length - 1 && (args.first != null || before !== null),
      hasPreviousPage: firstIndex > 0,
      startCursor: slice.length ? cursorOf(slice[0] as T) : null,
      endCursor: slice.length ? cursorOf(slice[slice.length - 1] as T) : null,
    },
  };
}
