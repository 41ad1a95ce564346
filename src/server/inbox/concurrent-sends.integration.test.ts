import { REPLY_CONFLICT_CODE } from "@shared/inbox/reply-conflict";
import type { SimRecord } from "@sim/sim-records";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { conversationSendClaims, messages } from "../db/inbox.schema";
import {
  connectInstagram,
  type Kit,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { sendReply } from "./inbox-fixtures.test-helper";

let kit: Kit;
let maya: { cookie: string };
let nina: { cookie: string };
let teamId: string;

beforeAll(async () => {
  kit = await startKit();
  const admin = await kit.t.createPerson({ email: "maya@same-instant.test", name: "Maya Chen" });
  teamId = admin.teamId;
  const member = await kit.t.createPerson({ email: "nina@same-instant.test", name: "Nina Newbie", teamId });
  maya = { cookie: await kit.t.signIn(admin.email, admin.password) };
  nina = { cookie: await kit.t.signIn(member.email, member.password) };
  await connectInstagram(kit, maya.cookie);
});
afterAll(() => kit?.close());
beforeEach(async () => {
  await simCall(kit.sim, "DELETE", "/_sim/faults");
});

/** A new customer comment, delivered by the simulator's webhook and stored in the inbox. */
async function newComment(): Promise<{ id: string; platformId: string }> {
  const { events } = await simCall<{ events: { platform_message_id: string }[] }>(
    kit.sim,
    "POST",
    "/_sim/traffic",
    { kind: "instagram_comment" },
  );
  const platformId = events[0]!.platform_message_id;
  const [row] = await kit.t.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.platformMessageId, platformId)));
  return { id: row!.id, platformId };
}

const send = (cookie: string, messageId: string, content: string, seen: string | null) =>
  sendReply(kit.t, cookie, messageId, content, seen);

/** What the platform received in answer to one comment. */
const repliesTo = async (platformId: string) =>
  (await simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records"))
    .filter((r) => r.kind === "comment_reply" && r.target_id === platformId)
    .map((r) => r.text);

const storedReplies = async (messageId: string) => {
  const list = (await kit.t.call("GET", "/api/inbox/messages", undefined, maya.cookie)).json();
  const item = list.items.find((i: { message?: { id: string } }) => i.message?.id === messageId);
  return (item.message.responses as { content: string }[]).map((r) => r.content);
};

// A slow platform widens the instant two sends overlap: both are past any check before either
// reply is recorded, unless the conversation is claimed first.
const slowPlatform = (count: number) =>
  simCall(kit.sim, "POST", "/_sim/faults", { platform: "instagram", kind: "latency", count, delayMs: 300 });

describe("two people replying to one conversation in the same instant", () => {
  it("sends exactly one reply; the other is refused with who replied and when, and can be sent anyway", async () => {
    const comment = await newComment();
    await slowPlatform(2);
    const texts = { maya: "Yes, it helps with puffiness!", nina: "It does, within two weeks." };
    const [a, b] = await Promise.all([
      send(maya.cookie, comment.id, texts.maya, null),
      send(nina.cookie, comment.id, texts.nina, null),
    ]);

    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const winner =
      won === a ? { name: "Maya Chen", text: texts.maya } : { name: "Nina Newbie", text: texts.nina };
    const loser =
      won === a ? { cookie: nina.cookie, text: texts.nina } : { cookie: maya.cookie, text: texts.maya };
    expect(await repliesTo(comment.platformId)).toEqual([winner.text]);
    expect(lost.json()).toMatchObject({
      code: REPLY_CONFLICT_CODE,
      details: { response_id: won.json().response_id, sender_name: winner.name, sent_at: expect.any(String) },
    });
    expect(await storedReplies(comment.id)).toEqual([winner.text]);

    // "Send anyway": the refused person has now seen the reply that went out.
    const anyway = await send(loser.cookie, comment.id, loser.text, won.json().response_id);
    expect(anyway.statusCode).toBe(200);
    expect(await repliesTo(comment.platformId)).toEqual([winner.text, loser.text]);
  });

  it("lets the next send through after a send the platform refused, with no reply recorded for it", async () => {
    const comment = await newComment();
    await simCall(kit.sim, "POST", "/_sim/faults", { platform: "instagram", kind: "5xx", count: 10 });
    const failed = await send(maya.cookie, comment.id, "While Meta is down", null);
    expect(failed.statusCode).toBe(502);
    await simCall(kit.sim, "DELETE", "/_sim/faults");

    const next = await send(nina.cookie, comment.id, "Back up: yes, it is in stock!", null);
    expect(next.statusCode).toBe(200);
    expect(await repliesTo(comment.platformId)).toEqual(["Back up: yes, it is in stock!"]);
    expect(await storedReplies(comment.id)).toEqual(["Back up: yes, it is in stock!"]);
  });

  it("sends the other reply when the send it waited for failed", async () => {
    const comment = await newComment();
    // Every try of the first send to reach the platform fails (the sender tries four times).
    await simCall(kit.sim, "POST", "/_sim/faults", { platform: "instagram", kind: "5xx", count: 4 });
    const [a, b] = await Promise.all([
      send(maya.cookie, comment.id, "Maya's answer", null),
      send(nina.cookie, comment.id, "Nina's answer", null),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 502]);
    const sent = a.statusCode === 200 ? "Maya's answer" : "Nina's answer";
    expect(await repliesTo(comment.platformId)).toEqual([sent]);
    expect(await storedReplies(comment.id)).toEqual([sent]);
  });

  it("takes over the claim of a process that stopped mid-send once it expires", async () => {
    const comment = await newComment();
    // Another process claimed the comment a moment ago and died before its reply was recorded.
    const now = Date.now();
    await kit.t.db.insert(conversationSendClaims).values({
      teamId,
      conversationKey: `message:${comment.id}`,
      token: crypto.randomUUID(),
      senderName: "A stopped worker",
      claimedAt: new Date(now - 60_000),
      expiresAt: new Date(now + 700),
    });
    const started = Date.now();
    const res = await send(maya.cookie, comment.id, "Answered after all", null);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(await repliesTo(comment.platformId)).toEqual(["Answered after all"]);
    const left = await kit.t.db.select().from(conversationSendClaims);
    expect(left).toEqual([]);
  });
});
