import type { Db } from "../db/client";
import {
  addIdentity,
  countInteraction,
  createMemberWithIdentity,
  fillMemberEmail,
  fillMemberName,
  findIdentity,
  findMemberOfLead,
  type Identity,
  identitiesOf,
  insertInteraction,
} from "./community-members.repository";
import { syncMemberOrderAmount } from "./community-orders.repository";
import { mergeInto } from "./merge-members";

export type MemberOrder = {
  teamId: string;
  orderId: string;
  email: string | null;
  name: string | null;
  /** The lead attribution credited the order to (a tracking-link click, a checkout, a matched email). */
  leadId: string | null;
  /** The order's total as placed; what it counts is then brought to its refunds and cancellation. */
  total: number;
  at: Date;
};

/**
 * Counts a new store order on its member, inside the order's transaction. The order joins the
 * member of the conversation it was credited to; its email joins that member too, and a member
 * known only by that email (an earlier order) is merged in, since the store proved one person.
 * An order nobody talked to Lunara about makes a shopper member with the email alone. Every delivery
 * of the order (an update, a cancellation) brings what it counts toward Spent to the order as it is.
 */
export async function recordMemberOrder(tx: Db, order: MemberOrder): Promise<void> {
  const { teamId } = order;
  const email = order.email?.trim().toLowerCase() || null;
  const fromLead = order.leadId ? await findMemberOfLead(tx, teamId, order.leadId) : null;
  const emailKey = email ? { teamId, platform: "email", platformId: email } : null;
  const byEmail = emailKey ? await findIdentity(tx, emailKey) : null;

  let identity: Identity | null = null;
  if (fromLead) {
    if (byEmail && byEmail.memberId !== fromLead) {
      await mergeInto(tx, teamId, fromLead, byEmail.memberId, {
        reason: "The order's email belongs to the customer the order was credited to",
        actorUserId: null,
      });
      identity = { ...byEmail, memberId: fromLead };
    } else if (emailKey) {
      identity = await addIdentity(tx, fromLead, { ...emailKey, handle: null, at: order.at });
    } else {
      const [first] = await identitiesOf(tx, teamId, fromLead);
      identity = first ? { id: first.id, memberId: fromLead, handle: first.handle } : null;
    }
  } else if (byEmail) {
    identity = byEmail;
  } else if (emailKey) {
    identity = await createMemberWithIdentity(
      tx,
      { ...emailKey, handle: null, at: order.at },
      { displayName: order.name, email },
    );
  }
  if (!identity) return;
  if (email) await fillMemberEmail(tx, teamId, identity.memberId, email);
  if (order.name) await fillMemberName(tx, teamId, identity.memberId, order.name);
  const created = await insertInteraction(tx, {
    teamId,
    identity,
    kind: "order",
    refId: order.orderId,
    platform: "shopify",
    amount: order.total,
    at: order.at,
  });
  if (created)
    await countInteraction(tx, teamId, identity.memberId, "order", "shopify", order.at, order.total);
  await syncMemberOrderAmount(tx, teamId, order.orderId);
}

/** A refund changed the order: its member's Spent follows (an order no member counts is left). */
export async function recordMemberRefund(tx: Db, teamId: string, orderId: string): Promise<void> {
  await syncMemberOrderAmount(tx, teamId, orderId);
}
