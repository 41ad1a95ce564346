import {
  ACCOUNT_IN_ANOTHER_TEAM,
  ACCOUNT_IN_ANOTHER_TEAM_TEXTS,
} from "@shared/integrations/integrations-texts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrations } from "../db/integrations.schema";
import {
  authorizeTikTok,
  connectInstagram,
  connectShopify,
  connectTikTok,
  type Kit,
  signedInPerson,
  startKit,
} from "./integrations-test-kit.test-helper";

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit?.close());

const rowsOf = (teamId: string) =>
  kit.t.db
    .select({ id: integrations.id, platform: integrations.platform, status: integrations.status })
    .from(integrations)
    .where(eq(integrations.teamId, teamId));

/** A platform account's messages belong to one team: a second team's connect is refused. */
describe("an account another team has connected", () => {
  it("Instagram: refused with the reason on the screen; the first team reconnects, and once it disconnects the other connects", async () => {
    const glowbird = await signedInPerson(kit, "glowbird@brand.test");
    const demo = await signedInPerson(kit, "demo@brand.test");
    expect((await connectInstagram(kit, glowbird.cookie)).searchParams.get("instagram")).toBe("connected");

    const refused = await connectInstagram(kit, demo.cookie);
    expect(refused.pathname).toBe("/dashboard/integrations");
    expect(refused.searchParams.get("instagram")).toBe("error");
    expect(refused.searchParams.get("message")).toBe(ACCOUNT_IN_ANOTHER_TEAM);
    expect(await rowsOf(demo.teamId)).toHaveLength(0);

    const again = await connectInstagram(kit, glowbird.cookie);
    expect(again.searchParams.get("instagram")).toBe("connected");
    const [held] = await rowsOf(glowbird.teamId);
    expect(held).toMatchObject({ status: "connected" });
    expect(await rowsOf(glowbird.teamId)).toHaveLength(1);

    const gone = await kit.t.call("DELETE", `/api/integrations/${held?.id}`, undefined, glowbird.cookie);
    expect(gone.statusCode).toBe(200);
    expect((await connectInstagram(kit, demo.cookie)).searchParams.get("instagram")).toBe("connected");
  });

  it("TikTok: the callback answers 409 with the reason; the first team reconnects", async () => {
    const a = await signedInPerson(kit, "tt-one@brand.test");
    const b = await signedInPerson(kit, "tt-two@brand.test");
    await connectTikTok(kit, a.cookie);
    const { code, state } = await authorizeTikTok(kit, b.cookie);
    const refused = await kit.t.call("POST", "/api/integrations/tiktok/callback", { code, state }, b.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ACCOUNT_IN_ANOTHER_TEAM_TEXTS.tiktok);
    expect(await rowsOf(b.teamId)).toHaveLength(0);
    await connectTikTok(kit, a.cookie);
    expect(await rowsOf(a.teamId)).toHaveLength(1);
  });

  it("Shopify: the same shop domain is refused for a second team; the first team reinstalls", async () => {
    const a = await signedInPerson(kit, "shop-one@brand.test");
    const b = await signedInPerson(kit, "shop-two@brand.test");
    expect((await connectShopify(kit, a.cookie, "glowbird")).searchParams.get("shopify")).toBe("connected");
    const refused = await connectShopify(kit, b.cookie, "Glowbird.myshopify.com");
    expect(refused.searchParams.get("shopify")).toBe("error");
    expect(refused.searchParams.get("message")).toBe(ACCOUNT_IN_ANOTHER_TEAM);
    expect(await rowsOf(b.teamId)).toHaveLength(0);
    expect((await connectShopify(kit, a.cookie, "glowbird")).searchParams.get("shopify")).toBe("connected");
    expect(await rowsOf(a.teamId)).toHaveLength(1);
  });

  it("the database refuses a second team's row itself, so two connects at once cannot both land", async () => {
    const a = await signedInPerson(kit, "race-a@brand.test");
    const b = await signedInPerson(kit, "race-b@brand.test");
    const row = (teamId: string) => ({
      teamId,
      platform: "instagram",
      platformAccountId: "ig-raced",
      accessTokenEncrypted: "v1.x",
    });
    await kit.t.db.insert(integrations).values(row(a.teamId));
    await expect(kit.t.db.insert(integrations).values(row(b.teamId))).rejects.toThrow();
    expect(await rowsOf(b.teamId)).toHaveLength(0);
  });
});
