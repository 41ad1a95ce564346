import { describe, expect, it } from "vitest";
import { orderDeltas } from "./order-deltas";
import { orderFigures } from "./order-figures";

const figures = (over: Partial<Parameters<typeof orderFigures>[0]> = {}) =>
  orderFigures({
    day: "2026-03-01",
    lineItems: [
      { shopify_product_id: "1", shopify_variant_id: "11", title: "Serum", quantity: 2, price: 30 },
    ],
    subtotal: 54,
    discounts: 6,
    shipping: 10,
    taxes: 8,
    cancelled: false,
    address: { city: "Toronto", province: "Ontario", country: "Canada" },
    ...over,
  });

describe("order figures and deltas", () => {
  it("spreads discounts over lines and derives net = gross - discounts", () => {
    const f = figures();
    expect(f).toMatchObject({
      gross: 60,
      discounts: 6,
      net: 54,
      orders: 1,
      location: "Toronto, Ontario, Canada",
    });
    expect(f.lines[0]).toMatchObject({ net: 54, units: 2 });
  });
  it("changes nothing for a repeated delivery", () => {
    expect(
      orderDeltas({ figures: figures(), attributed: true }, { figures: figures(), attributed: true }),
    ).toEqual({
      revenue: [],
      products: [],
      locations: [],
    });
  });
  it("takes back the whole order when it is cancelled, and moves only the difference on an edit", () => {
    const cancelled = orderDeltas(
      { figures: figures(), attributed: true },
      { figures: figures({ cancelled: true }), attributed: true },
    );
    expect(cancelled.revenue[0]).toMatchObject({
      net: -54,
      orders: -1,
      attributedSales: -54,
      attributedOrders: -1,
    });
    expect(cancelled.locations[0]).toMatchObject({ orders: -1 });
    const edited = orderDeltas(
      { figures: figures(), attributed: false },
      { figures: figures({ discounts: 0 }), attributed: false },
    );
    expect(edited.revenue[0]).toMatchObject({ discounts: -6, net: 6, orders: 0, attributedSales: 0 });
  });
  it("books an order moved to another day on both days", () => {
    const moved = orderDeltas(
      { figures: figures(), attributed: false },
      { figures: figures({ day: "2026-03-02" }), attributed: false },
    );
    expect(moved.revenue.map((r) => [r.day, r.orders])).toEqual([
      ["2026-03-01", -1],
      ["2026-03-02", 1],
    ]);
  });
});
