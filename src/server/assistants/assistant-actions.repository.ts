import type { ActionKind } from "@shared/assistants/assistants.constants";
import { and, eq, inArray, sql } from "drizzle-orm";
import { assistantActions } from "../db/assistants.schema";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages } from "../db/inbox.schema";
import { sqlRows } from "../db/sql-rows";

export type ActionRow = typeof assistantActions.$inferSelect;
/** What a message was before an action: what undo puts back. */
export type Snapshot = {
  status: string;
  spam_at: string | null;
  hidden_at: string | null;
  assigned_team: string | null;
  assigned_to?: string | null;
};

/** A member of the team by email or name (case-insensitive); null when none or more than one match. */
export async function findTeamMember(db: Db, teamId: string, who: string) {
  const rows = await sqlRows<{ userId: string; name: string; email: string }>(
    db,
    sql`select u.id as "userId", u.name, u.email from member mb join "user" u on u.id = mb.user_id
      where mb.organization_id = ${teamId} and (lower(u.email) = lower(${who}) or lower(u.name) = lower(${who}))
      limit 2`,
  );
  return rows.length === 1 ? rows[0]! : null;
}

export async function insertAction(db: Db, values: typeof assistantActions.$inferInsert): Promise<ActionRow> {
  const [row] = await db.insert(assistantActions).values(values).returning();
  if (!row) throw new Error("assistant action insert returned nothing");
  return row;
}

/** An action of the caller's team; the person check is the use case's (who may confirm). */
export async function findAction(db: Db, teamId: string, id: string): Promise<ActionRow | null> {
  const [row] = await db
    .select()
    .from(assistantActions)
    .where(and(eq(assistantActions.teamId, teamId), eq(assistantActions.id, id)));
  return row ?? null;
}

/** Moves an action from one status to another only if it is still in the first (no double confirm). */
export async function transitionAction(
  db: Db,
  teamId: string,
  id: string,
  from: string,
  set: Partial<typeof assistantActions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(assistantActions)
    .set(set)
    .where(
      and(
        eq(assistantActions.teamId, teamId),
        eq(assistantActions.id, id),
        eq(assistantActions.status, from),
      ),
    )
    .returning({ id: assistantActions.id });
  return rows.length === 1;
}

export const previewSample = (db: Db, teamId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: messages.id,
          platform: messages.platform,
          sender: messages.senderUsername,
          content: messages.content,
          receivedAt: messages.receivedAt,
        })
        .from(messages)
        .where(and(eq(messages.teamId, teamId), inArray(messages.id, ids)));

/**
 * Applies one batch of an action inside the caller's transaction: snapshots the messages, changes
 * them, and advances the action's progress. Team-scoped at every step.
 */
export async function applyBatch(
  tx: Db,
  action: { id: string; teamId: string; kind: ActionKind; params: Record<string, unknown> },
  ids: string[],
  now: Date,
): Promise<void> {
  const teamId = action.teamId;
  const snapshots = await sqlRows<Snapshot & { id: string }>(
    tx,
    sql`select m.id, m.status, m.spam_at::text as spam_at, m.hidden_at::text as hidden_at, a.assigned_team, a.assigned_to
      from messages m left join message_ai_analysis a on a.message_id = m.id and a.team_id = m.team_id
      where m.team_id = ${teamId} and m.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) for update of m`,
  );
  const inTeam = snapshots.map((s) => s.id);
  if (inTeam.length > 0) {
    const where = and(eq(messages.teamId, teamId), inArray(messages.id, inTeam));
    if (action.kind === "mark_read")
      await tx
        .update(messages)
        .set({ status: "read", updatedAt: now })
        .where(and(where, eq(messages.status, "unread")));
    else if (action.kind === "archive")
      await tx.update(messages).set({ status: "filtered", updatedAt: now }).where(where);
    else if (action.kind === "set_status")
      await tx
        .update(messages)
        .set({ status: String(action.params.status), updatedAt: now })
        .where(where);
    else if (action.kind === "hide_spam")
      await tx
        .update(messages)
        .set({
          spamAt: sql`coalesce(${messages.spamAt}, ${now.toISOString()}::timestamptz)`,
          hiddenAt: sql`coalesce(${messages.hiddenAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(where);
    else if (action.kind === "assign")
      await tx
        .update(messageAiAnalysis)
        .set(
          typeof action.params.userId === "string"
            ? { assignedTo: action.params.userId, assignedAt: now, updatedAt: now }
            : { assignedTeam: String(action.params.team), assignedAt: now, updatedAt: now },
        )
        .where(and(eq(messageAiAnalysis.teamId, teamId), inArray(messageAiAnalysis.messageId, inTeam)));
  }
  const previous = Object.fromEntries(snapshots.map(({ id, ...s }) => [id, s]));
  await tx.execute(sql`update assistant_actions set previous = previous || ${JSON.stringify(previous)}::jsonb,
    processed = processed + ${ids.length} where id = ${action.id} and team_id = ${teamId}`);
}

/** Puts every message of an action back as it was before (the snapshot), in one statement per field. */
export async function restoreSnapshots(
  tx: Db,
  teamId: string,
  kind: ActionKind,
  previous: Record<string, Snapshot>,
  now: Date,
) {
  const entries = Object.entries(previous);
  if (entries.length === 0) return;
  const ids = sql.param(entries.map(([id]) => id));
  const at = now.toISOString();
  if (kind === "assign") {
    await tx.execute(sql`update message_ai_analysis a set assigned_team = v.team, assigned_to = v.person,
        updated_at = ${at}::timestamptz
      from unnest(${ids}::uuid[], ${sql.param(entries.map(([, s]) => s.assigned_team))}::text[],
        ${sql.param(entries.map(([, s]) => s.assigned_to ?? null))}::text[]) as v(id, team, person)
      where a.message_id = v.id and a.team_id = ${teamId}`);
    return;
  }
  await tx.execute(sql`update messages m set status = v.status, spam_at = v.spam_at, hidden_at = v.hidden_at,
      updated_at = ${at}::timestamptz
    from unnest(${ids}::uuid[], ${sql.param(entries.map(([, s]) => s.status))}::text[],
      ${sql.param(entries.map(([, s]) => s.spam_at))}::timestamptz[],
      ${sql.param(entries.map(([, s]) => s.hidden_at))}::timestamptz[]) as v(id, status, spam_at, hidden_at)
    where m.id = v.id and m.team_id = ${teamId}`);
}
