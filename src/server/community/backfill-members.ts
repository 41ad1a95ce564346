import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { uncountedMessages, uncountedOrders } from "./community-backfill.repository";
import { recordMemberMessage } from "./record-member-message";
import { recordMemberOrder } from "./record-member-order";

const BATCH = 200;

/**
 * Makes members of the messages and orders stored before members existed, through the same calls
 * ingestion and attribution make, one transaction per message or order. Idempotent and incremental:
 * it picks only what no member counts yet (the interactions' unique (team, kind, ref) index), so a
 * second run finds nothing, and a run cut short resumes where it stopped.
 */
export async function backfillMembers(
  deps: Pick<AppDeps, "db">,
): Promise<{ messages: number; orders: number }> {
  let messages = 0;
  let orders = 0;
  for (;;) {
    const batch = await uncountedMessages(deps.db, BATCH);
    for (const m of batch) {
      await deps.db.transaction(async (txn) => {
        await recordMemberMessage(txn as unknown as Db, m.team_id, m.id, {
          platform: m.platform,
          platform_message_id: m.id,
          message_type: m.message_type,
          content: m.content,
          sender_username: m.sender_username || null,
          sender_platform_id: m.sender_platform_id,
          // Only says there is a parent: recordMemberMessage reads which one from the stored row.
          ...(m.parent_message_id ? { parent_platform_id: m.parent_message_id } : {}),
          account_platform_id: "backfill",
          received_at: new Date(m.received_at),
        });
      });
    }
    messages += batch.length;
    if (batch.length < BATCH) break;
  }
  // Keyset pages: an order with neither email nor lead makes no member and stays uncounted, so
  // asking from the start again would return it forever.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const batch = await uncountedOrders(deps.db, BATCH, after);
    for (const o of batch) {
      await deps.db.transaction(async (txn) => {
        await recordMemberOrder(txn as unknown as Db, {
          teamId: o.team_id,
          orderId: o.id,
          email: o.email,
          name: o.name,
          leadId: o.lead_id,
          total: Number(o.total),
          at: new Date(o.processed_at),
        });
      });
    }
    orders += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    after = { at: new Date(last.processed_at).toISOString(), id: last.id };
  }
  return { messages, orders };
}
