import type { SavedReply, SavedReplyInput } from "@shared/inbox/saved-replies.schema";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { leads, orderAttributions } from "../db/attribution.schema";
import type { Db } from "../db/client";
import { orders, products } from "../db/commerce.schema";
import { messages } from "../db/inbox.schema";
import { savedReplies } from "../db/inbox-moderation.schema";

const columns = {
  id: savedReplies.id,
  title: savedReplies.title,
  content: savedReplies.content,
  createdBy: savedReplies.createdBy,
  updatedAt: savedReplies.updatedAt,
};
const toReply = (r: { id: string; title: string; content: string; createdBy: string; updatedAt: Date }) =>
  ({
    id: r.id,
    title: r.title,
    content: r.content,
    created_by: r.createdBy,
    updated_at: r.updatedAt.toISOString(),
  }) satisfies SavedReply;

export async function listSavedReplies(db: Db, teamId: string): Promise<SavedReply[]> {
  const rows = await db
    .select(columns)
    .from(savedReplies)
    .where(eq(savedReplies.teamId, teamId))
    .orderBy(asc(savedReplies.title));
  return rows.map(toReply);
}

/** Null when the team already has a reply with this title. */
export async function insertSavedReply(
  db: Db,
  teamId: string,
  input: SavedReplyInput & { createdBy: string; now: Date },
): Promise<SavedReply | null> {
  const [row] = await db
    .insert(savedReplies)
    .values({
      teamId,
      title: input.title,
      content: input.content,
      createdBy: input.createdBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: [savedReplies.teamId, savedReplies.title] })
    .returning(columns);
  return row ? toReply(row) : null;
}

/** Undefined when the team has no such reply; null when the new title is taken. */
export async function updateSavedReply(
  db: Db,
  teamId: string,
  id: string,
  input: SavedReplyInput & { now: Date },
): Promise<SavedReply | null | undefined> {
  const [taken] = await db
    .select({ id: savedReplies.id })
    .from(savedReplies)
    .where(and(eq(savedReplies.teamId, teamId), eq(savedReplies.title, input.title)));
  if (taken && taken.id !== id) return null;
  const [row] = await db
    .update(savedReplies)
    .set({ title: input.title, content: input.content, updatedAt: input.now })
    .where(and(eq(savedReplies.teamId, teamId), eq(savedReplies.id, id)))
    .returning(columns);
  return row ? toReply(row) : undefined;
}

export async function deleteSavedReply(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.teamId, teamId), eq(savedReplies.id, id)))
    .returning({ id: savedReplies.id });
  return rows.length > 0;
}

/** What the variables of a reply to this message can be filled from: the sender's lead and latest order. */
export async function findVariableFacts(db: Db, teamId: string, messageId: string) {
  const [message] = await db
    .select({ platform: messages.platform, senderPlatformId: messages.senderPlatformId })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)));
  if (!message) return null;
  const [lead] = await db
    .select({ id: leads.id, firstName: leads.firstName })
    .from(leads)
    .where(
      and(
        eq(leads.teamId, teamId),
        sql`${leads.socialPlatformIds}->>${message.platform} = ${message.senderPlatformId}`,
      ),
    )
    .limit(1);
  const [order] = lead
    ? await db
        .select({ financialStatus: orders.financialStatus })
        .from(orderAttributions)
        .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
        .where(and(eq(orderAttributions.teamId, teamId), eq(orderAttributions.leadId, lead.id)))
        .orderBy(desc(orders.processedAt))
        .limit(1)
    : [];
  return { firstName: lead?.firstName ?? null, order: order ?? null };
}

export async function findProductTitle(db: Db, teamId: string, productId: string) {
  const [row] = await db
    .select({ title: products.title })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.id, productId)));
  return row?.title ?? null;
}
