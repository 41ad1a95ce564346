import { and, arrayContains, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { messages } from "../db/inbox.schema";
import {
  outboundWebhookDeliveries as deliveries,
  outboundWebhookEndpoints as endpoints,
} from "../db/sell.schema";

const endpointColumns = {
  id: endpoints.id,
  url: endpoints.url,
  description: endpoints.description,
  events: endpoints.events,
  active: endpoints.active,
  createdAt: endpoints.createdAt,
};
export type EndpointRow = {
  id: string;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  createdAt: Date;
};

export async function insertEndpoint(
  db: Db,
  values: { teamId: string; url: string; description: string; events: string[]; secretEncrypted: string },
): Promise<EndpointRow> {
  const [row] = await db.insert(endpoints).values(values).returning(endpointColumns);
  if (!row) throw new Error("endpoint insert returned no row");
  return row;
}

export async function listEndpoints(db: Db, teamId: string): Promise<EndpointRow[]> {
  return db
    .select(endpointColumns)
    .from(endpoints)
    .where(eq(endpoints.teamId, teamId))
    .orderBy(desc(endpoints.createdAt));
}

/** Whether the team has any endpoint (active or not): the fan-out reads which ones want an event. */
export async function teamHasEndpoint(db: Db, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ id: endpoints.id })
    .from(endpoints)
    .where(eq(endpoints.teamId, teamId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteEndpoint(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(endpoints)
    .where(and(eq(endpoints.teamId, teamId), eq(endpoints.id, id)))
    .returning({ id: endpoints.id });
  return rows.length > 0;
}

/**
 * One delivery row per subscribed endpoint for this event; an event heard twice (two processes,
 * a replayed notification) inserts nothing the second time and so is never sent twice.
 */
export async function insertDeliveriesForEvent(
  db: Db,
  event: { teamId: string; type: string; key: string; payload: Record<string, unknown> },
): Promise<string[]> {
  const targets = await db
    .select({ id: endpoints.id })
    .from(endpoints)
    .where(
      and(
        eq(endpoints.teamId, event.teamId),
        eq(endpoints.active, true),
        arrayContains(endpoints.events, [event.type]),
      ),
    );
  if (targets.length === 0) return [];
  const rows = await db
    .insert(deliveries)
    .values(
      targets.map((t) => ({
        teamId: event.teamId,
        endpointId: t.id,
        eventKey: event.key,
        eventType: event.type,
        payload: event.payload,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
  return rows.map((r) => r.id);
}

export async function findDeliveryToSend(db: Db, id: string) {
  const [row] = await db
    .select({
      id: deliveries.id,
      teamId: deliveries.teamId,
      eventType: deliveries.eventType,
      payload: deliveries.payload,
      status: deliveries.status,
      createdAt: deliveries.createdAt,
      url: endpoints.url,
      secretEncrypted: endpoints.secretEncrypted,
      active: endpoints.active,
    })
    .from(deliveries)
    .innerJoin(endpoints, eq(endpoints.id, deliveries.endpointId))
    .where(eq(deliveries.id, id))
    .limit(1);
  return row ?? null;
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: {
    status: "pending" | "delivered" | "failed";
    statusCode: number | null;
    error: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .update(deliveries)
    .set({
      status: outcome.status,
      attempts: sql`${deliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      deliveredAt: outcome.status === "delivered" ? outcome.at : null,
      updatedAt: outcome.at,
    })
    .where(eq(deliveries.id, id));
}

export async function listDeliveries(db: Db, teamId: string, limit = 100) {
  return db
    .select({
      id: deliveries.id,
      endpointId: deliveries.endpointId,
      eventType: deliveries.eventType,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastStatusCode: deliveries.lastStatusCode,
      lastError: deliveries.lastError,
      createdAt: deliveries.createdAt,
      deliveredAt: deliveries.deliveredAt,
    })
    .from(deliveries)
    .where(eq(deliveries.teamId, teamId))
    .orderBy(desc(deliveries.createdAt))
    .limit(limit);
}

/** A manual redeliver: back to pending (its log keeps the attempts so far). */
export async function markForRedelivery(db: Db, teamId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", updatedAt: at })
    .where(and(eq(deliveries.teamId, teamId), eq(deliveries.id, id)))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** The message an event names, for the payload receivers want (its text and author, not just an id). */
export async function findMessageForEvent(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      platform: messages.platform,
      messageType: messages.messageType,
      content: messages.content,
      senderUsername: messages.senderUsername,
      receivedAt: messages.receivedAt,
    })
    .from(messages)
    .where(and(eq(messages.teamId, teamId), eq(messages.id, id)))
    .limit(1);
  return row ? { ...row, receivedAt: row.receivedAt.toISOString() } : null;
}
