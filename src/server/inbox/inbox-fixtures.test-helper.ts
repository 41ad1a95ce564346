import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import {
  automationDecisions,
  conversationResponses,
  conversationThreads,
  messageAiAnalysis,
  messages,
} from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import type { TestApp } from "../test/test-app";

/** Rows the inbox reads, inserted directly as ingestion and analysis would leave them. */
export function inboxFixtures(db: Db, teamId: string) {
  let integrationId: string | null = null;
  const integration = async (platform = "instagram") => {
    if (integrationId) return integrationId;
    const [row] = await db
      .insert(integrations)
      .values({
        teamId,
        platform,
        platformAccountId: `acct-${randomUUID()}`,
        platformUsername: "brand",
        accessTokenEncrypted: "not-used-by-these-tests",
      })
      .returning({ id: integrations.id });
    integrationId = row!.id;
    return integrationId;
  };

  return {
    integration,
    async thread(values: { sender: string; platform?: string; unreadCount?: number; lastMessageAt?: Date }) {
      const [row] = await db
        .insert(conversationThreads)
        .values({
          teamId,
          integrationId: await integration(),
          platform: values.platform ?? "instagram",
          senderHandle: values.sender,
          senderPlatformId: `id-${values.sender}`,
          unreadCount: values.unreadCount ?? 0,
          lastMessageAt: values.lastMessageAt ?? new Date(),
        })
        .returning({ id: conversationThreads.id });
      return row!.id;
    },
    async message(values: {
      content: string;
      receivedAt: Date;
      sender?: string;
      type?: "dm" | "comment" | "mention" | "comment_reply";
      platform?: string;
      status?: "unread" | "read" | "responded" | "filtered";
      threadId?: string;
      sequence?: number;
      postCaption?: string;
    }) {
      const [row] = await db
        .insert(messages)
        .values({
          teamId,
          integrationId: await integration(),
          platform: values.platform ?? "instagram",
          platformMessageId: `pm-${randomUUID()}`,
          messageType: values.type ?? "comment",
          content: values.content,
          senderUsername: values.sender ?? "fan",
          senderPlatformId: `id-${values.sender ?? "fan"}`,
          receivedAt: values.receivedAt,
          status: values.status ?? "unread",
          threadId: values.threadId ?? null,
          sequenceNumber: values.sequence ?? null,
          postCaption: values.postCaption ?? null,
        })
        .returning({ id: messages.id });
      return row!.id;
    },
    async analysis(
      messageId: string,
      values: {
        priority?: number;
        intent?: string;
        crisis?: boolean;
        action?: "human_review" | "auto_reply";
      } = {},
    ) {
      await db.insert(messageAiAnalysis).values({
        messageId,
        teamId,
        priorityScore: values.priority ?? 50,
        sentimentScore: 0.4,
        sentimentClassification: "positive",
        intentClassification: values.intent ?? "product_inquiry",
        normalizedIntent: values.intent ?? "product_inquiry",
        confidenceScore: 0.82,
        enhancedAnalysis: {
          intent_analysis: { intent: values.intent ?? "product_inquiry", confidence: 0.9 },
        },
        recommendedAction: values.action ?? "human_review",
        recommendedTeam: "sales",
        urgencyLevel: "normal",
        crisisFlag: values.crisis ?? false,
        labels: ["question"],
      });
    },
    async decision(
      messageId: string,
      values: { decision: "auto" | "manual" | "crisis"; executedAt?: Date | null; jobId?: string | null },
    ) {
      await db.insert(automationDecisions).values({
        messageId,
        teamId,
        decision: values.decision,
        executed: Boolean(values.executedAt),
        executedAt: values.executedAt ?? null,
        normalizedIntent: "product_inquiry",
        confidenceScore: 0.9,
        thresholdRequired: 80,
        delayAppliedMinutes: 5,
        jobId: values.jobId ?? null,
      });
    },
    async response(messageId: string, content: string, responseType = "manual", createdAt = new Date()) {
      await db.insert(conversationResponses).values({
        teamId,
        parentMessageId: messageId,
        content,
        senderName: "Agent",
        responseType,
        createdAt,
      });
    },
  };
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A signed-in person of a new team, with the inbox rows of that team to seed. */
export async function inboxPerson(t: TestApp, email: string) {
  const p = await t.createPerson({ email });
  return { ...p, cookie: await t.signIn(p.email, p.password), seed: inboxFixtures(t.db, p.teamId) };
}

/** A person's reply sent as the inbox sends it; `seen` left out, no conflict check is asked for. */
export const sendReply = (
  t: TestApp,
  cookie: string,
  messageId: string,
  content: string,
  seen?: string | null,
) =>
  t.call(
    "POST",
    "/api/inbox/send-platform-response",
    {
      message_id: messageId,
      response_content: content,
      platform: "instagram",
      response_type: "manual",
      ...(seen === undefined ? {} : { seen_response_id: seen }),
    },
    cookie,
  );
