import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../db/app.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { NOW, seedIntegration, seedMessage, seedRevenueDay } from "./assistants-seed.test-helper";
import { postDailyDigest } from "./daily-digest.job";
import { runMonitorsForTeam } from "./run-monitors";

let t: TestApp;
let admin: string;
let member: string;
let outsider: string;
let teamId: string;
let otherTeam: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const a = await t.createPerson({ email: "admin@galara.test" });
  const m = await t.createPerson({ email: "member@galara.test", teamId: a.teamId });
  const o = await t.createPerson({ email: "other@galara.test" });
  teamId = a.teamId;
  otherTeam = o.teamId;
  admin = await t.signIn(a.email, a.password);
  member = await t.signIn(m.email, m.password);
  outsider = await t.signIn(o.email, o.password);
  const ig = await seedIntegration(t.db, teamId);
  await seedIntegration(t.db, otherTeam);
  // A burst of complaints in the last hour, and a buyer left waiting past the SLA.
  for (let i = 0; i < 6; i++)
    await seedMessage(t.db, teamId, ig, {
      at: `2026-11-18T14:${10 + i}:00Z`,
      platform: "instagram",
      intent: "complaint",
      sentiment: "negative",
    });
  await seedMessage(t.db, teamId, ig, {
    at: "2026-11-18T12:00:00Z",
    platform: "tiktok",
    intent: "purchase_intent",
    sentiment: "positive",
    confidence: 0.9,
    overdue: true,
  });
  for (let d = 2; d <= 28; d++)
    await seedRevenueDay(t.db, teamId, `2026-10-${String(d + 2).padStart(2, "0")}`, 100, 1);
  await seedRevenueDay(t.db, teamId, "2026-11-17", 10, 1);
}, 60_000);
afterAll(() => t?.close());

const alerts = async (cookie: string) =>
  (await t.call("GET", "/api/assistants/alerts", undefined, cookie)).json().alerts as Array<{
    monitor: string;
    severity: string;
    body: string;
    link: string;
  }>;

describe("Galara's monitors", () => {
  it("posts a complaint spike and waiting buyers once per hour, to that team only", async () => {
    expect(await runMonitorsForTeam(t.deps, teamId)).toBeGreaterThanOrEqual(2);
    expect(await runMonitorsForTeam(t.deps, teamId)).toBe(0);
    const mine = await alerts(admin);
    const spike = mine.find((a) => a.monitor === "complaint_spike");
    expect(spike?.severity).toBe("urgent");
    expect(spike?.body).toBe("6 complaints in the last hour (threshold 5).");
    expect(spike?.link).toContain("intent=complaint");
    expect(mine.find((a) => a.monitor === "high_intent_waiting")?.body).toBe(
      "1 high-intent message is waiting past its SLA.",
    );
    // Each urgent finding is emailed once to the team's admins, never to a member.
    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, "admin@galara.test"));
    expect(mail.map((m) => m.subject).sort()).toEqual([
      "Galara: Buyers waiting",
      "Galara: Spike in complaints",
    ]);
    expect(mail.find((m) => m.subject === "Galara: Spike in complaints")?.link).toMatch(
      /^http.*\/dashboard\/.*intent=complaint/,
    );
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, "member@galara.test"))).toEqual(
      [],
    );
    expect(await runMonitorsForTeam(t.deps, otherTeam)).toBe(0);
    expect(await alerts(outsider)).toEqual([]);
    // The urgent ones reach the inbox banner, of that team only.
    const banner = (await t.call("GET", "/api/assistants/alerts/urgent", undefined, member)).json().alerts;
    expect(banner.map((a: { monitor: string }) => a.monitor)).toContain("complaint_spike");
    expect((await t.call("GET", "/api/assistants/alerts/urgent", undefined, outsider)).json().alerts).toEqual(
      [],
    );
  });

  it("keeps a finding's count current within its hour, in one banner, announced once", async () => {
    const c = await t.createPerson({ email: "admin@crisis.test" });
    const cookie = await t.signIn(c.email, c.password);
    const ig = await seedIntegration(t.db, c.teamId);
    const crisis = (minute: number) =>
      seedMessage(t.db, c.teamId, ig, {
        at: `2026-11-18T14:${minute}:00Z`,
        platform: "instagram",
        intent: "complaint",
        sentiment: "negative",
        urgency: "crisis",
      });
    const crisisAlerts = async () => (await alerts(cookie)).filter((a) => a.monitor === "crisis");
    const banner = async () =>
      (
        (await t.call("GET", "/api/assistants/alerts/urgent", undefined, cookie)).json().alerts as Array<{
          monitor: string;
          body: string;
        }>
      ).filter((a) => a.monitor === "crisis");
    await crisis(20);
    expect(await runMonitorsForTeam(t.deps, c.teamId)).toBe(1);
    expect((await crisisAlerts()).map((a) => a.body)).toEqual(["1 crisis message in the last hour."]);
    await crisis(30);
    await crisis(40);
    // The same hour: no new finding, the one banner says 3 now.
    expect(await runMonitorsForTeam(t.deps, c.teamId)).toBe(0);
    expect((await crisisAlerts()).map((a) => a.body)).toEqual(["3 crisis messages in the last hour."]);
    expect((await banner()).map((a) => a.body)).toEqual(["3 crisis messages in the last hour."]);
    expect(await runMonitorsForTeam(t.deps, c.teamId)).toBe(0);
    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, "admin@crisis.test"));
    expect(mail.map((m) => m.subject)).toEqual(["Galara: Possible crisis"]);
    // Galara's answer repeats the current figure.
    const answer = await t.call(
      "POST",
      "/api/assistants/galara/ask",
      { question: "What needs my attention?" },
      cookie,
    );
    expect(answer.body).toContain("Possible crisis: 3 crisis messages in the last hour.");
  });

  it("flags revenue far from its usual level", async () => {
    const revenue = (await alerts(admin)).find((a) => a.monitor === "revenue_off");
    expect(revenue?.body).toContain("Yesterday's net sales were $10.00");
  });

  it("lets an admin turn a monitor off or change its threshold, and refuses a member", async () => {
    const refused = await t.call(
      "PATCH",
      "/api/assistants/monitors",
      { monitor: "crisis", enabled: false, threshold: 1 },
      member,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    const saved = await t.call(
      "PATCH",
      "/api/assistants/monitors",
      { monitor: "complaint_spike", enabled: true, threshold: 10 },
      admin,
    );
    expect(
      saved.json().monitors.find((m: { monitor: string }) => m.monitor === "complaint_spike").threshold,
    ).toBe(10);
    await t.db.execute(sql`delete from assistant_alerts where team_id = ${teamId}`);
    await runMonitorsForTeam(t.deps, teamId);
    expect((await alerts(admin)).some((a) => a.monitor === "complaint_spike")).toBe(false);
  });

  it("posts a daily digest of yesterday", async () => {
    expect(await postDailyDigest(t.deps, teamId)).toBe(true);
    const digest = (await alerts(admin)).find((a) => a.monitor === "daily_digest");
    expect(digest?.body).toBe("0 messages (0 complaints), net sales $10.00 from 1 order.");
  });

  it("answers 'What needs my attention?' with the alerts", async () => {
    const res = await t.call(
      "POST",
      "/api/assistants/galara/ask",
      { question: "What needs my attention?" },
      admin,
    );
    expect(res.body).toContain("Buyers waiting");
  });
  it("notices a product suddenly asked about, and not one asked about as usual", async () => {
    const product = (title: string, n: number) =>
      t.db.execute(sql`insert into products (team_id, integration_id, shopify_product_id, title, handle)
        values (${teamId}, (select id from integrations where team_id = ${teamId} limit 1), ${`sp-${n}`}, ${title}, ${`h-${n}`})`);
    await product("Hydra Glow Hyaluronic Serum", 1);
    await product("Cherry Gloss Lip Oil", 2);
    const ig = (await t.db.execute(
      sql`select id from integrations where team_id = ${teamId} limit 1`,
    )) as unknown as {
      rows: { id: string }[];
    };
    const say = (at: string, content: string) =>
      seedMessage(t.db, teamId, ig.rows[0]!.id, {
        at,
        platform: "instagram",
        intent: "product_inquiry",
        sentiment: "neutral",
        content,
      });
    // Six asks about the serum today (none the week before); the lip oil, twice a day all week.
    for (let i = 0; i < 6; i++)
      await say(
        `2026-11-18T${String(8 + i).padStart(2, "0")}:05:00Z`,
        `is the HYDRA GLOW serum ok for oily skin? (${i})`,
      );
    for (let d = 11; d <= 18; d++)
      for (const h of ["09", "13"])
        await say(`2026-11-${d}T${h}:30:00Z`, "do you ship the cherry gloss lip oil to Canada");
    await runMonitorsForTeam(t.deps, teamId);
    const found = (await alerts(admin)).filter((a) => a.monitor === "product_asked");
    expect(found).toHaveLength(1);
    expect(found[0]!.body).toBe(
      "6 messages named Hydra Glow in the last 24 hours, against 0.0 a day over the week before.",
    );
    expect(found[0]!.link).toContain("search=Hydra+Glow");
    expect(found[0]!.severity).toBe("info");
  });
});
