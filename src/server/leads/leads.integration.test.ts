import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder, seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { createTestApp, type TestApp } from "../test/test-app";

describe("leads", () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let teamId: string;
  let linkedLeadId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.createPerson({ email: "owner@brand.test" });
    teamId = owner.teamId;
    cookie = await t.signIn(owner.email, owner.password);
    const other = await t.createPerson({ email: "other@brand.test" });
    otherCookie = await t.signIn(other.email, other.password);
    const seeded = await seedStoreAndConversation(t.db, teamId, { sender: "linked_fan" });
    linkedLeadId = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId },
        cookie,
      )
    ).json().lead.leadId;
    // 44 more leads: every 4th converted with growing revenue, every 3rd on TikTok, some contacted long ago.
    await t.db.execute(sql`
      insert into leads (team_id, email, instagram_username, tiktok_username, social_platform_ids, first_name,
        message_count, click_count, total_orders, attributed_revenue, last_conversation_at, location, products_purchased)
      select ${teamId}, 'lead' || i || '@example.com',
        case when i % 3 <> 0 then 'ig_' || i end, case when i % 3 = 0 then 'tt_' || i end,
        case when i % 3 = 0 then jsonb_build_object('tiktok', 'tt' || i) else jsonb_build_object('instagram', 'ig' || i) end,
        case when i = 7 then 'Zelda, "the" =Star' else 'Name' || i end,
        1, case when i % 2 = 0 then 1 else 0 end, case when i % 4 = 0 then 1 else 0 end,
        case when i % 4 = 0 then i * 10 else 0 end,
        now() - (i * interval '1 day'), 'Toronto, Ontario, Canada', case when i % 4 = 0 then array['Glow Serum'] else '{}' end
      from generate_series(1, 44) as i`);
  });
  afterAll(async () => t.close());

  const list = (query: string, who = cookie) => t.call("GET", `/api/leads?${query}`, undefined, who);

  it("pages the team's leads, 20 at a time, newest conversation first", async () => {
    const first = (await list("page=1")).json();
    expect(first.total).toBe(45);
    expect(first.totalUnfiltered).toBe(45);
    expect(first.leads).toHaveLength(20);
    expect(first.leads[0].id).toBe(linkedLeadId);
    const last = (await list("page=3")).json();
    expect(last.leads).toHaveLength(5);
    const ids = new Set(
      [...first.leads, ...(await list("page=2")).json().leads, ...last.leads].map(
        (l: { id: string }) => l.id,
      ),
    );
    expect(ids.size).toBe(45);
  });

  it("filters by channel, status, revenue range, last contact and search", async () => {
    expect((await list("channels=tiktok")).json().total).toBe(14);
    expect((await list("statuses=converted")).json().total).toBe(11);
    expect((await list("statuses=visited_site,engaged")).json().total).toBe(34);
    const mid = (await list("minRevenue=100&maxRevenue=200")).json();
    expect(mid.leads.map((l: { attributed_revenue: number }) => l.attributed_revenue).sort()).toEqual([
      120, 160,
    ]);
    expect((await list("minRevenue=500&maxRevenue=1000")).json().total).toBe(0);
    expect((await list("minRevenue=200&maxRevenue=500")).json().total).toBe(7);
    expect((await list("lastContactedDays=7")).json().total).toBe(7);
    const search = (await list("search=ZELDA")).json();
    expect(search.total).toBe(1);
    expect(search.totalUnfiltered).toBe(45);
    expect((await list("search=linked_fan")).json().leads[0].channels).toEqual(["instagram"]);
    expect((await list("search=%40linked_fan")).json().leads[0].channels).toEqual(["instagram"]);
    expect((await list("search=100%25")).json().total).toBe(0);
  });

  it("refuses unknown filter values with a 400", async () => {
    expect((await list("statuses=vip")).statusCode).toBe(400);
    expect((await list("lastContactedDays=12")).statusCode).toBe(400);
  });

  it("shows a lead's conversations, clicks and orders", async () => {
    const res = await t.call("GET", `/api/leads/${linkedLeadId}`, undefined, cookie);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.lead.handle).toBe("@linked_fan");
    expect(detail.conversations).toHaveLength(1);
    expect(detail.clicks).toEqual([]);
    expect(detail.orders).toEqual([]);
  });

  it("shows a converted lead's click and credited order after the customer bought", async () => {
    const seeded = await seedStoreAndConversation(t.db, teamId, { sender: "buyer_fan" });
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId },
        cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const cid = new URL(redirect.headers.location as string).searchParams.get("lunara_cid")!;
    await recordShopifyOrder(
      t.deps,
      { integrationId: seeded.storeId, teamId },
      sampleOrder({ note_attributes: [{ name: "lunara_cid", value: cid }] }),
    );
    const detail = (await t.call("GET", `/api/leads/${link.lead.leadId}`, undefined, cookie)).json();
    expect(detail.lead).toMatchObject({
      status: "converted",
      attributed_revenue: 54,
      total_orders: 1,
      email: "buyer@example.com",
      name: "Ava Stone",
    });
    expect(detail.clicks).toEqual([expect.objectContaining({ id: cid, product_title: "Glow Serum" })]);
    expect(detail.orders).toEqual([
      expect.objectContaining({ net_sales: 54, method: "cid", order_number: "#1001" }),
    ]);
    await t.db.execute(sql`delete from leads where id = ${link.lead.leadId}`);
  });

  it("exports every filtered lead as CSV with the filter line and the spec's columns", async () => {
    const res = await t.call(
      "GET",
      "/api/leads/export.csv?statuses=converted&lastContactedDays=365",
      undefined,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="leads_export_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers["x-total-count"]).toBe("11");
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Filters: Channels: all; Statuses: converted; Revenue: 0+; Last contacted: all time; Search: none",
    );
    expect(lines[1]).toBe(
      "Lead Name,Email,Handle,Channels,Status,Revenue,Last Contact,Products Purchased,Location",
    );
    expect(lines).toHaveLength(13);
    expect(lines[2]).toMatch(
      /^Name4,lead4@example.com,@ig_4,instagram; shopify,Converted,40.00,\d{4}-\d{2}-\d{2},Glow Serum,"Toronto, Ontario, Canada"$/,
    );
  });

  it("defaults the export to leads contacted within 30 days and neutralises spreadsheet formulas", async () => {
    const res = await t.call("GET", "/api/leads/export.csv?search=zelda", undefined, cookie);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toContain("Last contacted: within 30 days");
    expect(lines[2]?.startsWith(`"Zelda, ""the"" =Star"`)).toBe(true);
  });

  it("keeps team B out of team A's leads", async () => {
    expect((await list("page=1", otherCookie)).json()).toMatchObject({
      total: 0,
      totalUnfiltered: 0,
      leads: [],
    });
    expect((await t.call("GET", `/api/leads/${linkedLeadId}`, undefined, otherCookie)).statusCode).toBe(404);
    const csv = await t.call("GET", "/api/leads/export.csv?lastContactedDays=365", undefined, otherCookie);
    expect(csv.body.trimEnd().split("\r\n")).toHaveLength(2);
  });
});
