import type { z } from "zod";
import type {
  GqlOrder,
  GqlProduct,
  GqlRefund,
  RestOrder,
  RestRefund,
  restProductSchema,
} from "./shopify.schema";

/** Products and orders as Lunara stores them, whether they came from a webhook (REST JSON) or a sync (GraphQL). */
export type ShopifyVariant = {
  shopify_variant_id: string;
  title: string;
  price: string;
  sku: string | null;
  image_url: string | null;
  /** In stock (or sold while out of stock); null when the store did not say. */
  available: boolean | null;
};

export type ShopifyProduct = {
  shopify_product_id: string;
  title: string;
  handle: string;
  status: "active" | "archived" | "draft" | "unknown";
  image_url: string | null;
  /** Plain text from GraphQL, HTML from a REST webhook; the knowledge index reads either. */
  description: string | null;
  variants: ShopifyVariant[];
  updated_at: Date | null;
};

export type ShopifyOrder = {
  shopify_order_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  currency: string;
  total_price: string;
  subtotal_price: string | null;
  total_discounts: string | null;
  total_tax: string | null;
  /** Shipping charged to the customer, after shipping discounts. */
  total_shipping: string | null;
  shipping_address: { city: string | null; province: string | null; country: string | null } | null;
  financial_status: string | null;
  checkout_token: string | null;
  cart_token: string | null;
  /** The cart attributes a storefront (or the pixel's landing link) attached; attribution reads lunara_* here. */
  note_attributes: { name: string; value: string }[];
  discount_codes: string[];
  landing_site: string | null;
  referring_site: string | null;
  customer: {
    shopify_customer_id: string;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
  } | null;
  line_items: {
    shopify_product_id: string | null;
    shopify_variant_id: string | null;
    title: string;
    variant_title: string | null;
    sku: string | null;
    quantity: number;
    price: string;
  }[];
  created_at: Date;
  processed_at: Date | null;
  /** A cancelled order adds nothing to sales; an update without it reinstates the order. */
  cancelled_at: Date | null;
  /** The refunds the order carries; each is recorded once, whichever delivery or sync brings it. */
  refunds: ShopifyRefund[];
};

/** A refund as recordShopifyRefund takes it. */
export type ShopifyRefund = {
  shopify_order_id: string;
  shopify_refund_id: string;
  /** The merchandise refunded, before tax and shipping: what Shopify books as returns. */
  amount: string;
  processed_at: Date;
  line_items: {
    shopify_product_id: string | null;
    shopify_variant_id: string | null;
    quantity: number;
    subtotal: string;
  }[];
};

/** gid://shopify/Product/123 -> "123"; REST ids are already numeric. One id form whatever the source. */
export function shopifyNumericId(id: string): string {
  const slash = id.lastIndexOf("/");
  return slash === -1 ? id : id.slice(slash + 1);
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);
const status = (value: string | null | undefined): ShopifyProduct["status"] => {
  const v = value?.toLowerCase();
  return v === "active" || v === "archived" || v === "draft" ? v : "unknown";
};

export function mapGqlProduct(product: GqlProduct, variants = product.variants.nodes): ShopifyProduct {
  return {
    shopify_product_id: shopifyNumericId(product.id),
    title: product.title,
    handle: product.handle,
    status: status(product.status),
    image_url: product.featuredImage?.url ?? null,
    description: product.description?.trim() || null,
    variants: variants.map((v) => ({
      shopify_variant_id: shopifyNumericId(v.id),
      title: v.title,
      price: v.price,
      sku: v.sku,
      image_url: v.image?.url ?? null,
      available: v.availableForSale ?? null,
    })),
    updated_at: date(product.updatedAt),
  };
}

export function mapRestProduct(product: z.infer<typeof restProductSchema>): ShopifyProduct {
  const imageById = new Map(product.images.map((i) => [i.id, i.src]));
  return {
    shopify_product_id: product.id,
    title: product.title,
    handle: product.handle,
    status: status(product.status),
    image_url: product.image?.src ?? product.images[0]?.src ?? null,
    description: product.body_html?.trim() || null,
    variants: product.variants.map((v) => ({
      shopify_variant_id: v.id,
      title: v.title,
      price: v.price,
      sku: v.sku ?? null,
      image_url: v.image_id ? (imageById.get(v.image_id) ?? null) : null,
      available: typeof v.inventory_quantity === "number" ? v.inventory_quantity > 0 : null,
    })),
    updated_at: date(product.updated_at),
  };
}

export function mapRestOrder(order: RestOrder): ShopifyOrder {
  return {
    shopify_order_id: order.id,
    name: order.name,
    email: order.email ?? null,
    phone: order.phone ?? null,
    currency: order.currency,
    total_price: order.total_price,
    subtotal_price: order.subtotal_price ?? null,
    total_discounts: order.total_discounts ?? null,
    total_tax: order.total_tax ?? null,
    total_shipping: restShipping(order),
    shipping_address: address(order.shipping_address),
    financial_status: order.financial_status ?? null,
    checkout_token: order.checkout_token ?? null,
    cart_token: order.cart_token ?? null,
    note_attributes: order.note_attributes,
    discount_codes: order.discount_codes.map((d) => d.code),
    landing_site: order.landing_site ?? null,
    referring_site: order.referring_site ?? null,
    customer: order.customer
      ? {
          shopify_customer_id: order.customer.id,
          email: order.customer.email ?? null,
          first_name: order.customer.first_name ?? null,
          last_name: order.customer.last_name ?? null,
        }
      : null,
    line_items: order.line_items.map((l) => ({
      shopify_product_id: l.product_id ?? null,
      shopify_variant_id: l.variant_id ?? null,
      title: l.title,
      variant_title: l.variant_title ?? null,
      sku: l.sku ?? null,
      quantity: l.quantity,
      price: l.price,
    })),
    created_at: new Date(order.created_at),
    processed_at: date(order.processed_at),
    cancelled_at: date(order.cancelled_at),
    refunds: order.refunds.map(mapRestRefund),
  };
}

function address(
  value: { city?: string | null; province?: string | null; country?: string | null } | null | undefined,
) {
  if (!value) return null;
  return { city: value.city ?? null, province: value.province ?? null, country: value.country ?? null };
}

/** total_shipping_price_set when the payload has it, else the shipping lines' (discounted) prices. */
function restShipping(order: RestOrder): string | null {
  const set = order.total_shipping_price_set?.shop_money.amount;
  if (set !== undefined) return set;
  if (order.shipping_lines.length === 0) return null;
  const total = order.shipping_lines.reduce((sum, l) => sum + cents(l.discounted_price ?? l.price), 0);
  return decimal(total);
}

const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (inCents: number) => (inCents / 100).toFixed(2);
const FAILED_TRANSACTION = new Set(["failure", "error"]);

/**
 * Returns are the merchandise taken back: the sum of refund_line_items[].subtotal (after the line's
 * discounts, before tax). A refund with no line items (an amount typed in by the merchant) is the money
 * sent back, transactions of kind "refund" that did not fail, less any shipping refunded with it
 * (order_adjustments of kind "shipping_refund", amount and tax, which Shopify records as negatives).
 */
export function mapRestRefund(refund: RestRefund): ShopifyRefund {
  const lines = refund.refund_line_items;
  let amount = lines.reduce((sum, l) => sum + cents(l.subtotal), 0);
  if (lines.length === 0) {
    const paid = refund.transactions
      .filter((t) => t.kind === "refund" && !FAILED_TRANSACTION.has(t.status ?? ""))
      .reduce((sum, t) => sum + cents(t.amount), 0);
    const shipping = refund.order_adjustments
      .filter((a) => a.kind === "shipping_refund")
      .reduce((sum, a) => sum + Math.abs(cents(a.amount ?? "0")) + Math.abs(cents(a.tax_amount ?? "0")), 0);
    amount = Math.max(0, paid - shipping);
  }
  return {
    shopify_order_id: refund.order_id,
    shopify_refund_id: refund.id,
    amount: decimal(amount),
    processed_at: new Date(refund.processed_at ?? refund.created_at),
    line_items: lines.map((l) => ({
      shopify_product_id: l.line_item?.product_id ?? null,
      shopify_variant_id: l.line_item?.variant_id ?? null,
      quantity: l.quantity,
      subtotal: decimal(cents(l.subtotal)),
    })),
  };
}

/** GraphQL orders carry no checkout or cart token: attribution of synced orders relies on attributes and codes. */
export function mapGqlOrder(order: GqlOrder, refunds: GqlRefund[] = []): ShopifyOrder {
  return {
    shopify_order_id: shopifyNumericId(order.id),
    name: order.name,
    email: order.email,
    phone: order.phone ?? null,
    currency: order.currencyCode,
    total_price: order.totalPriceSet.shopMoney.amount,
    subtotal_price: order.subtotalPriceSet?.shopMoney.amount ?? null,
    total_discounts: order.totalDiscountsSet?.shopMoney.amount ?? null,
    total_tax: order.totalTaxSet?.shopMoney.amount ?? null,
    total_shipping: order.totalShippingPriceSet?.shopMoney.amount ?? null,
    shipping_address: address(order.shippingAddress),
    financial_status: order.displayFinancialStatus?.toLowerCase() ?? null,
    checkout_token: null,
    cart_token: null,
    note_attributes: order.customAttributes.map((a) => ({ name: a.key, value: a.value ?? "" })),
    discount_codes: order.discountCodes,
    landing_site: order.landingPageUrl ?? null,
    referring_site: order.referrerUrl ?? null,
    customer: order.customer
      ? {
          shopify_customer_id: shopifyNumericId(order.customer.id),
          email: order.customer.email,
          first_name: order.customer.firstName,
          last_name: order.customer.lastName,
        }
      : null,
    line_items: order.lineItems.nodes.map((l) => ({
      shopify_product_id: l.product ? shopifyNumericId(l.product.id) : null,
      shopify_variant_id: l.variant ? shopifyNumericId(l.variant.id) : null,
      title: l.title,
      variant_title: l.variantTitle,
      sku: l.sku,
      quantity: l.quantity,
      price: l.originalUnitPriceSet.shopMoney.amount,
    })),
    created_at: new Date(order.createdAt),
    processed_at: date(order.processedAt),
    cancelled_at: date(order.cancelledAt),
    refunds: refunds.map((r) => mapGqlRefund(shopifyNumericId(order.id), r)),
  };
}

/** The same rule as mapRestRefund: merchandise returned, or for an amount-only refund the money less shipping. */
export function mapGqlRefund(orderId: string, refund: GqlRefund): ShopifyRefund {
  const lines = refund.refundLineItems.nodes;
  let amount = lines.reduce((sum, l) => sum + cents(l.subtotalSet.shopMoney.amount), 0);
  if (lines.length === 0) {
    const shipping = refund.refundShippingLines.nodes.reduce(
      (sum, l) => sum + cents(l.subtotalAmountSet.shopMoney.amount) + cents(l.taxAmountSet.shopMoney.amount),
      0,
    );
    amount = Math.max(0, cents(refund.totalRefundedSet.shopMoney.amount) - shipping);
  }
  return {
    shopify_order_id: orderId,
    shopify_refund_id: shopifyNumericId(refund.id),
    amount: decimal(amount),
    processed_at: new Date(refund.createdAt),
    line_items: lines.map((l) => ({
      shopify_product_id: l.lineItem.product ? shopifyNumericId(l.lineItem.product.id) : null,
      shopify_variant_id: l.lineItem.variant ? shopifyNumericId(l.lineItem.variant.id) : null,
      quantity: l.quantity,
      subtotal: decimal(cents(l.subtotalSet.shopMoney.amount)),
    })),
  };
}
