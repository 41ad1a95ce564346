import type { Db } from "../db/client";
import type { ShopifyCheckout } from "../platforms/shopify/shopify-checkouts";
import { type StoreRef, upsertShopifyCheckout } from "./community-checkouts.repository";

/**
 * A checkout Shopify reported (checkouts/create, checkouts/update or the sync's `checkouts.json`)
 * becomes the store's record of that checkout token. The abandoned-cart list reads it beside the
 * pixel's checkout event for the same token as one cart (decision 033): value and products from
 * whichever source has them, the member from the pixel's ids or else the checkout's email.
 * Idempotent: the same version twice, or an older one after a newer, changes nothing.
 */
export async function recordShopifyCheckout(
  deps: { db: Db },
  store: StoreRef,
  checkout: ShopifyCheckout,
): Promise<{ changed: boolean }> {
  return { changed: await upsertShopifyCheckout(deps.db, store, checkout) };
}
