import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { createTrackingLinkRow } from "../attribution/generate-tracking-link";
import { leads } from "../db/attribution.schema";
import { conversationThreads, messages } from "../db/inbox.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import type { IncomingMessage } from "../platforms/incoming-message";
import { createTestApp, type TestApp } from "../test/test-app";

/** A comment's DM link makes a lead: the lead shows the comment and the sender's DM thread. */
describe("a lead made by a comment's DM link", () => {
  let t: TestApp;
  let cookie: string;
  let teamId: string;
  let seeded: Awaited<ReturnType<typeof seedStoreAndConversation>>;
  let otherThreadId: string;
  let commentId: string;
  let instagramId: string;
  let otherTeam: { teamId: string; instagramId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.createPerson({ email: "owner@comment-lead.test" });
    teamId = owner.teamId;
    cookie = await t.signIn(owner.email, owner.password);
    seeded = await seedStoreAndConversation(t.db, teamId, { sender: "hannah.brown" });
    // Another team talks to the same person: that thread is never this team's lead's.
    const other = await t.createPerson({ email: "other@comment-lead.test" });
    otherThreadId = (await seedStoreAndConversation(t.db, other.teamId, { sender: "hannah.brown" })).threadId;
    const [thread] = await t.db
      .select({ integrationId: conversationThreads.integrationId })
      .from(conversationThreads)
      .where(eq(conversationThreads.id, seeded.threadId));
    instagramId = thread!.integrationId;
    const [otherThread] = await t.db
      .select({ integrationId: conversationThreads.integrationId })
      .from(conversationThreads)
      .where(eq(conversationThreads.id, otherThreadId));
    otherTeam = { teamId: other.teamId, instagramId: otherThread!.integrationId };
    commentId = await insertComment("hannah.brown", "Is the Guava shade sheer? I need it!");
  });

  async function insertComment(sender: string, content: string, receivedAt = new Date()) {
    const [comment] = await t.db
      .insert(messages)
      .values({
        teamId,
        integrationId: instagramId,
        platform: "instagram",
        platformMessageId: `comment-${randomUUID()}`,
        messageType: "comment",
        content,
        senderUsername: sender,
        senderPlatformId: `igsid-${sender}`,
        receivedAt,
        threadId: null,
        sequenceNumber: 1,
        isThreadStarter: true,
      })
      .returning({ id: messages.id });
    return comment!.id;
  }

  const dm = (sender: string, id: string, content: string, receivedAt = new Date()): IncomingMessage => ({
    platform: "instagram",
    platform_message_id: id,
    message_type: "dm",
    content,
    sender_username: sender,
    sender_platform_id: `igsid-${sender}`,
    account_platform_id: "ig-brand",
    received_at: receivedAt,
  });
  afterAll(async () => t.close());

  it("lists the comment and links the sender's DM thread on the same platform, in the team only", async () => {
    const { result } = await createTrackingLinkRow({ db: t.db, publicUrl: "https://lunara.test" }, teamId, {
      messageId: commentId,
      productId: seeded.productId,
    });
    const leadId = result.lead.leadId;

    const detail = await t.call("GET", `/api/leads/${leadId}`, undefined, cookie);
    expect(detail.statusCode).toBe(200);
    const conversations = detail.json().conversations as {
      thread_id: string | null;
      comment_id: string | null;
      sender_handle: string;
      last_message_content: string | null;
    }[];
    expect(conversations).toHaveLength(2);
    expect(conversations).toContainEqual(
      expect.objectContaining({
        thread_id: null,
        comment_id: commentId,
        sender_handle: "hannah.brown",
        last_message_content: "Is the Guava shade sheer? I need it!",
      }),
    );
    expect(conversations).toContainEqual(
      expect.objectContaining({ thread_id: seeded.threadId, comment_id: null }),
    );

    // The DM thread's Store panel finds the lead through the thread's link.
    const threads = await t.db
      .select({ id: conversationThreads.id, leadId: conversationThreads.linkedLeadId })
      .from(conversationThreads)
      .where(eq(conversationThreads.senderPlatformId, "igsid-hannah.brown"));
    expect(threads).toContainEqual({ id: seeded.threadId, leadId });
    expect(threads).toContainEqual({ id: otherThreadId, leadId: null });
    const [lead] = await t.db
      .select({ threadCount: leads.threadCount })
      .from(leads)
      .where(eq(leads.id, leadId));
    expect(lead!.threadCount).toBe(1);
  });

  it("links a DM thread the lead's person starts after the link was made, once, in the team only", async () => {
    const comment = await insertComment("ivy.lee", "Does the balm come in a travel size?");
    const { result } = await createTrackingLinkRow({ db: t.db, publicUrl: "https://lunara.test" }, teamId, {
      messageId: comment,
      productId: seeded.productId,
    });
    const leadId = result.lead.leadId;

    const first = dm("ivy.lee", `mid-${randomUUID()}`, "Hi! I got the link, is shipping free?");
    await ingestMessage(t.deps, { teamId, integrationId: instagramId }, first);
    // The same DM delivered again, and a second DM, leave the lead with one thread.
    await ingestMessage(t.deps, { teamId, integrationId: instagramId }, first);
    await ingestMessage(
      t.deps,
      { teamId, integrationId: instagramId },
      dm("ivy.lee", `mid-${randomUUID()}`, "thanks"),
    );
    // The same person writing to another team: that team's thread is not this team's lead's.
    await ingestMessage(
      t.deps,
      { teamId: otherTeam.teamId, integrationId: otherTeam.instagramId },
      dm("ivy.lee", `mid-${randomUUID()}`, "Hello other brand"),
    );

    const threads = await t.db
      .select({
        id: conversationThreads.id,
        teamId: conversationThreads.teamId,
        leadId: conversationThreads.linkedLeadId,
      })
      .from(conversationThreads)
      .where(eq(conversationThreads.senderPlatformId, "igsid-ivy.lee"));
    expect(threads).toHaveLength(2);
    const ours = threads.find((th) => th.teamId === teamId);
    expect(ours?.leadId).toBe(leadId);
    expect(threads.find((th) => th.teamId === otherTeam.teamId)?.leadId).toBeNull();

    const detail = await t.call("GET", `/api/leads/${leadId}`, undefined, cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().conversations).toContainEqual(
      expect.objectContaining({ thread_id: ours!.id, comment_id: null, message_count: 2 }),
    );
    expect(detail.json().lead.thread_count).toBe(1);
    const [lead] = await t.db
      .select({ threadCount: leads.threadCount, primaryThreadId: leads.primaryThreadId })
      .from(leads)
      .where(eq(leads.id, leadId));
    expect(lead).toEqual({ threadCount: 1, primaryThreadId: ours!.id });
  });

  it("moves the lead's last conversation to a later DM thread's when it is linked, never back", async () => {
    const day = 24 * 60 * 60 * 1000;
    const lastConversation = async (leadId: string) =>
      (await t.call("GET", `/api/leads/${leadId}`, undefined, cookie)).json().lead
        .last_conversation_at as string;
    const leadOf = async (sender: string, commentAt: Date) => {
      const comment = await insertComment(sender, "Is the tint vegan?", commentAt);
      const { result } = await createTrackingLinkRow({ db: t.db, publicUrl: "https://lunara.test" }, teamId, {
        messageId: comment,
        productId: seeded.productId,
      });
      return result.lead.leadId;
    };
    const ref = { teamId, integrationId: instagramId };

    const commentAt = new Date(Date.now() - 3 * day);
    const later = await leadOf("june.park", commentAt);
    expect(new Date(await lastConversation(later)).toISOString()).toBe(commentAt.toISOString());
    const dmAt = new Date(Date.now() - day);
    await ingestMessage(t.deps, ref, dm("june.park", `mid-${randomUUID()}`, "Got the link, thanks!", dmAt));
    expect(new Date(await lastConversation(later)).toISOString()).toBe(dmAt.toISOString());

    // A thread whose last message is older than the lead's last conversation leaves it where it was.
    const recentAt = new Date(Date.now() - day);
    const earlier = await leadOf("omar.haddad", recentAt);
    await ingestMessage(
      t.deps,
      ref,
      dm("omar.haddad", `mid-${randomUUID()}`, "an old message", new Date(Date.now() - 5 * day)),
    );
    expect(new Date(await lastConversation(earlier)).toISOString()).toBe(recentAt.toISOString());
    const [lead] = await t.db
      .select({ threadCount: leads.threadCount })
      .from(leads)
      .where(eq(leads.id, earlier));
    expect(lead!.threadCount).toBe(1);
  });
});
