import type { CommentDmRule } from "@shared/comment-dm/comment-dm.schema";
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { commentDmRules } from "../db/comment-dm.schema";
import { products } from "../db/commerce.schema";
import { sqlRows } from "../db/sql-rows";

export type RuleValues = {
  name: string;
  enabled: boolean;
  postPlatformId: string | null;
  keywords: string[];
  intent: string | null;
  /** 0..1 */
  intentThreshold: number | null;
  publicReply: string;
  dmText: string;
  productId: string;
};

export type StoredRule = RuleValues & { id: string };

const ruleColumns = {
  id: commentDmRules.id,
  name: commentDmRules.name,
  enabled: commentDmRules.enabled,
  postPlatformId: commentDmRules.postPlatformId,
  keywords: commentDmRules.keywords,
  intent: commentDmRules.intent,
  intentThreshold: commentDmRules.intentThreshold,
  publicReply: commentDmRules.publicReply,
  dmText: commentDmRules.dmText,
  productId: commentDmRules.productId,
};

export async function findRule(db: Db, teamId: string, id: string): Promise<StoredRule | null> {
  const [row] = await db
    .select(ruleColumns)
    .from(commentDmRules)
    .where(and(eq(commentDmRules.teamId, teamId), eq(commentDmRules.id, id)));
  return row ?? null;
}

/** The team's enabled rules, except `exceptId`: what a new comment is matched against. */
export async function listEnabledRules(db: Db, teamId: string, exceptId?: string): Promise<StoredRule[]> {
  return db
    .select(ruleColumns)
    .from(commentDmRules)
    .where(
      and(
        eq(commentDmRules.teamId, teamId),
        eq(commentDmRules.enabled, true),
        exceptId ? ne(commentDmRules.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(commentDmRules.createdAt));
}

/** Whether an enabled rule of the team has an intent condition (the analysis queues the intent pass then). */
export async function hasEnabledIntentRule(db: Db, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ id: commentDmRules.id })
    .from(commentDmRules)
    .where(
      and(
        eq(commentDmRules.teamId, teamId),
        eq(commentDmRules.enabled, true),
        isNotNull(commentDmRules.intent),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts a rule; null when the team already has a rule of this name. */
export async function insertRule(
  db: Db,
  teamId: string,
  values: RuleValues & { createdBy: string; now: Date },
): Promise<string | null> {
  const { now, ...rest } = values;
  const rows = await db
    .insert(commentDmRules)
    .values({ teamId, ...rest, platform: "instagram", createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [commentDmRules.teamId, commentDmRules.name] })
    .returning({ id: commentDmRules.id });
  return rows[0]?.id ?? null;
}

/** Updates a rule: false when it is not the team's; "taken" when the new name is another rule's. */
export async function updateRule(
  db: Db,
  teamId: string,
  id: string,
  values: Partial<RuleValues> & { now: Date },
): Promise<boolean | "taken"> {
  const { now, ...rest } = values;
  try {
    const rows = await db
      .update(commentDmRules)
      .set({ ...rest, updatedAt: now })
      .where(and(eq(commentDmRules.teamId, teamId), eq(commentDmRules.id, id)))
      .returning({ id: commentDmRules.id });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export async function deleteRule(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(commentDmRules)
    .where(and(eq(commentDmRules.teamId, teamId), eq(commentDmRules.id, id)))
    .returning({ id: commentDmRules.id });
  return rows.length > 0;
}

export async function findRuleProduct(db: Db, teamId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.id, productId)));
  return row ?? null;
}

type RuleRow = {
  id: string;
  name: string;
  enabled: boolean;
  post_platform_id: string | null;
  keywords: string[];
  intent: string | null;
  intent_threshold: number | null;
  public_reply: string;
  dm_text: string;
  product_id: string;
  product_title: string | null;
  updated_at: Date | string;
  matched: number | string;
  dms_sent: number | string;
  queued: number | string;
  skipped: number | string;
  failed: number | string;
  clicks: number | string | null;
  revenue: number | string | null;
};

/**
 * The team's rules with their figures: comments matched and DMs sent from the match records, clicks
 * and revenue through the tracked links the DMs carried (revenue as the leads' figures count it:
 * net of tax, shipping and refunds, cancelled orders excluded).
 */
export async function listRulesWithStats(db: Db, teamId: string, ruleId?: string): Promise<CommentDmRule[]> {
  const rows = await sqlRows<RuleRow>(
    db,
    sql`select r.id, r.name, r.enabled, r.post_platform_id, r.keywords, r.intent, r.intent_threshold,
        r.public_reply, r.dm_text, r.product_id, p.title as product_title, r.updated_at,
        coalesce(m.matched, 0) as matched, coalesce(m.dms_sent, 0) as dms_sent,
        coalesce(m.queued, 0) as queued, coalesce(m.skipped, 0) as skipped, coalesce(m.failed, 0) as failed,
        coalesce(c.clicks, 0) as clicks, coalesce(v.revenue, 0) as revenue
      from comment_dm_rules r
      left join products p on p.id = r.product_id and p.team_id = r.team_id
      left join lateral (
        select count(*) as matched,
          count(*) filter (where status = 'sent') as dms_sent,
          count(*) filter (where status in ('queued', 'sending')) as queued,
          count(*) filter (where status = 'skipped') as skipped,
          count(*) filter (where status = 'failed') as failed
        from comment_dm_matches where team_id = r.team_id and rule_id = r.id
      ) m on true
      left join lateral (
        select sum(l.click_count) as clicks from comment_dm_matches cm
        join tracking_links l on l.id = cm.tracking_link_id and l.team_id = cm.team_id
        where cm.team_id = r.team_id and cm.rule_id = r.id
      ) c on true
      left join lateral (
        select sum(coalesce(o.subtotal_price, o.total_price - o.total_tax - o.total_shipping) - o.total_refunded)
          as revenue
        from comment_dm_matches cm
        join order_attributions a on a.tracking_link_id = cm.tracking_link_id and a.team_id = cm.team_id
        join orders o on o.id = a.order_id and (o.order_data->>'cancelled_at') is null
        where cm.team_id = r.team_id and cm.rule_id = r.id
      ) v on true
      where r.team_id = ${teamId} ${ruleId ? sql`and r.id = ${ruleId}` : sql``}
      order by r.created_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    platform: "instagram" as const,
    post_platform_id: r.post_platform_id,
    keywords: r.keywords,
    intent: r.intent as CommentDmRule["intent"],
    intent_threshold: r.intent_threshold === null ? null : Math.round(Number(r.intent_threshold) * 100),
    public_reply: r.public_reply,
    dm_text: r.dm_text,
    product_id: r.product_id,
    product_title: r.product_title,
    updated_at: new Date(r.updated_at).toISOString(),
    stats: {
      matched: Number(r.matched),
      dms_sent: Number(r.dms_sent),
      queued: Number(r.queued),
      skipped: Number(r.skipped),
      failed: Number(r.failed),
      clicks: Number(r.clicks ?? 0),
      revenue: Math.round(Number(r.revenue ?? 0) * 100) / 100,
    },
  }));
}

/** The posts the team's Instagram comments sit on (the rule form's post picker), newest first. */
export async function listCommentedPosts(db: Db, teamId: string, limit: number) {
  const rows = await sqlRows<{
    post_platform_id: string;
    post_url: string | null;
    caption: string | null;
    comments: number | string;
    last_comment_at: Date | string;
  }>(
    db,
    sql`select metadata->>'post_platform_id' as post_platform_id, max(post_url) as post_url,
        max(post_caption) as caption, count(*) as comments, max(received_at) as last_comment_at
      from messages
      where team_id = ${teamId} and platform = 'instagram' and message_type in ('comment', 'comment_reply')
        and metadata ? 'post_platform_id'
      group by 1 order by max(received_at) desc limit ${limit}`,
  );
  return rows.map((r) => ({
    post_platform_id: r.post_platform_id,
    post_url: r.post_url,
    caption: r.caption,
    comments: Number(r.comments),
    last_comment_at: new Date(r.last_comment_at).toISOString(),
  }));
}

export async function listProductOptions(db: Db, teamId: string, limit: number) {
  return db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.status, "active")))
    .orderBy(asc(products.title))
    .limit(limit);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
