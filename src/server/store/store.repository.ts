import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { leads, orderAttributions } from "../db/attribution.schema";
import type { Db } from "../db/client";
import { orders } from "../db/commerce.schema";
import { conversationThreads, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { storeActions, storeCustomerCache, storeCustomerLinks, storeSettings } from "../db/sell.schema";
import { sqlRows } from "../db/sql-rows";

export async function findThreadForStore(db: Db, teamId: string, threadId: string) {
  const [thread] = await db
    .select({ id: conversationThreads.id, leadId: conversationThreads.linkedLeadId })
    .from(conversationThreads)
    .where(and(eq(conversationThreads.teamId, teamId), eq(conversationThreads.id, threadId)))
    .limit(1);
  if (!thread) return null;
  const [latest] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.threadId, threadId)))
    .orderBy(desc(messages.receivedAt))
    .limit(1);
  return { ...thread, latestMessageId: latest?.id ?? null };
}

/** The team's connected Shopify store (the first, when a team has connected several). */
export async function findShopifyStore(db: Db, teamId: string) {
  const [row] = await db
    .select({
      id: integrations.id,
      shopDomain: integrations.shopDomain,
      accessTokenEncrypted: integrations.accessTokenEncrypted,
    })
    .from(integrations)
    .where(
      and(
        eq(integrations.teamId, teamId),
        eq(integrations.platform, "shopify"),
        inArray(integrations.status, ["active", "connected"]),
      ),
    )
    .orderBy(integrations.createdAt)
    .limit(1);
  return row?.shopDomain ? { ...row, shopDomain: row.shopDomain } : null;
}

export async function findManualLink(db: Db, teamId: string, threadId: string) {
  const [row] = await db
    .select({ customer: storeCustomerLinks.shopifyCustomerId })
    .from(storeCustomerLinks)
    .where(and(eq(storeCustomerLinks.teamId, teamId), eq(storeCustomerLinks.threadId, threadId)))
    .limit(1);
  return row?.customer ?? null;
}

export async function saveManualLink(
  db: Db,
  teamId: string,
  threadId: string,
  customer: string,
  userId: string,
) {
  await db
    .insert(storeCustomerLinks)
    .values({ teamId, threadId, shopifyCustomerId: customer, linkedBy: userId })
    .onConflictDoUpdate({
      target: [storeCustomerLinks.teamId, storeCustomerLinks.threadId],
      set: { shopifyCustomerId: customer, linkedBy: userId, createdAt: new Date() },
    });
}

/** The buyer of the newest order credited to this conversation (its messages or its lead) by a tracked link. */
export async function findCheckoutBuyer(db: Db, teamId: string, threadId: string, leadId: string | null) {
  const [row] = await db
    .select({ customerId: orders.shopifyCustomerId, email: orders.email })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .leftJoin(messages, eq(messages.id, orderAttributions.messageId))
    .where(
      and(
        eq(orderAttributions.teamId, teamId),
        leadId
          ? or(eq(messages.threadId, threadId), eq(orderAttributions.leadId, leadId))
          : eq(messages.threadId, threadId),
      ),
    )
    .orderBy(desc(orders.processedAt))
    .limit(1);
  return row ?? null;
}

export async function findLeadEmail(db: Db, teamId: string, leadId: string) {
  const [row] = await db
    .select({ email: leads.email })
    .from(leads)
    .where(and(eq(leads.teamId, teamId), eq(leads.id, leadId)))
    .limit(1);
  return row?.email ?? null;
}

export async function readCache(db: Db, teamId: string, integrationId: string, key: string) {
  const [row] = await db
    .select({ data: storeCustomerCache.data, fetchedAt: storeCustomerCache.fetchedAt })
    .from(storeCustomerCache)
    .where(
      and(
        eq(storeCustomerCache.teamId, teamId),
        eq(storeCustomerCache.integrationId, integrationId),
        eq(storeCustomerCache.customerKey, key),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function writeCache(
  db: Db,
  entry: { teamId: string; integrationId: string; key: string; data: Record<string, unknown>; at: Date },
) {
  await db
    .insert(storeCustomerCache)
    .values({
      teamId: entry.teamId,
      integrationId: entry.integrationId,
      customerKey: entry.key,
      data: entry.data,
      fetchedAt: entry.at,
    })
    .onConflictDoUpdate({
      target: [storeCustomerCache.teamId, storeCustomerCache.integrationId, storeCustomerCache.customerKey],
      set: { data: entry.data, fetchedAt: entry.at },
    });
}

/**
 * Drops every cached customer of a store that an order webhook names (by email or customer id), or
 * all of the team's entries for the store when it names neither.
 */
export async function dropCachedCustomer(
  db: Db,
  integrationId: string,
  who: { email: string | null; customerId: string | null },
) {
  const keys = [
    who.email ? `email:${who.email.toLowerCase()}` : null,
    who.customerId ? `id:${who.customerId.replace(/^gid:\/\/shopify\/Customer\//, "")}` : null,
  ].filter((k): k is string => k !== null);
  await db
    .delete(storeCustomerCache)
    .where(
      and(
        eq(storeCustomerCache.integrationId, integrationId),
        keys.length > 0
          ? or(
              inArray(storeCustomerCache.customerKey, keys),
              sql`${storeCustomerCache.data}->'customer'->>'id' = ${`gid://shopify/Customer/${who.customerId ?? ""}`}`,
            )
          : sql`true`,
      ),
    );
}

export async function readStoreSettings(db: Db, teamId: string) {
  const [row] = await db
    .select({
      discountCapPercent: storeSettings.discountCapPercent,
      membersMayAct: storeSettings.membersMayAct,
    })
    .from(storeSettings)
    .where(eq(storeSettings.teamId, teamId))
    .limit(1);
  return row ?? null;
}

export async function saveStoreSettings(
  db: Db,
  teamId: string,
  values: { discountCapPercent: number; membersMayAct: boolean },
  at: Date,
) {
  await db
    .insert(storeSettings)
    .values({ teamId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: storeSettings.teamId, set: { ...values, updatedAt: at } });
}

export async function insertStoreAction(
  db: Db,
  values: {
    teamId: string;
    threadId: string;
    userId: string;
    action: string;
    summary: string;
    outcome: "done" | "failed";
    message?: string | null;
    messageExpiresAt?: Date | null;
  },
): Promise<string> {
  const [row] = await db.insert(storeActions).values(values).returning({ id: storeActions.id });
  if (!row) throw new Error("store action insert returned no row");
  return row.id;
}

type ActionRef = { teamId: string; threadId: string; actionId: string };
/** One action of one conversation of one team. */
const actionOf = (where: ActionRef) =>
  and(
    eq(storeActions.teamId, where.teamId),
    eq(storeActions.threadId, where.threadId),
    eq(storeActions.id, where.actionId),
  );

/**
 * Takes an action's text to send, once: the row is marked sent in the same statement that reads it,
 * so two people pressing Send together send it once. Null when there is nothing to send: another
 * team's or conversation's action, one that made no text, an expired code, or one already sent.
 */
export async function claimActionMessage(db: Db, where: ActionRef, now: Date): Promise<string | null> {
  const [row] = await db
    .update(storeActions)
    .set({ messageSentAt: now })
    .where(
      and(
        actionOf(where),
        isNotNull(storeActions.message),
        isNull(storeActions.messageSentAt),
        or(isNull(storeActions.messageExpiresAt), gt(storeActions.messageExpiresAt, now)),
      ),
    )
    .returning({ message: storeActions.message });
  return row?.message ?? null;
}

/** The send failed: the text is offered again. */
export async function releaseActionMessage(db: Db, teamId: string, actionId: string) {
  await db
    .update(storeActions)
    .set({ messageSentAt: null })
    .where(and(eq(storeActions.teamId, teamId), eq(storeActions.id, actionId)));
}

/** Why an action's text could not be taken: what the row holds, or null for no such action here. */
export async function findActionForSend(
  db: Db,
  where: { teamId: string; threadId: string; actionId: string },
) {
  const [row] = await db
    .select({
      message: storeActions.message,
      expiresAt: storeActions.messageExpiresAt,
      sentAt: storeActions.messageSentAt,
    })
    .from(storeActions)
    .where(actionOf(where))
    .limit(1);
  return row ?? null;
}

/** A message of this team's conversation, with its platform (a reply is sent under it). */
export async function findThreadMessage(db: Db, teamId: string, threadId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id, platform: messages.platform })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.threadId, threadId), eq(messages.id, messageId)))
    .limit(1);
  return row ?? null;
}

export async function listStoreActions(db: Db, teamId: string, threadId: string) {
  return db
    .select({
      id: storeActions.id,
      action: storeActions.action,
      summary: storeActions.summary,
      outcome: storeActions.outcome,
      message: storeActions.message,
      messageExpiresAt: storeActions.messageExpiresAt,
      messageSentAt: storeActions.messageSentAt,
      createdAt: storeActions.createdAt,
    })
    .from(storeActions)
    .where(and(eq(storeActions.teamId, teamId), eq(storeActions.threadId, threadId)))
    .orderBy(desc(storeActions.createdAt))
    .limit(20);
}

/**
 * A community member as the store panel reads it: the member's email (their own, else the first
 * email identity) and the conversation of their latest DM. Null for another team's member or a
 * member merged into another.
 */
export async function findMemberForStore(db: Db, teamId: string, memberId: string) {
  const rows = await sqlRows<{ id: string; email: string | null; thread_id: string | null }>(
    db,
    sql`select m.id,
        coalesce(m.email, (select idn.platform_id from community_identities idn
          where idn.team_id = m.team_id and idn.member_id = m.id and idn.platform = 'email'
          order by idn.created_at, idn.id limit 1)) as email,
        (select msg.thread_id from community_interactions i
          join messages msg on msg.team_id = i.team_id and msg.id::text = i.ref_id
          where i.team_id = m.team_id and i.member_id = m.id and i.kind = 'dm' and msg.thread_id is not null
          order by i.occurred_at desc, i.id desc limit 1) as thread_id
      from community_members m
      where m.team_id = ${teamId} and m.id = ${memberId} and m.merged_into_id is null`,
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, threadId: row.thread_id } : null;
}
