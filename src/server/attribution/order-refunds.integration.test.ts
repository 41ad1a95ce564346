import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { sampleOrder, seedStoreAndConversation } from "./attribution-fixtures.test-helper";
import { creditLateOrder } from "./credit-late-orders";
import { addRefundedAmount, insertRefund, refundsOfOrder } from "./order-refunds.repository";
import { findOrderOfTeam } from "./orders.repository";
import { recordShopifyOrder } from "./record-shopify-order";

/** The order queries that once filtered by the order's id alone now also need the caller's team. */
describe("an order is reached only through its own team", () => {
  let t: TestApp;
  let teamA: string;
  let teamB: string;
  let orderId: string;
  const refund = (teamId: string, shopifyRefundId: string) => ({
    teamId,
    orderId,
    shopifyRefundId,
    amount: 5,
    processedAt: new Date("2026-11-20T10:00:00Z"),
    lineItems: [],
  });

  beforeAll(async () => {
    t = await createTestApp();
    teamA = (await t.createPerson({ email: "a@brand.test" })).teamId;
    teamB = (await t.createPerson({ email: "b@other.test" })).teamId;
    const seeded = await seedStoreAndConversation(t.db, teamA);
    const recorded = await recordShopifyOrder(
      t.deps,
      { integrationId: seeded.storeId, teamId: teamA },
      sampleOrder({ shopify_order_id: "order-of-a", email: null, customer: null }),
    );
    orderId = recorded.orderId;
  });
  afterAll(async () => t.close());

  it("another team's id finds, refunds and credits nothing of it", async () => {
    expect(await findOrderOfTeam(t.db, teamB, orderId)).toBeNull();
    expect(await insertRefund(t.db, refund(teamB, "r-b"))).toBe(false);
    await addRefundedAmount(t.db, teamB, orderId, 5);
    expect((await findOrderOfTeam(t.db, teamA, orderId))?.totalRefunded).toBe("0.00");
    expect(await refundsOfOrder(t.db, teamA, orderId)).toEqual([]);
    expect(await creditLateOrder(t.deps, { orderId, teamId: teamB })).toBeNull();
  });

  it("the order's own team refunds it", async () => {
    expect(await insertRefund(t.db, refund(teamA, "r-a"))).toBe(true);
    await addRefundedAmount(t.db, teamA, orderId, 5);
    expect((await findOrderOfTeam(t.db, teamA, orderId))?.totalRefunded).toBe("5.00");
    expect(await refundsOfOrder(t.db, teamA, orderId)).toHaveLength(1);
    expect(await refundsOfOrder(t.db, teamB, orderId)).toEqual([]);
  });
});
