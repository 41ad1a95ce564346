import type {
  RenderedReply,
  RenderSavedReplyInput,
  SavedReplyVariable,
} from "@shared/inbox/saved-replies.schema";
import { createTrackingLink } from "../attribution/generate-tracking-link";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findProductTitle, findVariableFacts } from "./saved-replies.repository";

/** Shopify's financial_status as a customer reads it. */
const ORDER_STATUS_WORDS: Record<string, string> = {
  pending: "awaiting payment",
  authorized: "confirmed",
  partially_paid: "partially paid",
  paid: "paid and being prepared",
  partially_refunded: "partially refunded",
  refunded: "refunded",
  voided: "cancelled",
};

/**
 * Fills a saved reply's variables for one message: {first_name} from the sender's lead,
 * {order_status} from their latest attributed order, {product} and {tracking_link} (a real tracked
 * link) from the product the person picked. What cannot be filled stays and is listed as missing;
 * the send refuses it until a person writes it out.
 */
export async function renderSavedReply(
  deps: Pick<AppDeps, "db" | "publicUrl">,
  actor: Actor,
  input: RenderSavedReplyInput,
): Promise<RenderedReply> {
  const facts = await findVariableFacts(deps.db, actor.teamId, input.message_id);
  if (!facts) throw new DomainError(404, "Message not found", "NOT_FOUND");
  const used = new Set(
    [...input.content.matchAll(/\{(first_name|product|order_status|tracking_link)\}/gu)].map(
      (m) => m[1] as SavedReplyVariable,
    ),
  );
  const values: Partial<Record<SavedReplyVariable, string>> = {};
  if (used.has("first_name") && facts.firstName) values.first_name = facts.firstName;
  if (used.has("order_status") && facts.order?.financialStatus)
    values.order_status = ORDER_STATUS_WORDS[facts.order.financialStatus] ?? facts.order.financialStatus;
  if (input.product_id && used.has("product")) {
    const title = await findProductTitle(deps.db, actor.teamId, input.product_id);
    if (title) values.product = title;
  }
  if (input.product_id && used.has("tracking_link")) {
    const link = await createTrackingLink(deps, actor.teamId, {
      messageId: input.message_id,
      productId: input.product_id,
    });
    values.tracking_link = link.trackingUrl;
  }
  const content = input.content.replace(
    /\{(first_name|product|order_status|tracking_link)\}/gu,
    (slot, name: SavedReplyVariable) => values[name] ?? slot,
  );
  return { success: true, content, missing: [...used].filter((v) => values[v] === undefined) };
}
