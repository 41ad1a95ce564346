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
        id title handle status updatedAt
        featuredImage { url altText }
        variants(first: $variants) {
          pageInfo { hasNextPage endCursor }
          nodes { id title price sku image { url } }
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
        nodes { id title price sku image { url } }
      }
    }
  }
`;

export const ORDERS_PAGE_SIZE = 10;

export const ORDERS_QUERY = /* GraphQL */ `
  query LunaraOrders($first: Int!, $after: String, $query: String) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT, reverse: true) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id name email createdAt processedAt cancelledAt currencyCode displayFinancialStatus
        totalPriceSet { shopMoney { amount currencyCode } }
        subtotalPriceSet { shopMoney { amount currencyCode } }
        totalDiscountsSet { shopMoney { amount currencyCode } }
        discountCodes
        customAttributes { key value }
        landingPageUrl referrerUrl
        customer { id email firstName lastName }
        lineItems(first: 10) {
          nodes {
            id title variantTitle sku quantity
            originalUnitPriceSet { shopMoney { amount currencyCode } }
            variant { id }
            product { id }
          }
        }
      }
    }
  }
`;
