import type { StoreOrder } from "@shared/attribution/store-order.schema";

export type ProductLine = {
  productKey: string;
  variantKey: string;
  title: string;
  variantTitle: string | null;
  net: number;
  units: number;
};

/** What one order adds to its day's rollups; a cancelled order adds nothing. */
export type OrderFigures = {
  day: string;
  gross: number;
  discounts: number;
  shipping: number;
  taxes: number;
  net: number;
  orders: number;
  location: string | null;
  lines: ProductLine[];
};

/** The order facts kept in orders.order_data, so a later update can take back exactly what was added. */
export type StoredOrderData = {
  line_items: StoreOrder["line_items"];
  shipping_address: StoreOrder["shipping_address"];
  cancelled_at: string | null;
  customer: StoreOrder["customer"];
  /** Kept so a late credit, which re-reads the stored order, still sees the landing page's ids. */
  landing_site?: string | null;
};

const cents = (n: number) => Math.round(n * 100) / 100;
export const productKeyOf = (line: { shopify_product_id?: string | null | undefined; title?: string }) =>
  line.shopify_product_id ?? `title:${line.title ?? ""}`;

export function locationOf(address: StoreOrder["shipping_address"]): string | null {
  if (!address) return null;
  const parts = [address.city, address.province, address.country].filter((p): p is string =>
    Boolean(p?.trim()),
  );
  return parts.length ? parts.join(", ") : null;
}

/**
 * Shopify's definitions: gross = line prices x quantities, net = gross - discounts - returns (returns
 * are booked on the refund's own day). Order discounts are spread over lines by their share of gross.
 */
export function orderFigures(input: {
  day: string;
  lineItems: StoreOrder["line_items"];
  subtotal: number | null;
  discounts: number;
  shipping: number;
  taxes: number;
  cancelled: boolean;
  address: StoreOrder["shipping_address"];
}): OrderFigures {
  const empty: OrderFigures = {
    day: input.day,
    gross: 0,
    discounts: 0,
    shipping: 0,
    taxes: 0,
    net: 0,
    orders: 0,
    location: locationOf(input.address),
    lines: [],
  };
  if (input.cancelled) return empty;
  const lineGross = input.lineItems.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const gross = input.lineItems.length ? lineGross : (input.subtotal ?? 0) + input.discounts;
  const share = gross > 0 ? Math.min(1, input.discounts / gross) : 0;
  return {
    ...empty,
    gross: cents(gross),
    discounts: cents(input.discounts),
    shipping: cents(input.shipping),
    taxes: cents(input.taxes),
    net: cents(gross - input.discounts),
    orders: 1,
    lines: input.lineItems.map((l) => ({
      productKey: productKeyOf(l),
      variantKey: l.shopify_variant_id ?? "",
      title: l.title,
      variantTitle: l.variant_title ?? null,
      net: cents(l.price * l.quantity * (1 - share)),
      units: l.quantity,
    })),
  };
}
