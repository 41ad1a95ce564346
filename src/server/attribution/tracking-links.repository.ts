import { and, eq, sql } from "drizzle-orm";
import { recordMemberClick } from "../community/record-member-click";
import { linkClicks, trackingLinks } from "../db/attribution.schema";
import type { Db } from "../db/client";
import { products } from "../db/commerce.schema";
import { conversationThreads, messageAiAnalysis, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { sqlRows } from "../db/sql-rows";

export async function findMessageForLink(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      id: messages.id,
      platform: messages.platform,
      senderUsername: messages.senderUsername,
      senderPlatformId: messages.senderPlatformId,
      threadId: messages.threadId,
      receivedAt: messages.receivedAt,
      threadMessageCount: conversationThreads.messageCount,
      threadLastMessageAt: conversationThreads.lastMessageAt,
      normalizedIntent: messageAiAnalysis.normalizedIntent,
      intentConfidence: sql<
        number | null
      >`coalesce((${messageAiAnalysis.enhancedAnalysis} #>> '{intent_analysis,confidence}')::real, ${messageAiAnalysis.confidenceScore})`,
    })
    .from(messages)
    .leftJoin(conversationThreads, eq(conversationThreads.id, messages.threadId))
    .leftJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProductForLink(db: Db, teamId: string, productId: string) {
  const rows = await db
    .select({
      id: products.id,
      handle: products.handle,
      variants: products.variants,
      integrationId: products.integrationId,
      shopDomain: integrations.shopDomain,
    })
    .from(products)
    .innerJoin(integrations, eq(integrations.id, products.integrationId))
    .where(and(eq(products.teamId, teamId), eq(products.id, productId)))
    .limit(1);
  return rows[0] ?? null;
}

export type LeadIdentity = {
  teamId: string;
  platform: "instagram" | "tiktok";
  platformId: string;
  username: string;
  threadId: string | null;
  messageCount: number;
  lastConversationAt: Date;
  intentScore: number;
};

/** Creates or updates the lead of one platform identity; the unique index makes concurrent calls safe. */
export async function upsertLeadByIdentity(
  db: Db,
  who: LeadIdentity,
): Promise<{ id: string; inserted: boolean }> {
  const key = sql.raw(`'${who.platform}'`);
  const usernameColumn = sql.raw(who.platform === "instagram" ? "instagram_username" : "tiktok_username");
  const at = who.lastConversationAt.toISOString();
  const rows = await sqlRows<{ id: string; inserted: boolean }>(
    db,
    sql`
    insert into leads (team_id, ${usernameColumn}, social_platform_ids, message_count, total_interactions,
      first_interaction, last_interaction, last_conversation_at, primary_thread_id, intent_score, lead_quality)
    values (${who.teamId}, ${who.username}, jsonb_build_object(${key}::text, ${who.platformId}::text),
      ${who.messageCount}, ${who.messageCount}, ${at}, ${at}, ${at}, ${who.threadId}, ${who.intentScore},
      case when ${who.intentScore} >= 0.7 then 'hot' when ${who.intentScore} >= 0.4 then 'warm' else 'cold' end)
    on conflict (team_id, ((social_platform_ids->>${key}))) do update set
      ${usernameColumn} = excluded.${usernameColumn},
      message_count = greatest(leads.message_count, excluded.message_count),
      total_interactions = leads.total_interactions + 1,
      last_interaction = greatest(leads.last_interaction, excluded.last_interaction),
      last_conversation_at = greatest(leads.last_conversation_at, excluded.last_conversation_at),
      primary_thread_id = coalesce(leads.primary_thread_id, excluded.primary_thread_id),
      intent_score = greatest(leads.intent_score, excluded.intent_score),
      lead_quality = case when greatest(leads.intent_score, excluded.intent_score) >= 0.7 then 'hot'
        when greatest(leads.intent_score, excluded.intent_score) >= 0.4 then 'warm' else 'cold' end,
      updated_at = now()
    returning id, (xmax = 0) as inserted`,
  );
  const row = rows[0];
  if (!row) throw new Error("lead upsert returned no row");
  return row;
}

/** The thread now points at its lead, and the lead counts its threads (one statement). */
export async function linkThreadToLead(db: Db, teamId: string, threadId: string, leadId: string) {
  // The count's subquery sees the threads as they were before this statement's update: the other
  // threads linked to the lead, plus this one.
  await db.execute(sql`
    with linked as (
      update conversation_threads set linked_lead_id = ${leadId}
      where team_id = ${teamId} and id = ${threadId} returning id)
    update leads set thread_count = (select count(*) from linked) + (
      select count(*) from conversation_threads
      where team_id = ${teamId} and linked_lead_id = ${leadId} and id <> ${threadId})
    where team_id = ${teamId} and id = ${leadId}`);
}

/**
 * A comment has no thread of its own: the sender's unlinked threads on the same platform (their DMs
 * with the team) become the lead's, and the lead recounts its threads (one statement).
 */
export async function linkSenderThreadsToLead(
  db: Db,
  teamId: string,
  sender: { platform: string; platformId: string },
  leadId: string,
) {
  // The count's subquery sees the threads as they were before this statement's update: those already
  // linked to the lead; the newly linked ones were unlinked then, so none is counted twice.
  await db.execute(sql`
    with linked as (
      update conversation_threads set linked_lead_id = ${leadId}
      where team_id = ${teamId} and platform = ${sender.platform}
        and sender_platform_id = ${sender.platformId} and linked_lead_id is null
      returning id)
    update leads set thread_count = (select count(*) from linked) + (
      select count(*) from conversation_threads where team_id = ${teamId} and linked_lead_id = ${leadId})
    where team_id = ${teamId} and id = ${leadId}`);
}

export async function insertTrackingLink(db: Db, values: typeof trackingLinks.$inferInsert) {
  const rows = await db
    .insert(trackingLinks)
    .values(values)
    .onConflictDoNothing({ target: trackingLinks.code })
    .returning({ id: trackingLinks.id });
  return rows[0] ?? null;
}

export async function findLinkByCode(db: Db, code: string) {
  const rows = await db
    .select({
      id: trackingLinks.id,
      teamId: trackingLinks.teamId,
      leadId: trackingLinks.leadId,
      messageId: trackingLinks.messageId,
      source: trackingLinks.source,
      destinationUrl: trackingLinks.destinationUrl,
    })
    .from(trackingLinks)
    .where(eq(trackingLinks.code, code))
    .limit(1);
  return rows[0] ?? null;
}

export type LinkForClick = NonNullable<Awaited<ReturnType<typeof findLinkByCode>>>;

/** One click: its row (the cid), the link's and lead's counters and the day's funnel, together. */
export async function recordClick(
  db: Db,
  link: LinkForClick,
  visit: { userAgent: string | null; referrer: string | null; at: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [click] = await tx
      .insert(linkClicks)
      .values({
        teamId: link.teamId,
        trackingLinkId: link.id,
        leadId: link.leadId,
        messageId: link.messageId,
        userAgent: visit.userAgent?.slice(0, 512) ?? null,
        referrer: visit.referrer?.slice(0, 1024) ?? null,
        clickedAt: visit.at,
      })
      .returning({ id: linkClicks.id });
    await tx
      .update(trackingLinks)
      .set({ clickCount: sql`${trackingLinks.clickCount} + 1` })
      .where(eq(trackingLinks.id, link.id));
    if (link.leadId) {
      await tx.execute(sql`
        update leads set click_count = click_count + 1, total_interactions = total_interactions + 1,
          last_interaction = greatest(last_interaction, ${visit.at.toISOString()}::timestamptz), updated_at = now()
        where id = ${link.leadId} and team_id = ${link.teamId}`);
    }
    await tx.execute(sql`
      insert into funnel_days (team_id, day, link_clicks) values (${link.teamId}, ${visit.at.toISOString().slice(0, 10)}, 1)
      on conflict (team_id, day) do update set link_clicks = funnel_days.link_clicks + 1`);
    if (!click) throw new Error("click insert returned no row");
    await recordMemberClick(tx, link.teamId, { id: click.id, messageId: link.messageId, at: visit.at });
    return click.id;
  });
}

/** How many tracking links the team made in a time range (its own only). */
export async function countTrackingLinksMade(db: Db, teamId: string, range: { from: string; to: string }) {
  const [row] = await sqlRows<{ made: number }>(
    db,
    sql`select count(*)::int as made from tracking_links
      where team_id = ${teamId} and created_at >= ${range.from}::timestamptz and created_at < ${range.to}::timestamptz`,
  );
  return row?.made ?? 0;
}
