import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../integrations/integrations-test-kit.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedStoreAndConversation } from "./attribution-fixtures.test-helper";
import { createStoreDirectory } from "./store-directory";

describe("the pixel's store directory (issue 18: one answer across processes)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("caches an unknown shop, and forgets it as soon as a store is connected anywhere", async () => {
    const person = await t.createPerson({ email: "pixel-cache@brand.test" });
    const directory = createStoreDirectory(t.db, t.deps.events);
    try {
      const shop = `shop-${randomUUID().slice(0, 8)}.myshopify.com`;
      expect(await directory.find(shop)).toBeNull();
      const seeded = await seedStoreAndConversation(t.db, person.teamId, { shop });
      // Cached: a flood naming an unknown store costs no query...
      expect(await directory.find(shop)).toBeNull();
      // ...until any process announces a connected store (the event crosses processes by NOTIFY).
      await t.deps.events.publish({
        type: "integration.connected",
        teamId: person.teamId,
        data: { id: seeded.storeId, platform: "shopify" },
      });
      await eventually(async () => expect(await directory.find(shop)).not.toBeNull());
      expect(await directory.isAllowedOrigin(`https://${shop}`)).toBe(true);
    } finally {
      directory.close();
    }
  });
});
