import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, products } from "../db/commerce.schema";
import {
  automationDecisions,
  conversationResponses,
  conversationThreads,
  messageAiAnalysis,
  messages,
  responseSuggestions,
} from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";

async function count(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/**
 * Deletes one integration of a team and, through the schema's ON DELETE CASCADE, every row that hangs
 * off it. Answers the number of rows per table it erased (counted in the same transaction first), or
 * null when the team has no such integration.
 */
export async function eraseIntegration(
  db: Db,
  teamId: string,
  integrationId: string,
): Promise<Record<string, number> | null> {
  const [found] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.teamId, teamId), eq(integrations.id, integrationId)))
    .for("update");
  if (!found) return null;
  const n = sql<number>`count(*)::int`.as("n");
  const messageIds = db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.integrationId, integrationId));
  const erased: Record<string, number> = {
    messages: await count(db.select({ n }).from(messages).where(eq(messages.integrationId, integrationId))),
    message_ai_analysis: await count(
      db.select({ n }).from(messageAiAnalysis).where(inArray(messageAiAnalysis.messageId, messageIds)),
    ),
    automation_decisions: await count(
      db.select({ n }).from(automationDecisions).where(inArray(automationDecisions.messageId, messageIds)),
    ),
    response_suggestions: await count(
      db.select({ n }).from(responseSuggestions).where(inArray(responseSuggestions.messageId, messageIds)),
    ),
    conversation_responses: await count(
      db
        .select({ n })
        .from(conversationResponses)
        .where(inArray(conversationResponses.parentMessageId, messageIds)),
    ),
    conversation_threads: await count(
      db.select({ n }).from(conversationThreads).where(eq(conversationThreads.integrationId, integrationId)),
    ),
    products: await count(db.select({ n }).from(products).where(eq(products.integrationId, integrationId))),
    orders: await count(db.select({ n }).from(orders).where(eq(orders.integrationId, integrationId))),
  };
  await db
    .delete(integrations)
    .where(and(eq(integrations.teamId, teamId), eq(integrations.id, integrationId)));
  return { integrations: 1, ...erased };
}
