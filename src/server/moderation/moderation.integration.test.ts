import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../db/inbox.schema";
import { moderationEvents } from "../db/inbox-moderation.schema";
import {
  connectInstagram,
  connectTikTok,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { pollTikTokComments } from "../integrations/poll-tiktok-comments";

let kit: Kit;
let team: { teamId: string; cookie: string };
let tiktokId: string;

beforeAll(async () => {
  kit = await startKit();
  team = await signedInPerson(kit, "mod@spam.test");
  await connectInstagram(kit, team.cookie);
  tiktokId = (await connectTikTok(kit, team.cookie)).integration.id;
});
afterAll(() => kit?.close());

type Traffic = { events: { platform_message_id: string }[] };

/** The stored row of a simulated message, once Lunara has it. */
const storedMessage = (id: string) =>
  eventually(async () => {
    const [m] = await kit.t.db.select().from(messages).where(eq(messages.platformMessageId, id));
    if (!m) throw new Error("not stored yet");
    return m;
  });

/** A simulated spam comment the analysis marked spam (the simulator's spam texts vary). */
async function spamComment(kind: "instagram_comment" | "tiktok_comment") {
  for (let attempt = 0; attempt < 15; attempt++) {
    const { events } = await simCall<Traffic>(kit.sim, "POST", "/_sim/traffic", { kind, intent: "spam" });
    const id = events[0]!.platform_message_id;
    if (kind === "tiktok_comment")
      await pollTikTokComments(kit.t.deps, { integrationId: tiktokId, teamId: team.teamId });
    const row = await storedMessage(id);
    await kit.t.jobs.runDue();
    const [after] = await kit.t.db.select().from(messages).where(eq(messages.id, row.id));
    if (after!.spamAt) return { message: after!, platformId: id };
  }
  throw new Error("no simulated spam was marked spam");
}

const setSwitch = (on: boolean) =>
  kit.t.call("PATCH", "/api/inbox/settings", { hide_spam_on_platform: on }, team.cookie);

describe("spam and moderation", () => {
  it("puts spam in the Spam tab without hiding it on the platform while the switch is off", async () => {
    const { message, platformId } = await spamComment("instagram_comment");
    await kit.t.jobs.runDue();
    const comment = await simCall<{ hidden?: boolean }>(
      kit.sim,
      "GET",
      `/_sim/instagram/comments/${platformId}`,
    );
    expect(comment.hidden ?? false).toBe(false);
    const list = (await kit.t.call("GET", "/api/inbox/messages", undefined, team.cookie)).json();
    const item = list.items.find((i: { message?: { id: string } }) => i.message?.id === message.id);
    expect(item.message.spam_at).not.toBeNull();
  });

  it("with the switch on, hides spam comments on Instagram and TikTok with an audit line, reversibly", async () => {
    expect((await setSwitch(true)).statusCode).toBe(200);
    // Open inboxes learn of the hide (it happens in a job, after the analysis) from the stream.
    const announced: string[] = [];
    const stop = kit.t.deps.events.subscribe((event) => {
      if (event.type === "message.updated" && event.data.moderation === "hide")
        announced.push(String(event.data.id));
    });
    const ig = await spamComment("instagram_comment");
    await kit.t.jobs.runDue();
    await eventually(async () => expect(announced).toContain(ig.message.id));
    stop();
    expect(
      (await simCall<{ hidden?: boolean }>(kit.sim, "GET", `/_sim/instagram/comments/${ig.platformId}`))
        .hidden,
    ).toBe(true);
    const [hidden] = await kit.t.db.select().from(messages).where(eq(messages.id, ig.message.id));
    expect(hidden).toMatchObject({ hiddenOnPlatform: true });
    expect(hidden!.hiddenAt).not.toBeNull();
    const audit = await kit.t.db
      .select()
      .from(moderationEvents)
      .where(eq(moderationEvents.messageId, ig.message.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "hide",
        onPlatform: true,
        reason: "spam",
        actor: "Lunara (spam filter)",
      }),
    ]);

    // A hidden comment takes no reply: said before sending, nothing reaches the platform.
    const refused = await kit.t.call(
      "POST",
      "/api/inbox/send-platform-response",
      {
        message_id: ig.message.id,
        response_content: "Hi!",
        platform: "instagram",
        team_id: team.teamId,
        response_type: "manual",
      },
      team.cookie,
    );
    expect(refused.statusCode).toBe(409);

    const unhide = await kit.t.call(
      "POST",
      `/api/inbox/messages/${ig.message.id}/moderation`,
      { action: "unhide", reason: "not spam after all" },
      team.cookie,
    );
    expect(unhide.json()).toMatchObject({ hidden_at: null, hidden_on_platform: false });
    expect(
      (await simCall<{ hidden?: boolean }>(kit.sim, "GET", `/_sim/instagram/comments/${ig.platformId}`))
        .hidden,
    ).toBe(false);

    const tt = await spamComment("tiktok_comment");
    await kit.t.jobs.runDue();
    expect(
      (await simCall<{ status: string }>(kit.sim, "GET", `/_sim/tiktok/comments/${tt.platformId}`)).status,
    ).toBe("HIDDEN");
    await setSwitch(false);
  });

  it("hides an abusive comment on a person's word, and keeps it in Lunara only when the platform refuses", async () => {
    const { events } = await simCall<Traffic>(kit.sim, "POST", "/_sim/traffic", {
      kind: "instagram_comment",
      intent: "complaint",
    });
    const id = events[0]!.platform_message_id;
    const row = await storedMessage(id);
    await simCall(kit.sim, "POST", `/_sim/instagram/comments/${id}/delete`);
    const res = await kit.t.call(
      "POST",
      `/api/inbox/messages/${row.id}/moderation`,
      { action: "hide", reason: "abusive" },
      team.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hidden_on_platform: false,
      event: { action: "hide", on_platform: false },
    });
    expect(res.json().event.error).toBeTruthy();
    const events2 = (
      await kit.t.call("GET", `/api/inbox/messages/${row.id}/moderation`, undefined, team.cookie)
    ).json();
    expect(events2.events).toHaveLength(1);
  });

  it("remembers a comment the platform says was deleted, and says so before the next try", async () => {
    const { events } = await simCall<Traffic>(kit.sim, "POST", "/_sim/traffic", {
      kind: "instagram_comment",
      intent: "general_inquiry",
    });
    const id = events[0]!.platform_message_id;
    const row = await storedMessage(id);
    await simCall(kit.sim, "POST", `/_sim/instagram/comments/${id}/delete`);
    const body = {
      message_id: row.id,
      response_content: "Thanks!",
      platform: "instagram",
      response_type: "manual",
    };
    const first = await kit.t.call("POST", "/api/inbox/send-platform-response", body, team.cookie);
    expect(first.json()).toMatchObject({ code: "COMMENT_DELETED" });
    const list = (await kit.t.call("GET", "/api/inbox/messages", undefined, team.cookie)).json();
    const item = list.items.find((i: { message?: { id: string } }) => i.message?.id === row.id);
    expect(item.message.platform_deleted_at).not.toBeNull();
    const again = await kit.t.call("POST", "/api/inbox/send-platform-response", body, team.cookie);
    expect(again.json()).toMatchObject({ code: "REPLY_DELETED" });
  });

  it("lets no other team moderate, read the audit or flip the switch", async () => {
    const [target] = await kit.t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.teamId, team.teamId), isNotNull(messages.spamAt)))
      .limit(1);
    const other = await signedInPerson(kit, "other@spam.test");
    const res = await kit.t.call(
      "POST",
      `/api/inbox/messages/${target!.id}/moderation`,
      { action: "not_spam" },
      other.cookie,
    );
    expect(res.statusCode).toBe(404);
    const audit = (
      await kit.t.call("GET", `/api/inbox/messages/${target!.id}/moderation`, undefined, other.cookie)
    ).json();
    expect(audit.events).toEqual([]);
    expect((await kit.t.call("GET", "/api/inbox/settings", undefined, other.cookie)).json()).toEqual({
      hide_spam_on_platform: false,
    });
    const bad = await kit.t.call(
      "POST",
      `/api/inbox/messages/${target!.id}/moderation`,
      { action: "delete" },
      team.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });
});
