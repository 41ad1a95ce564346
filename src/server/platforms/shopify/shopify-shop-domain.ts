import { SHOP_DOMAIN_PATTERN } from "@shared/integrations/integrations.schema";

/**
 * A shop domain we accept from a browser or a callback: the already-normalised `name.myshopify.com`
 * (spec 1 §5). Anything else is refused before a URL is built from it, so a crafted `shop` cannot point
 * the token exchange at another host.
 */
export function isValidShopDomain(shop: unknown): shop is string {
  return typeof shop === "string" && SHOP_DOMAIN_PATTERN.test(shop);
}

/** The shop's base URL from the configured template (https://{shop} for Shopify, the simulator otherwise). */
export function shopBaseUrl(template: string, shop: string): string {
  if (!isValidShopDomain(shop)) throw new RangeError(`Invalid shop domain: ${shop}`);
  return template.replace("{shop}", shop);
}
