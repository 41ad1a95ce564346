/** Every platform at its real service with real-looking secrets: nothing points at the simulator. */
export const REAL_PLATFORMS_ENV = {
  META_GRAPH_URL: "https://graph.facebook.com",
  META_APP_ID: "123",
  META_APP_SECRET: "real",
  INSTAGRAM_WEBHOOK_VERIFY_TOKEN: "verify",
  TIKTOK_API_URL: "https://business-api.tiktok.com",
  TIKTOK_CLIENT_SECRET: "real-tiktok",
  SHOPIFY_SHOP_URL_TEMPLATE: "https://{shop}",
  SHOPIFY_API_SECRET: "real-shopify",
};
