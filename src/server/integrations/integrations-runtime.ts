import { createInstagramClient, type InstagramClient } from "../platforms/instagram/instagram-client";
import type { FetchLike } from "../platforms/platform-http";
import type { PlatformsConfig } from "../platforms/platforms.config";
import { createShopifyAdminClient, type ShopifyAdminClient } from "../platforms/shopify/shopify-admin-client";
import { createTikTokClient, type TikTokClient } from "../platforms/tiktok/tiktok-client";
import { createPostDetailsCache, type PostDetailsCache } from "./post-details-cache";
import { createTokenCipher, type TokenCipher } from "./token-cipher";

/** The platform clients and the token cipher every integrations use case, route and job shares. */
export type IntegrationsRuntime = {
  config: PlatformsConfig;
  instagram: InstagramClient;
  tiktok: TikTokClient;
  shopify: ShopifyAdminClient;
  cipher: TokenCipher;
  /** Instagram posts' permalink, caption and picture, asked once per post for a while. */
  posts: PostDetailsCache;
};

export function createIntegrationsRuntime(options: {
  /** The server secret (AUTH_SECRET); the token key is derived from it. */
  secret: string;
  config: PlatformsConfig;
  fetch?: FetchLike;
}): IntegrationsRuntime {
  const clientOptions = options.fetch ? { fetch: options.fetch } : {};
  return {
    config: options.config,
    instagram: createInstagramClient(options.config.instagram, clientOptions),
    tiktok: createTikTokClient(options.config.tiktok, clientOptions),
    shopify: createShopifyAdminClient(options.config.shopify, clientOptions),
    cipher: createTokenCipher(options.secret),
    posts: createPostDetailsCache(),
  };
}
