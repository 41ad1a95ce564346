import { describe, expect, it } from "vitest";
import type { InboxItem, InboxMessage } from "./inbox.schema";
import {
  activeFilterCount,
  countItems,
  DEFAULT_FILTERS,
  filterItems,
  itemsOfTab,
  tabCounts,
} from "./inbox-filters";
import { groupIntoItems } from "./inbox-grouping";
import { inboxMessage } from "./inbox-message.fixture";
import {
  actionLabel,
  effectiveStatus,
  isPendingAuto,
  listUrgency,
  shownMessage,
  threadStatus,
} from "./inbox-rules";
import { formatRelativeTime } from "./relative-time";

const NOW = new Date("2026-11-22T12:00:00.000Z");
let n = 0;
function msg(over: Partial<InboxMessage> = {}): InboxMessage {
  n++;
  return inboxMessage({ id: `m${n}`, platform_message_id: `p${n}`, received_at: NOW.toISOString(), ...over });
}
const item = (m: InboxMessage): InboxItem => ({ kind: "message", message: m });
const reply = (type: "manual" | "ai_auto") => ({
  id: "r",
  content: "x",
  sender_name: "a",
  sender_type: "agent",
  response_type: type,
  sent_via_platform: true,
  created_at: NOW.toISOString(),
  sent_at: null,
  ai_response_id: null,
  parent_message_id: "m",
});

describe("thread status and stage", () => {
  it("is unread with any unread message, responded by first/latest/responses/auto, else read", () => {
    expect(threadStatus([msg({ status: "read" }), msg({ status: "unread" })])).toBe("unread");
    expect(threadStatus([msg({ status: "responded" }), msg({ status: "read" })])).toBe("responded");
    expect(
      threadStatus([msg({ status: "read" }), msg({ status: "read", responses: [reply("manual")] })]),
    ).toBe("responded");
    expect(
      threadStatus([
        msg({ status: "read", automation_decision: "auto", automation_executed_at: NOW.toISOString() }),
      ]),
    ).toBe("responded");
    expect(threadStatus([msg({ status: "read" })])).toBe("read");
  });
});

describe("effective status, action label, urgency", () => {
  it("an automated item counts as responded; else unread count; else own status", () => {
    expect(effectiveStatus(item(msg({ status: "read", responses: [reply("ai_auto")] })))).toBe("responded");
    expect(effectiveStatus(item(msg({ status: "read" })))).toBe("read");
  });
  it("labels the action as the spec names it", () => {
    const at = NOW.toISOString();
    expect(
      actionLabel({ automation_decision: "auto", automation_executed_at: at, recommended_action: null }),
    ).toBe("auto reply");
    expect(
      actionLabel({ automation_decision: "auto", automation_executed_at: null, recommended_action: null }),
    ).toBe("pending auto");
    expect(
      actionLabel({ automation_decision: "crisis", automation_executed_at: null, recommended_action: null }),
    ).toBe("crisis escalation");
    expect(
      actionLabel({ automation_decision: "manual", automation_executed_at: null, recommended_action: null }),
    ).toBe("manual review");
    expect(
      actionLabel({
        automation_decision: null,
        automation_executed_at: null,
        recommended_action: "human_review",
      }),
    ).toBe("human review");
    expect(isPendingAuto({ automation_decision: "auto", automation_executed_at: null })).toBe(true);
  });
  it("uses the routing urgency, else the priority band, else normal", () => {
    expect(listUrgency({ urgency_level: "crisis", priority_score: 10 })).toBe("crisis");
    expect(listUrgency({ urgency_level: null, priority_score: 85 })).toBe("urgent");
    expect(listUrgency({ urgency_level: null, priority_score: 65 })).toBe("high");
    expect(listUrgency({ urgency_level: null, priority_score: 25 })).toBe("low");
    expect(listUrgency({ urgency_level: null, priority_score: 5 })).toBe("normal");
    expect(listUrgency({ urgency_level: null, priority_score: null })).toBe("normal");
  });
});

describe("filters, search, tabs and counters", () => {
  it("searches content and sender case-insensitively and threads by last message and handle", () => {
    const items = groupIntoItems([
      { message: msg({ content: "Need the SERUM", sender_username: "ann" }), thread: null },
      { message: msg({ content: "other", sender_username: "Bob" }), thread: null },
      { message: msg({ message_type: "dm", sender_username: "cy", content: "a" }), thread: null },
      { message: msg({ message_type: "dm", sender_username: "cy", content: "last words" }), thread: null },
    ]);
    const search = (s: string) =>
      filterItems(items, { search: s, filters: DEFAULT_FILTERS, now: NOW }).length;
    expect(search("serum")).toBe(1);
    expect(search("bob")).toBe(1);
    expect(search("LAST")).toBe(1);
    expect(search("zzz")).toBe(0);
  });
  it("finds a conversation by any of its messages, and by the earlier ones the server matched", () => {
    const items = groupIntoItems([
      {
        message: msg({ message_type: "dm", sender_username: "di", content: "Ship to Mexico?" }),
        thread: null,
      },
      { message: msg({ message_type: "dm", sender_username: "di", content: "ok thanks" }), thread: null },
      // A DM alone in the list: its conversation's earlier messages are not loaded.
      {
        message: msg({ message_type: "dm", sender_username: "eve", content: "yes!", thread_id: "t-eve" }),
        thread: null,
      },
      { message: msg({ content: "a comment about mexico city", thread_id: null }), thread: null },
    ]);
    const search = (s: string, matchedThreads?: ReadonlySet<string>) =>
      filterItems(items, { search: s, filters: DEFAULT_FILTERS, now: NOW, matchedThreads }).length;
    expect(search("mexico?")).toBe(1);
    expect(search("ship to")).toBe(1);
    expect(search("refund")).toBe(0);
    expect(search("refund", new Set(["t-eve"]))).toBe(1);
    expect(search("", new Set(["t-eve"]))).toBe(3);
  });

  it("shows a thread whose newest DM is spam by its newest other message, in Pending", () => {
    const [thread] = groupIntoItems([
      {
        message: msg({ message_type: "dm", sender_username: "cam", content: "do you take klarna?" }),
        thread: null,
      },
      {
        message: msg({
          message_type: "dm",
          sender_username: "cam",
          content: "you won a free iPhone, claim at the link in my profile",
          spam_at: NOW.toISOString(),
        }),
        thread: null,
      },
    ]);
    expect(shownMessage(thread!)?.content).toBe("do you take klarna?");
    expect(itemsOfTab([thread!], "pending")).toHaveLength(1);
  });

  it("applies message filters to single messages only, and splits tabs by effective status", () => {
    const old = new Date(NOW.getTime() - 3 * 86_400_000).toISOString();
    const items = [
      item(msg({ platform: "tiktok", received_at: old, status: "responded" })),
      item(
        msg({
          normalized_intent: "purchase_intent",
          intent_confidence: 0.75,
          sentiment_classification: "negative",
        }),
      ),
      ...groupIntoItems([
        { message: msg({ message_type: "dm", sender_username: "t1" }), thread: null },
        { message: msg({ message_type: "dm", sender_username: "t1" }), thread: null },
      ]),
    ];
    const apply = (f: Partial<typeof DEFAULT_FILTERS>) =>
      filterItems(items, { search: "", filters: { ...DEFAULT_FILTERS, ...f }, now: NOW }).length;
    expect(apply({ platform: "tiktok" })).toBe(2);
    expect(apply({ status: "high-intent" })).toBe(2);
    expect(apply({ status: "not-responded" })).toBe(2);
    expect(apply({ sentiment: "negative" })).toBe(2);
    expect(apply({ timeRange: "1day" })).toBe(2);
    expect(apply({ timeRange: "7days" })).toBe(3);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, platform: "tiktok", team: "cx" })).toBe(2);
    expect(itemsOfTab(items, "responded")).toHaveLength(1);
    expect(itemsOfTab(items, "pending")).toHaveLength(2);
  });
  it("counts high priority at 70 and crisis by flag", () => {
    expect(
      countItems(
        [msg({ priority_score: 70, crisis_flag: true, status: "read" }), msg({ priority_score: 69 })].map(
          item,
        ),
      ),
    ).toEqual({
      total: 2,
      unread: 1,
      high_priority: 1,
      crisis: 1,
      high_intent: 0,
    });
  });
  it("calls only buying intent high intent, the same on the filter and the counter", () => {
    const messages = [
      msg({ normalized_intent: "greeting", intent_confidence: 0.99 }),
      msg({ normalized_intent: "purchase_intent", intent_confidence: 0.7 }),
      msg({ normalized_intent: "product_inquiry", intent_confidence: 0.9 }),
      msg({ normalized_intent: "product_inquiry", intent_confidence: 0.69 }),
      msg({ normalized_intent: "compliment", confidence_score: 0.95 }),
    ];
    const filtered = filterItems(messages.map(item), {
      search: "",
      filters: { ...DEFAULT_FILTERS, status: "high-intent" },
      now: NOW,
    });
    expect(filtered.map((i) => (i.kind === "message" ? i.message.id : ""))).toEqual([
      messages[1]!.id,
      messages[2]!.id,
    ]);
    expect(countItems(messages.map(item)).high_intent).toBe(filtered.length);
  });
  it("puts spam in its own tab only, and the tab counts are the tabs' lengths", () => {
    const items = [
      item(msg({ spam_at: NOW.toISOString() })),
      item(msg({ status: "responded" })),
      item(msg()),
    ];
    expect(itemsOfTab(items, "spam")).toHaveLength(1);
    expect(itemsOfTab(items, "pending")).toHaveLength(1);
    expect(tabCounts(items)).toEqual({ pending: 1, responded: 1, spam: 1 });
    expect(countItems(items).total).toBe(2);
  });
  it("counts a customer's DMs as the one conversation the list and tabs show: Total is Pending plus Responded", () => {
    const items = groupIntoItems([
      { message: msg({ message_type: "dm", sender_username: "lea", content: "hi" }), thread: null },
      { message: msg({ message_type: "dm", sender_username: "lea", content: "price?" }), thread: null },
      { message: msg({ content: "love it", status: "responded" }), thread: null },
    ]);
    expect(items).toHaveLength(2);
    const tabs = tabCounts(items);
    expect(tabs).toEqual({ pending: 1, responded: 1, spam: 0 });
    expect(countItems(items)).toMatchObject({ total: 2, unread: 1 });
    expect(countItems(items).total).toBe(tabs.pending + tabs.responded);
  });
});

describe("grouping", () => {
  it("groups DMs by thread or sender, keeps singles plain, and hides pending auto-replies standing alone", () => {
    const pending = { automation_decision: "auto" as const, automation_executed_at: null };
    const items = groupIntoItems([
      {
        message: msg({ message_type: "dm", sender_username: "a", received_at: "2026-11-22T11:00:00.000Z" }),
        thread: null,
      },
      {
        message: msg({
          message_type: "dm",
          sender_username: "a",
          received_at: "2026-11-22T11:30:00.000Z",
          ...pending,
        }),
        thread: null,
      },
      { message: msg({ message_type: "dm", sender_username: "b", ...pending }), thread: null },
      { message: msg({ message_type: "comment", ...pending }), thread: null },
      { message: msg({ message_type: "comment", received_at: "2026-11-22T10:00:00.000Z" }), thread: null },
    ]);
    expect(items.map((i) => i.kind)).toEqual(["thread", "message"]);
    const [thread] = items;
    if (thread?.kind !== "thread") throw new Error("expected a thread");
    expect(thread.thread.id).toBe("fallback-instagram-a");
    expect(thread.thread.messages).toHaveLength(2);
    expect(thread.thread.last_message_at).toBe("2026-11-22T11:30:00.000Z");
  });
});

describe("relative time", () => {
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  it("formats each band and the fallbacks", () => {
    expect(formatRelativeTime(ago(9_000), NOW)).toBe("Just now");
    expect(formatRelativeTime(ago(42_000), NOW)).toBe("42s");
    expect(formatRelativeTime(ago(5 * 60_000), NOW)).toBe("5m");
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW)).toBe("3h");
    expect(formatRelativeTime(ago(6 * 86_400_000), NOW)).toBe("6d");
    expect(formatRelativeTime(ago(15 * 86_400_000), NOW)).toBe("2w");
    expect(formatRelativeTime(ago(40 * 86_400_000), NOW)).toBe("Oct 13");
    expect(formatRelativeTime(new Date(NOW.getTime() + 5_000), NOW)).toBe("Just now");
    expect(formatRelativeTime(new Date(NOW.getTime() + 120_000), NOW)).toBe("2m");
    expect(formatRelativeTime(null, NOW)).toBe("Unknown");
    expect(formatRelativeTime("not a date", NOW)).toBe("Invalid time");
  });
});
