import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationThreads, messages } from "../db/inbox.schema";
import { inboxFixtures, minutesAgo, sendReply } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
let seed: ReturnType<typeof inboxFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createPerson({ email: "reads@thread.test" });
  cookie = await t.signIn(a.email, a.password);
  seed = inboxFixtures(t.db, a.teamId);
  // The platform is not what is tested: every reply is accepted.
  t.deps.senders = { forIntegration: async () => ({ send: async () => ({ platformResponseId: "p-1" }) }) };
});
afterAll(async () => t.close());

/** A DM thread: its first message read when the person opened it, then the ones that came in after. */
async function thread(sender: string, later: { content: string; ago: number }[]) {
  const threadId = await seed.thread({ sender, unreadCount: later.length });
  const dm = { type: "dm" as const, sender, threadId };
  await seed.message({
    ...dm,
    content: "hi, what is the price?",
    receivedAt: minutesAgo(10),
    status: "read",
  });
  const ids = [];
  for (const m of later) ids.push(await seed.message({ ...dm, ...m, receivedAt: minutesAgo(m.ago) }));
  return { threadId, ids };
}

const threadRow = async (id: string) =>
  (await t.db.select().from(conversationThreads).where(eq(conversationThreads.id, id)))[0]!;
const statusOf = async (id: string) =>
  (await t.db.select({ s: messages.status }).from(messages).where(eq(messages.id, id)))[0]!.s;

describe("a reply in a DM thread", () => {
  it("reads the messages up to the one answered, so the answered conversation leaves Pending", async () => {
    const { threadId, ids } = await thread("amara", [
      { content: "and does it come in a bigger bottle?", ago: 6 },
      { content: "ok thanks, I will order today", ago: 2 },
    ]);
    expect((await sendReply(t, cookie, ids[1]!, "Wonderful, thank you!")).statusCode).toBe(200);
    expect(await statusOf(ids[0]!)).toBe("read");
    expect(await statusOf(ids[1]!)).toBe("responded");
    expect(await threadRow(threadId)).toMatchObject({ unreadCount: 0, status: "responded" });
    const list = (await t.call("GET", "/api/inbox/messages", undefined, cookie)).json();
    expect(list.counters.unread).toBe(0);
  });

  it("leaves a message that came after the one answered unread", async () => {
    const { threadId, ids } = await thread("bo", [
      { content: "is it vegan?", ago: 6 },
      { content: "hello??", ago: 1 },
    ]);
    expect((await sendReply(t, cookie, ids[0]!, "Yes, it is vegan.")).statusCode).toBe(200);
    expect(await statusOf(ids[1]!)).toBe("unread");
    expect(await threadRow(threadId)).toMatchObject({ unreadCount: 1, status: "unread" });
  });
});
