import type { AssistantKey } from "@shared/assistants/assistants.constants";
import type { Answer, ChatMessage, ConversationSummary } from "@shared/assistants/assistants.schema";
import { and, asc, desc, eq } from "drizzle-orm";
import { assistantConversations, assistantMessages } from "../db/assistants.schema";
import type { Db } from "../db/client";

type Owner = { teamId: string; userId: string };

const toSummary = (r: typeof assistantConversations.$inferSelect): ConversationSummary => ({
  id: r.id,
  assistant: r.assistant as AssistantKey,
  title: r.title,
  updatedAt: r.updatedAt.toISOString(),
});

/** Conversations are a person's own: every read and write is scoped to the team and the person. */
const own = (o: Owner, id: string) =>
  and(
    eq(assistantConversations.teamId, o.teamId),
    eq(assistantConversations.userId, o.userId),
    eq(assistantConversations.id, id),
  );

export async function createConversation(
  db: Db,
  o: Owner,
  assistant: AssistantKey,
  title: string,
  now: Date,
) {
  const [row] = await db
    .insert(assistantConversations)
    .values({ teamId: o.teamId, userId: o.userId, assistant, title, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("conversation insert returned nothing");
  return toSummary(row);
}

export async function findConversation(db: Db, o: Owner, id: string): Promise<ConversationSummary | null> {
  const [row] = await db.select().from(assistantConversations).where(own(o, id));
  return row ? toSummary(row) : null;
}

export async function listConversations(db: Db, o: Owner, assistant: AssistantKey, limit: number) {
  const rows = await db
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.teamId, o.teamId),
        eq(assistantConversations.userId, o.userId),
        eq(assistantConversations.assistant, assistant),
      ),
    )
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(limit);
  return rows.map(toSummary);
}

export async function deleteConversation(db: Db, o: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(assistantConversations)
    .where(own(o, id))
    .returning({ id: assistantConversations.id });
  return rows.length === 1;
}

export async function appendMessage(
  db: Db,
  o: Owner,
  conversationId: string,
  message: { role: "user" | "assistant"; content: string; answer: Answer | null },
  now: Date,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantMessages)
      .values({ conversationId, teamId: o.teamId, ...message, createdAt: now })
      .returning();
    if (!row) throw new Error("assistant message insert returned nothing");
    await tx.update(assistantConversations).set({ updatedAt: now }).where(own(o, conversationId));
    return {
      id: row.id,
      role: message.role,
      content: row.content,
      answer: message.answer,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function listChatMessages(
  db: Db,
  teamId: string,
  conversationId: string,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.teamId, teamId), eq(assistantMessages.conversationId, conversationId)))
    .orderBy(asc(assistantMessages.seq));
  return rows.map((r) => ({
    id: r.id,
    role: r.role as "user" | "assistant",
    content: r.content,
    answer: (r.answer as Answer | null) ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
