import { describe, expect, it } from "vitest";
import type { InboxMessage } from "./inbox.schema";
import { countItems } from "./inbox-filters";
import { groupIntoItems } from "./inbox-grouping";
import { inboxMessage } from "./inbox-message.fixture";
import { conversationKey, standingMessage } from "./inbox-rules";

const NOW = Date.parse("2026-12-03T12:00:00.000Z");
let n = 0;
function dm(content: string, over: Partial<InboxMessage> = {}): InboxMessage {
  n++;
  return inboxMessage({
    id: `m${n}`,
    platform_message_id: `p${n}`,
    message_type: "dm",
    sender_username: "jordan",
    content,
    received_at: new Date(NOW + n * 1000).toISOString(),
    sequence_number: n,
    ...over,
  });
}
const conversation = (...messages: InboxMessage[]) =>
  groupIntoItems(messages.map((message) => ({ message, thread: null })))[0]!;
const rash = () =>
  dm("The Sheer Shield SPF gave me a burning rash all over my face.", {
    crisis_flag: true,
    priority_score: 95,
  });

describe("the message a conversation's triage stands on", () => {
  it("stays a crisis told before a follow-up question, in the conversation and its counters", () => {
    const item = conversation(rash(), dm("Also, do you ship to Canada?", { priority_score: 63 }));
    expect(standingMessage(item)?.crisis_flag).toBe(true);
    expect(countItems([item])).toMatchObject({ crisis: 1, high_priority: 1 });
  });

  it("is the highest priority of the messages since the brand last answered, the latest of equals", () => {
    const answered = rash();
    answered.status = "responded";
    const item = conversation(
      answered,
      dm("ok thanks, and is the tint vegan?", { priority_score: 40 }),
      dm("still no refund after 3 weeks", { priority_score: 72 }),
      dm("hello?", { priority_score: 72 }),
    );
    expect(standingMessage(item)?.content).toBe("hello?");
    expect(countItems([item])).toMatchObject({ crisis: 0, high_priority: 1 });
  });

  it("is the message shown when every message is answered", () => {
    const a = dm("is the tint vegan?", { priority_score: 40, status: "responded" });
    const b = dm("thanks!", { priority_score: 20, status: "responded" });
    expect(standingMessage(conversation(a, b))?.content).toBe("thanks!");
  });
});

describe("the conversation an item is part of", () => {
  it("is the same for a DM alone and for the thread it becomes with a second message", () => {
    const first = dm("do you ship to Canada?");
    const alone = conversation(first);
    const thread = conversation(first, dm("and how long does it take?"));
    expect(alone.kind).toBe("message");
    expect(thread.kind).toBe("thread");
    expect(conversationKey(alone)).toBe(conversationKey(thread));
  });
  it("is a comment's own id", () => {
    const comment = inboxMessage({ id: "c1", message_type: "comment" });
    expect(conversationKey({ kind: "message", message: comment })).toBe("c1");
  });
});
