import {
  CART_DM_ERRORS,
  type CartDmSuggestion,
  type CartProduct,
} from "@shared/community/abandoned-carts.schema";
import { replyLimit } from "@shared/inbox/reply-rules";
import { suggestCartReminder } from "../ai/cart-reminder-suggester";
import { createDestinationTrackingLink } from "../attribution/generate-tracking-link";
import { loadBrandPack } from "../brand/load-brand-pack";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { cartDmTarget } from "./cart-dm-target";
import { findCartReminder, upsertCartReminder } from "./community-carts.repository";

/**
 * Shopify's cart permalink (/cart/{variant id}:{quantity},...) refills the cart with the same lines;
 * without the lines, the store's cart page. The variant id is the number at the end of the pixel's
 * id, whichever form (numeric or gid://) the pixel gives.
 */
export function cartDestination(shopDomain: string, products: readonly CartProduct[] | null): string {
  const lines = (products ?? [])
    .map((p) => ({ id: p.variant_id?.match(/(\d+)$/)?.[1], quantity: Math.max(1, p.quantity) }))
    .filter((l): l is { id: string; quantity: number } => Boolean(l.id));
  const path = lines.length > 0 ? `/cart/${lines.map((l) => `${l.id}:${l.quantity}`).join(",")}` : "/cart";
  return `https://${shopDomain}${path}`;
}

/**
 * The one-click reminder for an abandoned cart: a DM in the brand's voice with a tracked link back to
 * the cart, answering the member's open DM conversation. Nothing is sent here; the link and the
 * reminder row are made so that the order following a sent reminder counts as recovered.
 */
export async function suggestCartDm(
  deps: Pick<AppDeps, "db" | "now" | "publicUrl" | "events">,
  actor: Actor,
  token: string,
): Promise<CartDmSuggestion> {
  const target = await cartDmTarget(deps, actor.teamId, token);
  const existing = await findCartReminder(deps.db, actor.teamId, token);
  if (existing?.sent_at) throw new DomainError(409, CART_DM_ERRORS.alreadySent, "CART_REMINDER_SENT");
  if (!target.cart.shop_domain) throw new DomainError(409, CART_DM_ERRORS.notFound, "CART_NOT_FOUND");
  const link = await createDestinationTrackingLink(deps, actor.teamId, {
    messageId: target.dm.message_id,
    integrationId: target.cart.integration_id,
    destinationUrl: cartDestination(target.cart.shop_domain, target.products),
  });
  await upsertCartReminder(deps.db, {
    teamId: actor.teamId,
    token,
    memberId: target.memberId,
    messageId: target.dm.message_id,
    code: link.code,
  });
  const content = suggestCartReminder({
    brand: await loadBrandPack(deps.db, actor.teamId),
    username: target.dm.username,
    products: target.products ?? [],
    link: link.trackingUrl,
    limit: replyLimit({ platform: target.dm.platform, message_type: "dm" }),
  });
  return {
    message_id: target.dm.message_id,
    platform: target.dm.platform,
    content,
    tracking_url: link.trackingUrl,
  };
}
