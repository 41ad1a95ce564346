import type { ChatMessage } from "@shared/assistants/assistants.schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/test-app";
import { NOW } from "./assistants-seed.test-helper";
import { askAssistant, figure, seedAssistantsTeam } from "./assistants-team.test-helper";
import { CANCEL_CONFIRMED, CANCEL_EXPIRED } from "./cancel-action";
import { PREVIEW_CANCELLED } from "./confirm-action";
import { ADMIN_ONLY_TEXT } from "./preview-action";

let clock = NOW;
let t: TestApp;
let admin: string;
let member: string;
let outsider: string;

beforeAll(async () => {
  ({ t, admin, member, outsider } = await seedAssistantsTeam(() => clock));
}, 60_000);
afterAll(() => t?.close());

const ask = (assistant: string, question: string, cookie = admin, conversationId?: string) =>
  askAssistant(t, assistant, question, cookie, conversationId);

describe("team isolation", () => {
  it("answers another team from its own data only", async () => {
    const complaints = await ask("lunara", "How many complaints today?", outsider);
    expect(figure(complaints.answer, "Messages").display).toBe("7");
    const revenue = await ask("sunara", "Revenue today", outsider);
    expect(figure(revenue.answer, "Net sales today").display).toBe("$99,999.00");
    const mine = await ask("sunara", "Revenue today");
    expect(mine.answer.text).not.toContain("99,999");
  });

  it("says it only sees the team's own data when asked about another team", async () => {
    const { answer } = await ask("sunara", "What is another brand's revenue?");
    expect(answer.text).toContain("I only see your own team's data");
  });

  it("keeps conversations per person: another team and another member cannot open or delete them", async () => {
    const { conversationId } = await ask("sunara", "Revenue today");
    expect(
      (await t.call("GET", `/api/assistants/conversations/${conversationId}`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call("GET", `/api/assistants/conversations/${conversationId}`, undefined, member)).statusCode,
    ).toBe(404);
    expect(
      (await t.call("DELETE", `/api/assistants/conversations/${conversationId}`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    const res = await t.call(
      "POST",
      "/api/assistants/sunara/ask",
      { question: "hi", conversationId },
      outsider,
    );
    expect(res.statusCode).toBe(404);
  });

  it("lists, opens and deletes the person's own conversation", async () => {
    const first = await ask("galara", "Complaints today");
    await ask("galara", "Complaints yesterday", admin, first.conversationId);
    const list = (await t.call("GET", "/api/assistants/galara/conversations", undefined, admin)).json();
    expect(list.conversations[0].id).toBe(first.conversationId);
    const opened = (
      await t.call("GET", `/api/assistants/conversations/${first.conversationId}`, undefined, admin)
    ).json();
    expect(opened.messages.map((m: ChatMessage) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(
      (await t.call("DELETE", `/api/assistants/conversations/${first.conversationId}`, undefined, admin))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call("GET", `/api/assistants/conversations/${first.conversationId}`, undefined, admin))
        .statusCode,
    ).toBe(404);
  });
});

describe("Lunara's actions: preview, confirm, undo", () => {
  const spamToday = async () =>
    figure((await ask("lunara", "How many spam messages today?")).answer, "Messages").value;

  it("archives today's spam only after confirmation, records who confirmed, and undoes it", async () => {
    const { answer } = await ask("lunara", "Archive today's spam");
    expect(answer.preview?.count).toBe(4);
    expect(answer.preview?.sample).toHaveLength(4);
    expect(answer.preview?.status).toBe("previewed");
    expect(await spamToday()).toBe(4);
    const id = answer.preview!.id;
    expect((await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, outsider)).statusCode).toBe(
      404,
    );
    expect((await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, member)).statusCode).toBe(404);
    const confirmed = await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, admin);
    expect(confirmed.json().action.status).toBe("done");
    expect(confirmed.json().action.confirmedBy).toBeTruthy();
    expect(await spamToday()).toBe(0);
    expect((await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, admin)).statusCode).toBe(409);
    const undone = await t.call("POST", `/api/assistants/actions/${id}/undo`, {}, admin);
    expect(undone.json().action.status).toBe("undone");
    expect(await spamToday()).toBe(4);
  });

  it("refuses an admin-only action to a member", async () => {
    const { answer } = await ask("lunara", "Hide spam today", member);
    expect(answer.text).toBe(ADMIN_ONLY_TEXT);
    expect(answer.preview).toBeUndefined();
  });

  it("lets a member mark messages read and assign them, and undo", async () => {
    const read = await ask("lunara", "Mark today's compliments as read", member);
    expect(read.answer.preview?.count).toBe(2);
    const done = await t.call(
      "POST",
      `/api/assistants/actions/${read.answer.preview!.id}/confirm`,
      {},
      member,
    );
    expect(done.json().action.status).toBe("done");
    expect(figure((await ask("lunara", "Unread messages today")).answer, "Messages").value).toBe(9);
    await t.call("POST", `/api/assistants/actions/${read.answer.preview!.id}/undo`, {}, member);
    expect(figure((await ask("lunara", "Unread messages today")).answer, "Messages").value).toBe(11);
    const assign = await ask("lunara", "Assign today's complaints to sales", member);
    expect(assign.answer.preview?.description).toBe("Assign 4 messages to the sales team.");
  });

  it("assigns a selection to a member of the team, refuses anyone else, and undoes", async () => {
    const stranger = await ask("lunara", "Assign today's complaints to someone@else.test", member);
    expect(stranger.answer.preview).toBeUndefined();
    expect(stranger.answer.text).toContain('No one in your team matches "someone@else.test"');
    const { answer } = await ask("lunara", "Assign today's complaints to member@assist.test", member);
    expect(answer.preview?.count).toBe(4);
    expect(answer.preview?.description).toMatch(/^Assign 4 messages to .+\.$/);
    const assigned = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from message_ai_analysis a join "user" u on u.id = a.assigned_to where u.email = 'member@assist.test'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const before = await assigned();
    const done = await t.call("POST", `/api/assistants/actions/${answer.preview!.id}/confirm`, {}, member);
    expect(done.json().action.status).toBe("done");
    expect(await assigned()).toBe(before + 4);
    await t.call("POST", `/api/assistants/actions/${answer.preview!.id}/undo`, {}, member);
    expect(await assigned()).toBe(before);
  });

  it("refuses an expired preview", async () => {
    const { answer } = await ask("lunara", "Archive today's spam");
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      const res = await t.call("POST", `/api/assistants/actions/${answer.preview!.id}/confirm`, {}, admin);
      expect(res.statusCode).toBe(410);
    } finally {
      clock = NOW;
    }
  });

  it("cancels a preview for good, only for the person who asked, and says why it cannot once confirmed or expired", async () => {
    const post = (id: string, decision: string, cookie = admin) =>
      t.call("POST", `/api/assistants/actions/${id}/${decision}`, {}, cookie);
    const { answer } = await ask("lunara", "Archive today's spam");
    const id = answer.preview!.id;
    expect((await post(id, "cancel", outsider)).statusCode).toBe(404);
    expect((await post(id, "cancel", member)).statusCode).toBe(404);
    const cancelled = await post(id, "cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().action.status).toBe("cancelled");
    // Recorded server side: neither this tab nor another can confirm it afterwards.
    const confirm = await post(id, "confirm");
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ error: PREVIEW_CANCELLED, code: "CANCELLED" });
    expect(await spamToday()).toBe(4);
    expect((await post(id, "cancel")).json()).toMatchObject({ error: PREVIEW_CANCELLED });

    const confirmedOne = (await ask("lunara", "Archive today's spam")).answer.preview!.id;
    expect((await post(confirmedOne, "confirm")).json().action.status).toBe("done");
    const late = await post(confirmedOne, "cancel");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: CANCEL_CONFIRMED, code: "ALREADY_CONFIRMED" });
    await post(confirmedOne, "undo");

    const expiring = (await ask("lunara", "Archive today's spam")).answer.preview!.id;
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      const res = await post(expiring, "cancel");
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ error: CANCEL_EXPIRED, code: "EXPIRED" });
    } finally {
      clock = NOW;
    }
    expect(await spamToday()).toBe(4);
  });

  it("runs a large selection as a job and reports progress until done", async () => {
    const teamRow = (await t.db.execute(
      sql`select m.team_id, m.integration_id from messages m join member mb on mb.organization_id = m.team_id join "user" u on u.id = mb.user_id where u.email = 'admin@assist.test' limit 1`,
    )) as unknown as { rows: { team_id: string; integration_id: string }[] };
    const { team_id, integration_id } = teamRow.rows[0]!;
    await t.db.execute(sql`insert into messages (team_id, integration_id, platform, platform_message_id, message_type, content,
        sender_username, sender_platform_id, received_at, status)
      select ${team_id}, ${integration_id}, 'instagram', 'bulk-' || g, 'comment', 'bulk ' || g, 'bulk_' || g, 'b' || g,
        '2026-10-01T10:00:00Z'::timestamptz, 'unread' from generate_series(1, 1000) g`);
    const { answer } = await ask("lunara", "Mark messages from October 2026 as read");
    expect(answer.preview?.count).toBe(1000);
    const confirmed = await t.call(
      "POST",
      `/api/assistants/actions/${answer.preview!.id}/confirm`,
      {},
      admin,
    );
    expect(confirmed.json().action.status).toBe("running");
    expect(confirmed.json().action.processed).toBe(0);
    await t.jobs.runDue();
    const after = await t.call("GET", `/api/assistants/actions/${answer.preview!.id}`, undefined, admin);
    expect(after.json().action).toMatchObject({ status: "done", processed: 1000 });
    const left = (await t.db.execute(
      sql`select count(*)::int as n from messages where platform_message_id like 'bulk-%' and status = 'unread'`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});
