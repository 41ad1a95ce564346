/**
 * The Admin GraphQL documents Lunara sends. Page sizes keep each query under Shopify's single-query cost
 * limit of 1000 points (a connection costs 2 + first x the cost of a node, nested connections multiply).
 */
export const SHOP_QUERY = /* GraphQL */ `
  query LunaraShop {
    shop { id name email currencyCode myshopifyDomain primaryDomain { url host } }
  }
`;

export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_VARIANTS_PAGE_SIZE = 20;

export const PRODUCTS_QUERY = /* GraphQL */ `
  query LunaraProducts($first: Int!, $after: String, $variants: Int!) {
    products(first: $first, after: $after, sortKey: ID) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id title handle status updatedAt description
        featuredImage { url altText }
        variants(first: $variants) {
          pageInfo { hasNextPage endCursor }
          nodes { id title price sku availableForSale image { url } }
        }
      }
    }
  }
`;

export const PRODUCT_VARIANTS_QUERY = /* GraphQL */ `
  query LunaraProductVariants($id: ID!, $first: Int!, $after: String) {
    product(id: $id) {
      variants(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { id title price sku availableForSale image { url } }
      }
    }
  }
`;

export const ORDERS_PAGE_SIZE = 10;

/** One line item's fields, the same on the orders page and in an order's further line items. */
const LINE_ITEM_FIELDS = `id title variantTitle sku quantity
  originalUnitPriceSet { shopMoney { amount currencyCode } } variant { id } product { id }`;

export const ORDERS_QUERY = /* GraphQL */ `
  query LunaraOrders($first: Int!, $after: String, $query: String) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT, reverse: true) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id name email createdAt processedAt cancelledAt currencyCode displayFinancialStatus
        totalPriceSet { shopMoney { amount currencyCode } }
        subtotalPriceSet { shopMoney { amount currencyCode } }
        totalDiscountsSet { shopMoney { amount currencyCode } }
        totalTaxSet { shopMoney { amount currencyCode } }
        totalShippingPriceSet { shopMoney { amount currencyCode } }
        shippingAddress { city province country }
        phone
        totalRefundedSet { shopMoney { amount currencyCode } }
        discountCodes
        customAttributes { key value }
        landingPageUrl referrerUrl
        customer { id email firstName lastName }
        lineItems(first: 10) {
          pageInfo { hasNextPage endCursor }
          nodes { ${LINE_ITEM_FIELDS} }
        }
      }
    }
  }
`;

/** Asked only for orders that have refunds: their details would push the orders page past the cost limit. */
export const ORDER_REFUNDS_QUERY = /* GraphQL */ `
  query LunaraOrderRefunds($id: ID!) {
    order(id: $id) {
      refunds(first: 10) {
        id createdAt
        totalRefundedSet { shopMoney { amount currencyCode } }
        refundLineItems(first: 10) {
          nodes { quantity subtotalSet { shopMoney { amount currencyCode } } lineItem { product { id } variant { id } } }
        }
        refundShippingLines(first: 2) {
          nodes {
            subtotalAmountSet { shopMoney { amount currencyCode } }
            taxAmountSet { shopMoney { amount currencyCode } }
          }
        }
      }
    }
  }
`;

/** The rest of an order's line items, for orders with more than the orders page carries. */
export const ORDER_LINE_ITEMS_QUERY = /* GraphQL */ `
  query LunaraOrderLineItems($id: ID!, $after: String) {
    order(id: $id) {
      lineItems(first: 50, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${LINE_ITEM_FIELDS} }
      }
    }
  }
`;
