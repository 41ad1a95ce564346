import { type AbandonedCart, cartFromPayload } from "@shared/community/abandoned-carts.schema";
import type { Actor, AppDeps } from "../deps";
import { listOpenCarts, type OpenCartRow } from "./community-carts.repository";

const iso = (d: Date | string) => new Date(d).toISOString();

export const toAbandonedCart = (row: OpenCartRow): AbandonedCart => ({
  checkout_token: row.checkout_token,
  started_at: iso(row.occurred_at),
  ...cartFromPayload(row.payload),
  member: row.member_id ? { id: row.member_id, handle: row.handle } : null,
  reminder: row.reminder_sent_at ? { sent_at: iso(row.reminder_sent_at) } : null,
});

/** The Abandon Cart tab's carts: value, products, who started them and whether a reminder went out. */
export async function listAbandonedCarts(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
): Promise<{ carts: AbandonedCart[] }> {
  const rows = await listOpenCarts(deps.db, actor.teamId, deps.now());
  return { carts: rows.map(toAbandonedCart) };
}
