import { addDays, isoDay } from "@shared/analytics/timeframe";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  seedIntegration,
  seedMessage,
  seedOrder,
  seedRevenueDay,
} from "../src/server/assistants/assistants-seed.test-helper";
import { runMonitorsForTeam } from "../src/server/assistants/run-monitors";
import { revenueTool } from "../src/server/assistants/tools/revenue.tool";
import { messages } from "../src/server/db/inbox.schema";
import { newPage } from "./support/browser";
import { signInAs } from "./support/helpers";
import { withServerAndBrowser } from "./support/suite";
import type { TestServer } from "./support/test-server";

let server: TestServer;
let browser: Browser;
withServerAndBrowser({}, (suite) => {
  ({ server, browser } = suite);
});

/** Monday of last week (UTC), the way the assistants read "last week". */
function lastWeek() {
  const today = isoDay(new Date());
  const dow = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(addDays(today, -dow), -7);
  return { label: "last week", start, end: addDays(start, 6) };
}

async function ask(page: Page, question: string) {
  const before = await page.getByTestId("assistant-message").count();
  const box = page.getByLabel("Your question");
  await box.fill(question);
  await box.press("Enter");
  const answer = page.getByTestId("assistant-message").nth(before);
  await answer.getByRole("button", { name: "Copy answer" }).waitFor();
  return answer;
}

describe("the three assistants on the team's own data", () => {
  let page: Page;
  let teamId: string;
  let integrationId: string;
  const week = lastWeek();

  it("Sunara answers last week's revenue by channel, each figure a link", async () => {
    page = await newPage(browser, server.url);
    await signInAs(page);
    const me = await (await page.request.get("/api/me")).json();
    teamId = me.team.id;
    const db = server.database.db;
    integrationId = await seedIntegration(db, teamId);
    const fan = await seedMessage(db, teamId, integrationId, {
      at: `${week.start}T10:00:00Z`,
      platform: "instagram",
      intent: "compliment",
      sentiment: "positive",
      status: "read",
    });
    await seedRevenueDay(db, teamId, addDays(week.start, 1), 123.45, 2, 80, 1).catch(() => undefined);
    await seedOrder(db, teamId, integrationId, {
      at: `${addDays(week.start, 1)}T12:00:00Z`,
      total: 80,
      messageId: fan,
    });
    const actor = { userId: me.user?.id ?? "e2e", email: "e2e", teamId, role: "admin" as const };
    const expected = await revenueTool(server.deps, actor, { period: week, compare: false, byChannel: true });
    const instagram = expected.figures.find((f) => f.label === "Instagram sales last week")!;

    await page.goto("/dashboard/lunara-ai");
    await page.getByRole("link", { name: "Chat with Sunara" }).click();
    await page.waitForURL("**/lunara-ai/sunara");
    const answer = await ask(page, "Revenue last week by channel");
    await expect.poll(() => answer.textContent()).toContain(`Instagram ${instagram.display}`);
    const link = answer.getByRole("link", { name: `Instagram sales last week: ${instagram.display}` });
    await link.click();
    await page.waitForURL("**/lunara-ai/records?**");
    await page
      .getByText(/·\s*instagram/)
      .first()
      .waitFor();
  });

  it("Lunara archives today's spam: preview, confirm, done, undo; and cancels a preview", async () => {
    const db = server.database.db;
    const now = new Date();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        await seedMessage(db, teamId, integrationId, {
          at: new Date(now.getTime() - (i + 1) * 60_000).toISOString(),
          platform: "instagram",
          intent: "catch_all",
          sentiment: "neutral",
          spam: true,
        }),
      );
    const spamToday = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.teamId, teamId), isNotNull(messages.spamAt)));
    await page.goto("/dashboard/lunara-ai/lunara");
    const answer = await ask(page, "Archive today's spam");
    const preview = answer.getByTestId("action-preview");
    await preview.getByText(/^Archive \d+ messages?/).waitFor();
    const statusOf = async () =>
      (await db.select({ status: messages.status }).from(messages).where(inArray(messages.id, ids))).map(
        (r) => r.status,
      );
    expect(await statusOf()).not.toContain("filtered");
    expect(spamToday.length).toBeGreaterThanOrEqual(3);
    await preview.getByRole("button", { name: "Confirm" }).click();
    await preview.getByTestId("action-status").getByText("Done").waitFor();
    expect(await statusOf()).toEqual(["filtered", "filtered", "filtered"]);
    await preview.getByRole("button", { name: "Undo" }).click();
    await preview.getByTestId("action-status").getByText("Undone").waitFor();
    expect(await statusOf()).toEqual(["unread", "unread", "unread"]);

    // A preview the person does not want is cancelled from the keyboard, and stays unconfirmable.
    const again = (await ask(page, "Archive today's spam")).getByTestId("action-preview");
    await again.getByRole("button", { name: "Confirm" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await again.getByTestId("action-status").getByText("Cancelled: nothing was done").waitFor();
    expect(await again.getByRole("button", { name: "Confirm" }).count()).toBe(0);
    expect(await statusOf()).toEqual(["unread", "unread", "unread"]);
  });

  it("Galara shows an alert after a burst of complaints", async () => {
    const db = server.database.db;
    const now = Date.now();
    for (let i = 0; i < 6; i++)
      await seedMessage(db, teamId, integrationId, {
        at: new Date(now - (i + 1) * 60_000).toISOString(),
        platform: "instagram",
        intent: "complaint",
        sentiment: "negative",
      });
    await runMonitorsForTeam(server.deps, teamId);
    await page.goto("/dashboard/lunara-ai/galara");
    await page
      .getByTestId("galara-alerts")
      .getByText(/Spike in (complaints|negative messages)/)
      .waitFor();
    const answer = await ask(page, "What needs my attention?");
    await expect.poll(() => answer.textContent()).toMatch(/Spike in (complaints|negative messages)/);
    // The focus stays in the question box, for the next question by keyboard.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("assistant-question");
    // The strategy question is answered from the team's data, not "I couldn't match that".
    const ideas = await ask(page, "What should I post next?");
    await expect
      .poll(() => ideas.textContent())
      .toMatch(/What to post next, from your messages and sales|Not enough to go on/);
    // Urgent findings also sit on top of the inbox.
    await page.goto("/dashboard/inbox");
    await page
      .getByTestId("urgent-alerts")
      .getByText(/Galara: Spike in (complaints|negative messages)/)
      .waitFor();
  });

  it("Galara says what the complaints are about, from its suggestion chip, and the topic's link lists them", async () => {
    const db = server.database.db;
    const now = Date.now();
    for (const [i, content] of [
      "my serum arrived leaking all over the box",
      "the bottle was cracked and leaking when it came",
    ].entries())
      await seedMessage(db, teamId, integrationId, {
        at: new Date(now - (i + 10) * 60_000).toISOString(),
        platform: "instagram",
        intent: "complaint",
        sentiment: "negative",
        content,
      });
    await page.goto("/dashboard/lunara-ai/galara");
    const before = await page.getByTestId("assistant-message").count();
    await page.getByRole("button", { name: "What are customers complaining about?" }).click();
    const answer = page.getByTestId("assistant-message").nth(before);
    await answer.getByRole("button", { name: "Copy answer" }).waitFor();
    await expect.poll(() => answer.textContent()).toContain("Damaged or leaking: 2");
    await answer.getByRole("link", { name: "Damaged or leaking: 2" }).click();
    await page.waitForURL("**/lunara-ai/records?**");
    await page.getByText("the bottle was cracked and leaking when it came").waitFor();
    await page.getByText("my serum arrived leaking all over the box").waitFor();
  });
});
