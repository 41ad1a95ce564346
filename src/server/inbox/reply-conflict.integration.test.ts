import { REPLY_CONFLICT_CODE } from "@shared/inbox/reply-conflict";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutgoingReply } from "../platforms/platform-sender";
import { createTestApp, type TestApp } from "../test/test-app";
import { inboxFixtures, minutesAgo, sendReply } from "./inbox-fixtures.test-helper";

let t: TestApp;
let seed: ReturnType<typeof inboxFixtures>;
let admin: { cookie: string };
let member: { cookie: string };
const sent: OutgoingReply[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createPerson({ email: "maya@conflict.test", name: "Maya Chen" });
  const m = await t.createPerson({ email: "nina@conflict.test", name: "Nina Newbie", teamId: a.teamId });
  admin = { cookie: await t.signIn(a.email, a.password) };
  member = { cookie: await t.signIn(m.email, m.password) };
  seed = inboxFixtures(t.db, a.teamId);
  // The platform is not what is tested: every reply that reaches it is recorded here.
  t.deps.senders = {
    forIntegration: async () => ({
      send: async (reply) => {
        sent.push(reply);
        return { platformResponseId: `platform-${sent.length}` };
      },
    }),
  };
});
afterAll(async () => t.close());

const send = (cookie: string, messageId: string, content: string, seen?: string | null) =>
  sendReply(t, cookie, messageId, content, seen);

const sentTexts = () => sent.map((r) => r.content);

describe("two people answering the same conversation", () => {
  it("refuses the second reply with who replied and when, sends nothing, and sends it once confirmed", async () => {
    const id = await seed.message({
      content: "Does the peptide eye cream help with puffiness?",
      receivedAt: minutesAgo(3),
    });
    // Both opened the comment before anyone answered it.
    const first = await send(admin.cookie, id, "Yes, it does!", null);
    expect(first.statusCode).toBe(200);
    const firstId = first.json().response_id as string;
    expect(firstId).toEqual(expect.any(String));

    const second = await send(member.cookie, id, "It helps, within two weeks.", null);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: REPLY_CONFLICT_CODE,
      error: "Maya Chen has replied to this conversation since you opened it. Nothing was sent.",
      details: { response_id: firstId, sender_name: "Maya Chen", sent_at: expect.any(String) },
    });
    expect(sentTexts()).toEqual(["Yes, it does!"]);

    // "Send anyway": the member has now seen Maya's reply.
    const anyway = await send(member.cookie, id, "It helps, within two weeks.", firstId);
    expect(anyway.statusCode).toBe(200);
    expect(sentTexts()).toEqual(["Yes, it does!", "It helps, within two weeks."]);

    const list = (await t.call("GET", "/api/inbox/messages", undefined, admin.cookie)).json();
    const item = list.items.find((i: { message?: { id: string } }) => i.message?.id === id);
    expect(item.message.responses.map((r: { sender_name: string }) => r.sender_name)).toEqual([
      "Maya Chen",
      "Nina Newbie",
    ]);
  });

  it("counts a reply to any message of a DM thread, and lets the sender follow up their own reply", async () => {
    const threadId = await seed.thread({ sender: "keisha" });
    const dm = (content: string, sequence: number) =>
      seed.message({
        content,
        receivedAt: minutesAgo(10 - sequence),
        sender: "keisha",
        type: "dm",
        threadId,
        sequence,
      });
    const earlier = await dm("Do you ship to Canada?", 1);
    const latest = await dm("And how long does it take?", 2);
    const before = sent.length;

    const toEarlier = await send(admin.cookie, earlier, "We do!", null);
    expect(toEarlier.statusCode).toBe(200);
    const stale = await send(member.cookie, latest, "5 to 8 business days.", null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.sender_name).toBe("Maya Chen");

    // Maya's follow-up names the reply she just sent: no conflict with herself.
    const followUp = await send(admin.cookie, latest, "5 to 8 business days.", toEarlier.json().response_id);
    expect(followUp.statusCode).toBe(200);
    expect(sent.slice(before).map((r) => r.content)).toEqual(["We do!", "5 to 8 business days."]);
  });

  it("makes no check for a caller that does not say what it saw", async () => {
    const id = await seed.message({ content: "Love it", receivedAt: minutesAgo(2) });
    expect((await send(admin.cookie, id, "Thank you!")).statusCode).toBe(200);
    expect((await send(member.cookie, id, "Thanks so much!")).statusCode).toBe(200);
  });
});
