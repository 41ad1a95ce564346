import { TRACKING_PARAMS } from "@shared/attribution/attribution.constants";
import { STORE_TEXTS } from "@shared/store/store.schema";
import { createDestinationTrackingLink } from "../attribution/generate-tracking-link";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { runStoreAction } from "./run-store-action";
import type { StoreDeps } from "./store-context";

/**
 * A draft order for the chosen products (its invoice URL is a checkout for exactly those items),
 * wrapped in a tracked link of this conversation so the purchase is credited to it. The draft order
 * carries the conversation's message id as a custom attribute too, which becomes the order's note
 * attribute: attribution finds it even if the buyer opens the invoice from Shopify's email.
 */
export async function sendCheckoutLink(options: {
  deps: StoreDeps;
  actor: Actor;
  threadId: string;
  input: { lines: { variantId: string; quantity: number }[] };
}) {
  const { deps, actor, input } = options;
  return runStoreAction({ ...options, action: "checkout_link" }, async ({ ctx, customer }) => {
    const messageId = ctx.thread.latestMessageId;
    if (!messageId) throw new DomainError(409, STORE_TEXTS.threadNotFound, "NO_MESSAGE");
    const draft = await ctx.shopify.api.createDraftOrder(ctx.shopify.auth, {
      lines: input.lines,
      email: customer.email,
      customAttributes: [{ key: TRACKING_PARAMS.messageId, value: messageId }],
    });
    const link = await createDestinationTrackingLink(deps, actor.teamId, {
      messageId,
      integrationId: ctx.shopify.integrationId,
      destinationUrl: draft.invoiceUrl,
    });
    const items = input.lines.reduce((n, l) => n + l.quantity, 0);
    return {
      summary: `Created checkout link ${link.trackingUrl} (${items} item${items === 1 ? "" : "s"}, draft order ${draft.id.split("/").pop()})`,
      message: `Here's your checkout, ready to go: ${link.trackingUrl}`,
    };
  });
}
