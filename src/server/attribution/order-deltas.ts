import type { OrderFigures } from "./order-figures";

export type RevenueDelta = {
  day: string;
  gross: number;
  discounts: number;
  returns: number;
  shipping: number;
  taxes: number;
  net: number;
  orders: number;
  attributedSales: number;
  attributedOrders: number;
};
export type ProductDelta = {
  day: string;
  productKey: string;
  variantKey: string;
  title: string;
  variantTitle: string | null;
  net: number;
  units: number;
};
export type LocationDelta = { day: string; location: string; orders: number };
export type RollupDeltas = { revenue: RevenueDelta[]; products: ProductDelta[]; locations: LocationDelta[] };

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What the rollups must change by when an order goes from `before` to `after` (either may be
 * nothing): the new contribution minus the old, so a repeated delivery changes nothing and an edited
 * or cancelled order moves only its difference. Zero rows are dropped.
 */
export function orderDeltas(
  before: { figures: OrderFigures; attributed: boolean } | null,
  after: { figures: OrderFigures; attributed: boolean },
): RollupDeltas {
  const revenue = new Map<string, RevenueDelta>();
  const products = new Map<string, ProductDelta>();
  const locations = new Map<string, LocationDelta>();
  const add = (f: OrderFigures, attributed: boolean, sign: 1 | -1) => {
    const r = revenue.get(f.day) ?? {
      day: f.day,
      gross: 0,
      discounts: 0,
      returns: 0,
      shipping: 0,
      taxes: 0,
      net: 0,
      orders: 0,
      attributedSales: 0,
      attributedOrders: 0,
    };
    r.gross = r2(r.gross + sign * f.gross);
    r.discounts = r2(r.discounts + sign * f.discounts);
    r.shipping = r2(r.shipping + sign * f.shipping);
    r.taxes = r2(r.taxes + sign * f.taxes);
    r.net = r2(r.net + sign * f.net);
    r.orders += sign * f.orders;
    if (attributed) {
      r.attributedSales = r2(r.attributedSales + sign * f.net);
      r.attributedOrders += sign * f.orders;
    }
    revenue.set(f.day, r);
    for (const line of f.lines) {
      const key = `${f.day}|${line.productKey}|${line.variantKey}`;
      const p = products.get(key) ?? { ...line, day: f.day, net: 0, units: 0 };
      p.net = r2(p.net + sign * line.net);
      p.units += sign * line.units;
      products.set(key, p);
    }
    if (f.location && f.orders) {
      const key = `${f.day}|${f.location}`;
      const l = locations.get(key) ?? { day: f.day, location: f.location, orders: 0 };
      l.orders += sign * f.orders;
      locations.set(key, l);
    }
  };
  if (before) add(before.figures, before.attributed, -1);
  add(after.figures, after.attributed, 1);
  return {
    revenue: [...revenue.values()].filter((r) =>
      [
        r.gross,
        r.discounts,
        r.shipping,
        r.taxes,
        r.net,
        r.orders,
        r.attributedSales,
        r.attributedOrders,
      ].some((v) => v !== 0),
    ),
    products: [...products.values()].filter((p) => p.net !== 0 || p.units !== 0),
    locations: [...locations.values()].filter((l) => l.orders !== 0),
  };
}
