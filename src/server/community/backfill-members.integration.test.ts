import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { orders } from "../db/commerce.schema";
import { communityInteractions, communityMembers } from "../db/community.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { backfillMembers } from "./backfill-members";
import { backfillMembersJob } from "./backfill-members.job";

let t: TestApp;
let teamId: string;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createPerson({ email: "owner@backfill.test" });
  teamId = owner.teamId;
  // Stored straight into the tables, as messages and orders were before members existed.
  const seeded = await seedStoreAndConversation(t.db, teamId, { sender: "early_fan" });
  storeId = seeded.storeId;
  await t.db.insert(orders).values({
    teamId,
    integrationId: seeded.storeId,
    shopifyOrderId: "900",
    currency: "CAD",
    totalPrice: "42.00",
    email: "Early@Example.com",
    processedAt: new Date(Date.now() - 86_400_000),
  });
});
afterAll(async () => t.close());

describe("the members backfill", () => {
  it("is queued at start while something is uncounted", async () => {
    expect(await backfillMembersJob.atStart?.(t.deps)).toEqual({});
  });

  it("makes members of earlier messages and orders, and a second run adds nothing", async () => {
    expect(
      await t.db.select().from(communityMembers).where(eq(communityMembers.teamId, teamId)),
    ).toHaveLength(0);
    const first = await backfillMembers(t.deps);
    expect(first.messages).toBeGreaterThan(0);
    expect(first.orders).toBe(1);
    const members = await t.db.select().from(communityMembers).where(eq(communityMembers.teamId, teamId));
    const fan = members.find((m) => m.handle === "early_fan");
    expect(fan?.messageCount).toBe(first.messages);
    const shopper = members.find((m) => m.email === "early@example.com");
    expect(shopper).toMatchObject({ orderCount: 1, orderTotal: "42.00" });
    const interactions = await t.db
      .select()
      .from(communityInteractions)
      .where(eq(communityInteractions.teamId, teamId));

    expect(await backfillMembers(t.deps)).toEqual({ messages: 0, orders: 0 });
    expect(
      await t.db.select().from(communityMembers).where(eq(communityMembers.teamId, teamId)),
    ).toHaveLength(members.length);
    expect(
      await t.db.select().from(communityInteractions).where(eq(communityInteractions.teamId, teamId)),
    ).toHaveLength(interactions.length);
    const again = await t.db.select().from(communityMembers).where(eq(communityMembers.id, fan!.id));
    expect(again[0]?.messageCount).toBe(fan?.messageCount);
  });

  it("passes over orders that make no member, and is not queued again at start for them", async () => {
    const anonymous = Array.from({ length: 201 }, (_, i) => ({
      teamId,
      integrationId: storeId,
      shopifyOrderId: `anon-${i}`,
      currency: "CAD",
      totalPrice: "10.00",
      processedAt: new Date(Date.now() - 3_600_000 + i),
    }));
    await t.db.insert(orders).values(anonymous);
    await t.db.insert(orders).values({
      teamId,
      integrationId: storeId,
      shopifyOrderId: "901",
      currency: "CAD",
      totalPrice: "18.00",
      email: "late@example.com",
      processedAt: new Date(),
    });
    expect(await backfillMembersJob.atStart?.(t.deps)).toEqual({});
    // More than a page of orders that stay uncounted: the run still ends, and counts the one after them.
    expect(await backfillMembers(t.deps)).toEqual({ messages: 0, orders: 202 });
    const late = await t.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.email, "late@example.com"));
    expect(late[0]?.orderCount).toBe(1);
    expect(await backfillMembersJob.atStart?.(t.deps)).toBeNull();
  });
});
