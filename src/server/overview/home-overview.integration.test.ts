import type { HomeOverview } from "@shared/overview/home-overview.schema";
import type { RoutingStats } from "@shared/routing/routing.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../db/attribution.schema";
import { messageAiAnalysis } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/overview/home", () => {
  it("computes the stat cards and tabs from the caller's team only", async () => {
    const a = await t.createPerson({ email: "home@overview.test" });
    const other = await t.createPerson({ email: "other@overview.test" });
    const seed = inboxFixtures(t.db, a.teamId);
    const integrationId = await seed.integration();
    await t.db.update(integrations).set({ followerCount: 200 }).where(eq(integrations.id, integrationId));
    const dm = await seed.message({ content: "Where is my order?", type: "dm", receivedAt: minutesAgo(30) });
    await seed.message({ content: "Love it", type: "comment", receivedAt: minutesAgo(20) });
    await seed.message({ content: "Look @brand", type: "mention", receivedAt: minutesAgo(10) });
    await seed.message({ content: "so pretty", type: "comment", receivedAt: minutesAgo(5) });
    await seed.analysis(dm);
    await t.db
      .update(messageAiAnalysis)
      .set({ firstResponseAt: new Date(), firstResponseMinutes: 12 })
      .where(eq(messageAiAnalysis.messageId, dm));
    await seed.response(dm, "On its way!");
    await t.db.insert(leads).values([
      { teamId: a.teamId, instagramUsername: "hot1", leadQuality: "hot" },
      { teamId: a.teamId, instagramUsername: "warm1", leadQuality: "warm" },
      { teamId: a.teamId, instagramUsername: "cold1", leadQuality: "cold", totalOrders: 1 },
      { teamId: other.teamId, instagramUsername: "theirs", leadQuality: "hot" },
    ]);

    const cookie = await t.signIn(a.email, a.password);
    const res = await t.call("GET", "/api/overview/home", undefined, cookie);
    expect(res.statusCode).toBe(200);
    const home = res.json() as HomeOverview;
    expect(home).toMatchObject({
      total_leads: 3,
      avg_response_minutes: 12,
      // (2 comments + 1 mention + 1 DM) / 200 followers
      engagement_rate: 2,
      revenue_tracked: 0,
      tiktok_connected: false,
      connected_platforms: ["instagram"],
      leads: { hot: 1, warm: 1, new_today: 3 },
      engagement: { comments: 2, shares: 1, dms: 1, followers: 200 },
      revenue: { this_month: 0, avg_order_value: 0, conversion_rate: 33.3 },
    });
    expect(home.recent_activity[0]).toMatchObject({ kind: "lead" });
    expect(home.recent_activity.map((x) => x.text)).toContain("Reply sent by Agent");
    expect(home.recent_activity.map((x) => x.text)).toContain("New DM from @fan on Instagram");

    const theirs = (
      await t.call("GET", "/api/overview/home", undefined, await t.signIn(other.email, other.password))
    ).json() as HomeOverview;
    expect(theirs).toMatchObject({ total_leads: 1, engagement_rate: null, avg_response_minutes: null });
    expect(theirs.recent_activity.map((x) => x.kind)).toEqual(["lead"]);
    expect((await t.call("GET", "/api/overview/home")).statusCode).toBe(401);
  });

  it("averages response time as the Team Dashboard does, over the same replies", async () => {
    const a = await t.createPerson({ email: "response@overview.test" });
    const seed = inboxFixtures(t.db, a.teamId);
    await seed.integration();
    // Two messages that needed a person, answered in 6 and 7 minutes, and one left to an automatic
    // reply, sent after its 9-minute delay: all answered today.
    const answered = async (minutes: number, action: "human_review" | "auto_reply") => {
      const id = await seed.message({
        content: `question ${minutes}`,
        type: "dm",
        receivedAt: minutesAgo(20),
      });
      await seed.analysis(id, { action });
      await t.db
        .update(messageAiAnalysis)
        .set({ firstResponseAt: new Date(), firstResponseMinutes: minutes })
        .where(eq(messageAiAnalysis.messageId, id));
    };
    await answered(6, "human_review");
    await answered(7, "human_review");
    await answered(9, "auto_reply");
    const cookie = await t.signIn(a.email, a.password);
    const home = (await t.call("GET", "/api/overview/home", undefined, cookie)).json() as HomeOverview;
    const team = async (range: string) =>
      ((await t.call("GET", `/api/routing/stats?range=${range}`, undefined, cookie)).json() as RoutingStats)
        .avg_response_minutes;
    expect([home.avg_response_minutes, await team("today"), await team("week"), await team("month")]).toEqual(
      [6.5, 6.5, 6.5, 6.5],
    );
  });
});
