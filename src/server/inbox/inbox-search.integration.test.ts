import { randomUUID } from "node:crypto";
import { INBOX_LOAD_LIMIT } from "@shared/inbox/inbox.constants";
import type { InboxListResponse, InboxSearchResponse } from "@shared/inbox/inbox.schema";
import { DEFAULT_FILTERS, filterItems } from "@shared/inbox/inbox-filters";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../db/inbox.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { inboxPerson, minutesAgo } from "./inbox-fixtures.test-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const person = (email: string) => inboxPerson(t, email);
const get = async <T>(url: string, cookie: string) => {
  const res = await t.call("GET", url, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const search = (text: string, cookie: string) =>
  get<InboxSearchResponse>(`/api/inbox/search?q=${encodeURIComponent(text)}`, cookie);

describe("inbox search over a conversation's earlier messages", () => {
  it("finds a DM conversation by a message older than the list holds, in the caller's team only", async () => {
    const a = await person("search@inbox.test");
    type Seed = typeof a.seed;
    /** A DM from `sender`, `minutes` ago. */
    const dm = async (
      seed: Seed,
      sender: string,
      content: string,
      minutes: number,
      extra: Partial<Parameters<Seed["message"]>[0]> = {},
    ) => seed.message({ content, receivedAt: minutesAgo(minutes), type: "dm", sender, ...extra });
    const thread = await a.seed.thread({ sender: "rosa", lastMessageAt: minutesAgo(1) });
    await dm(a.seed, "rosa", "Do you ship to Mexico?", 2000, { threadId: thread, sequence: 1 });
    // A full list of newer comments pushes the question out of the list.
    const integrationId = await a.seed.integration();
    await t.db.insert(messages).values(
      Array.from({ length: INBOX_LOAD_LIMIT }, (_, i) => ({
        teamId: a.teamId,
        integrationId,
        platform: "instagram",
        platformMessageId: `pm-${randomUUID()}`,
        messageType: "comment",
        content: `comment ${i}`,
        senderUsername: `fan${i}`,
        senderPlatformId: `id-fan${i}`,
        receivedAt: minutesAgo(1000 - i),
      })),
    );
    await dm(a.seed, "rosa", "thanks, ordering now", 1, { threadId: thread, sequence: 2 });
    // A filtered message never matches; another team's conversation is never this team's.
    const hidden = await a.seed.thread({ sender: "spammer", lastMessageAt: minutesAgo(3) });
    await dm(a.seed, "spammer", "cheap Mexico followers", 3, { threadId: hidden, status: "filtered" });
    const b = await person("search@other-inbox.test");
    const theirs = await b.seed.thread({ sender: "rosa", lastMessageAt: minutesAgo(5) });
    await dm(b.seed, "rosa", "Shipping to mexico?", 5, { threadId: theirs });

    const { items } = await get<InboxListResponse>("/api/inbox/messages", a.cookie);
    const find = (text: string, matchedThreads?: ReadonlySet<string>) =>
      filterItems(items, { search: text, filters: DEFAULT_FILTERS, now: new Date(), matchedThreads });
    expect(find("mexico")).toHaveLength(0);

    const found = await search("MEXICO", a.cookie);
    expect(found).toEqual({ success: true, thread_ids: [thread] });
    const shown = find("mexico", new Set(found.thread_ids));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.kind === "message" && shown[0].message.thread_id).toBe(thread);

    expect((await search("mexico", b.cookie)).thread_ids).toEqual([theirs]);
    expect((await search("no such words", a.cookie)).thread_ids).toEqual([]);
  });

  it("refuses an empty search and a signed-out caller", async () => {
    const a = await person("search-empty@inbox.test");
    expect((await t.call("GET", "/api/inbox/search?q=%20", undefined, a.cookie)).statusCode).toBe(400);
    expect((await t.call("GET", "/api/inbox/search?q=mexico")).statusCode).toBe(401);
  });
});
